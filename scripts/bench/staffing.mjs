// The staffing plan at the huge facility (20,000 shifts in the last 12 weeks): the coverage of its busiest
// week (documents read: the week's shifts at most once; ms to the table) and the post of the gaps of an empty week at
// the bench's needs (ms to the toast, tasks over 200 ms on the main thread).
import { FIRESTORE_PORT, HOST, PROJECT_ID } from '../emulators.mjs';
import { toFields } from '../seed.mjs';
import { addDays, startOfDayIn } from '../seed/domain.mjs';
import { countShifts, docsReadOf, fieldFilter, goInApp, settle, signedInPage } from './common.mjs';

const FACILITY_ID = 'bench-huge';
const TEMPLATES = [
  { name: 'Day', startTime: '07:00', endTime: '15:00' },
  { name: 'Evening', startTime: '15:00', endTime: '23:00' },
  { name: 'Night', startTime: '23:00', endTime: '07:00' },
];
/** The bench's needs, per template: 39 shifts a day, 273 a week. */
const NEEDS = {
  Day: { Caregiver: 2, CNA: 10, LPN: 3, RN: 2 },
  Evening: { Caregiver: 1, CNA: 8, LPN: 2, RN: 1 },
  Night: { Caregiver: 0, CNA: 6, LPN: 2, RN: 2 },
};
const WEEK_NEEDS = 7 * Object.values(NEEDS).reduce((t, n) => t + n.Caregiver + n.CNA + n.LPN + n.RN, 0);

/** The huge facility gets the three templates and the bench's needs, as a backend would write them. */
async function writeNeeds() {
  const db = `projects/${PROJECT_ID}/databases/(default)/documents`;
  const writes = [
    {
      update: { name: `${db}/facilities/${FACILITY_ID}`, fields: toFields({ shiftTemplates: TEMPLATES }) },
      updateMask: { fieldPaths: ['shiftTemplates'] },
    },
    ...TEMPLATES.map((template) => ({
      update: {
        name: `${db}/facilities/${FACILITY_ID}/staffingNeeds/${template.name}`,
        fields: toFields({
          template,
          needs: Object.fromEntries(Object.entries(NEEDS[template.name]).map(([p, n]) => [p, Array(7).fill(n)])),
          updatedBy: 'uid-bench-huge',
          updatedAt: new Date(),
        }),
      },
    })),
  ];
  const res = await fetch(`http://${HOST}:${FIRESTORE_PORT}/v1/${db}:commit`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes }),
  });
  if (!res.ok) throw new Error(`staffing needs: ${await res.text()}`);
}

/** MM-DD-YYYY of the Sunday `weeks` weeks from this week's, in Chicago (the huge facility's zone). */
function sundayInput(weeks) {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(Date.now()).split('-');
  const today = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const sunday = new Date(today.getTime() + (7 * weeks - today.getUTCDay()) * 86_400_000);
  const pad = (n) => String(n).padStart(2, '0');
  return `${pad(sunday.getUTCMonth() + 1)}-${pad(sunday.getUTCDate())}-${sunday.getUTCFullYear()}`;
}

/** How many shifts of the huge facility start in the week of that Sunday (MM-DD-YYYY), counted by the emulator. */
async function weekShiftsOf(sundayText) {
  const [m, d, y] = sundayText.split('-');
  const sunday = `${y}-${m}-${d}`;
  const at = (dateKey) => ({ timestampValue: new Date(startOfDayIn(dateKey, 'America/Chicago')).toISOString() });
  return countShifts([
    fieldFilter('facilityIdentifier', 'EQUAL', { stringValue: FACILITY_ID }),
    fieldFilter('start', 'GREATER_THAN_OR_EQUAL', at(sunday)),
    fieldFilter('start', 'LESS_THAN', at(addDays(sunday, 7))),
  ]);
}

/** The number a figure (`Gaps`, `Unfilled`) shows. */
const figure = async (page, name) =>
  Number((await page.getByRole('region', { name }).locator('h2 + div').innerText()) || NaN);

/**
 * /staffing of the huge facility: the week four weeks back (inside the 12 weeks of shifts, about 1,700 of them) read
 * after the page's first load, and the post of the gaps of the week three weeks ahead (no shift yet).
 */
export async function staffingOfHugeFacility(browser, email) {
  await writeNeeds();
  const { context, page } = await signedInPage(browser, email);
  await goInApp(page, '/staffing');
  await page.getByRole('table', { name: 'Coverage' }).or(page.getByText('No needs and no shifts this week.')).waitFor();
  await settle(page);

  // a busy week: documents read from the choice of the week to the table, against the week's shifts
  const busy = sundayInput(-4);
  const before = await docsReadOf(page);
  const t0 = Date.now();
  await page.getByLabel('Week of').fill(busy);
  await page.getByRole('table', { name: 'Coverage' }).getByRole('rowheader', { name: 'Other' }).first().waitFor();
  const tableMs = Date.now() - t0;
  await settle(page);
  const docsRead = (await docsReadOf(page)) - before;
  const weekShifts = await weekShiftsOf(busy);

  // an empty week: every need is a gap, posted in one go
  await page.getByLabel('Week of').fill(sundayInput(3));
  await page.getByRole('table', { name: 'Coverage' }).waitFor();
  await page.waitForFunction(
    (n) => document.querySelector('[aria-labelledby="figure-gaps"]')?.textContent?.replace(/\D+/g, '') === String(n),
    WEEK_NEEDS,
    { timeout: 60_000 },
  );
  const gaps = await figure(page, 'Gaps');
  await page.getByRole('button', { name: 'Post the gaps' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post the gaps' });
  const post = dialog.getByRole('button', { name: `Post ${gaps} shifts` });
  await post.waitFor();
  await page.evaluate(() => {
    globalThis.__benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) globalThis.__benchLongTasks.push(e.duration);
    }).observe({ type: 'longtask' });
  });
  const t1 = Date.now();
  await post.click();
  await page
    .getByRole('alert')
    .filter({ hasText: `Posted ${gaps} shifts` })
    .waitFor({ timeout: 180_000 });
  const postedMs = Date.now() - t1;
  await page.waitForFunction(
    () => document.querySelector('[aria-labelledby="figure-gaps"]')?.textContent?.replace(/\D+/g, '') === '0',
    null,
    { timeout: 60_000 },
  );
  const gapsZeroMs = Date.now() - t1;
  const longTasks = await page.evaluate(() => globalThis.__benchLongTasks);
  await context.close();
  return {
    signedInAs: email,
    busyWeek: { weekOf: busy, weekShifts, docsRead, tableMs },
    emptyWeek: {
      gaps,
      postedMs,
      gapsZeroMs,
      longestTaskMs: Math.round(Math.max(0, ...longTasks)),
      longTasksOver200: longTasks.filter((d) => d > 200).length,
    },
  };
}
