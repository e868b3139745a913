// A company of 60 facilities (bench-company@shiftcover.test): about 1,000 shifts a facility over a year (40 weeks
// back, 12 ahead), 300 workers with their documents, in the four zones of the contiguous US (15 facilities each: a
// national operator's spread, so that every screen's days and weeks are a facility's own, as a company user sees
// them). Seeded on emulators of its own (bench.mjs), so the other measures keep their data. Each screen's first view is
// measured with `All facilities` and with one facility chosen (?facility=, as the sidebar's links carry it).
import { AUTH_PORT, FIRESTORE_PORT, HOST, PROJECT_ID } from '../emulators.mjs';
import { toFields } from '../seed.mjs';
import { DEMO_PASSWORD } from '../seed/index.mjs';
import { addDays, calendarDateIn, CANCEL_REASON_TYPES, shiftOnDate } from '../seed/domain.mjs';
import { BASE, benchShift, docsReadOf, settle, signIn } from './common.mjs';

/** @public The company's sign-in (password DEMO_PASSWORD), for other measures of the company. */
export const COMPANY_EMAIL = 'bench-company@shiftcover.test';
/** @public */
export const COMPANY_ID = 'bench-company';
/** @public */
export const COMPANY_ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'];
const FACILITIES = 60;
/** @public bench-co-00 … bench-co-59, named `Bench Co 00` … in that order (the company's list is by name). */
export const COMPANY_FACILITY_IDS = Array.from(
  { length: FACILITIES },
  (_, i) => `bench-co-${String(i).padStart(2, '0')}`,
);
/** @public The zone of each facility: the four zones in turn. */
export const companyZoneOf = (facilityId) => COMPANY_ZONES[COMPANY_FACILITY_IDS.indexOf(facilityId) % 4];
const UID = 'uid-bench-company';
const DB = `projects/${PROJECT_ID}/databases/(default)/documents`;
const WORKERS = 300;
const POSITIONS = ['Caregiver', 'CNA', 'LPN', 'RN'];
const TEMPLATES = [
  { name: 'Day', startTime: '07:00', endTime: '15:00' },
  { name: 'Evening', startTime: '15:00', endTime: '23:00' },
  { name: 'Night', startTime: '23:00', endTime: '07:00' },
];
const DOCUMENTS = ['nursingLicence', 'cnaCertificate', 'tbTest', 'bls', 'backgroundCheck'];
const DAY = 86_400_000;
const DAYS_BACK = 280;
const DAYS_AHEAD = 84;

function companyDocs(now) {
  const docs = [];
  docs.push({
    path: `user/${UID}`,
    data: {
      email: COMPANY_EMAIL,
      firstName: 'Bench',
      lastName: 'Company',
      userType: 'company',
      isAdmin: false,
      facilityOwnerOf: null,
      facilityAdminOf: null,
      companyOwnerOf: COMPANY_ID,
      createdAt: now - 400 * DAY,
      notifications: 'all-notifications',
      contactOptions: 'email-option',
      contactInfoVisibility: true,
      inviteId: null,
      isTest: true,
    },
  });
  docs.push({
    path: `companies/${COMPANY_ID}`,
    data: {
      id: COMPANY_ID,
      companyName: 'Bench Company',
      companyAvatar: '',
      companyIntro: 'About this Company',
      companyAddress: '1 Bench St',
      companyCity: 'Chicago',
      companyState: 'IL',
      companyPostalCode: '60601',
      companyPhoneNumber: '312-555-0100',
      ownerId: UID,
      createdAt: now - 400 * DAY,
      status: 'active',
      notifications: 'all-notifications',
      contactOptions: 'email-option',
      contactInfoVisibility: true,
      isTest: true,
    },
  });
  for (let w = 0; w < WORKERS; w++) {
    docs.push({
      path: `user/bench-co-worker-${w}`,
      data: { firstName: 'Worker', lastName: `Co${w}`, userType: 'worker', nurseType: 'CNA', isTest: true },
    });
    for (const [j, type] of DOCUMENTS.entries()) {
      // every tenth worker lacks BLS: /compliance has problems to list
      if (type === 'bls' && w % 10 === 0) continue;
      docs.push({
        path: `user/bench-co-worker-${w}/credentials/${type}`,
        data: {
          type,
          number: `${type.toUpperCase()}-CO-${w}`,
          state: 'IL',
          expiresAt: new Date(now + (400 + j) * DAY),
          verifiedAt: new Date(now - 30 * DAY),
        },
      });
    }
  }
  let n = 0;
  for (const [f, fid] of COMPANY_FACILITY_IDS.entries()) {
    const tz = COMPANY_ZONES[f % 4];
    docs.push({
      path: `facilities/${fid}`,
      data: {
        id: fid,
        facilityName: `Bench Co ${String(f).padStart(2, '0')}`,
        facilityAvatar: '',
        facilityPhoneNumber: '312-555-0101',
        facilityAddress: `${f + 1} Bench St`,
        facilityCity: 'Chicago',
        facilityState: 'IL',
        facilityPostalCode: '60601',
        facilityIntro: 'About this Facility',
        ownerId: UID,
        adminIds: [],
        companyId: COMPANY_ID,
        status: 'active',
        tz,
        shiftTemplates: TEMPLATES,
        requiresCovidVaccination: false,
        contactInfoVisibility: true,
        notifications: 'all-notifications',
        contactOptions: 'email-option',
        allowedPositions: [],
        blocklist: [],
        blocklistEvents: [],
        premierlist: [],
        facilityBlockList: [],
        userType: 'facility',
        isTest: true,
        createdAt: now - 400 * DAY,
      },
    });
    const today = calendarDateIn(now, tz);
    // three shifts a day at the templates' times, every twelfth left out: about 1,000 a facility
    for (let d = -DAYS_BACK; d < DAYS_AHEAD; d++) {
      for (const [k, template] of TEMPLATES.entries()) {
        const slot = (d + DAYS_BACK) * 3 + k;
        if ((slot + f) % 12 === 11) continue;
        const { start, end } = shiftOnDate(addDays(today, d), template, tz);
        const i = n++;
        const cancelled = i % 10 === 9;
        // the past mostly claimed; ahead, every other shift of the next weeks claimed
        const claimed = !cancelled && (end < now ? i % 5 !== 0 : i % 2 === 0);
        const worked = claimed && end < now;
        const approved = worked && i % 3 !== 0;
        docs.push({
          path: `shifts/co-${fid.slice(-2)}-${String(slot).padStart(4, '0')}`,
          data: benchShift({
            facilityIdentifier: fid,
            companyId: COMPANY_ID,
            description: `${template.name} shift ${slot} at Bench Co ${String(f).padStart(2, '0')}`,
            tz,
            isFree: !claimed,
            status: cancelled ? 'cancelled' : 'active',
            start: new Date(start),
            end: new Date(end),
            clockIn: worked ? new Date(start) : null,
            clockOut: worked ? new Date(end) : null,
            nurseType: POSITIONS[i % 4],
            nurseId: claimed ? `bench-co-worker-${(i * 7) % WORKERS}` : null,
            // posted a week ahead, each at its own millisecond (the list's order is by createdAt), never after now
            createdAt: Math.min(start - 7 * DAY, now - DAY) - f,
            createdBy: UID,
            cancelledAt: cancelled ? new Date(start - DAY) : null,
            cancelledBy: cancelled ? UID : null,
            cancellationReason: cancelled ? { type: CANCEL_REASON_TYPES[i % CANCEL_REASON_TYPES.length] } : null,
            timesheetAction: approved ? 'approved' : null,
            timesheetActionMadeBy: approved ? UID : null,
            timesheetActionMadeAt: approved ? new Date(end + 3_600_000) : null,
            ...(approved ? { approvedHours: 8 } : {}),
          }),
        });
      }
    }
  }
  return docs;
}

/** Writes the company, its facilities, shifts and workers into the emulator (its triggers off); the count. */
export async function seedCompany() {
  const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
  const res = await fetch(
    `http://${HOST}:${AUTH_PORT}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`,
    {
      method: 'POST',
      headers: owner,
      body: JSON.stringify({
        localId: UID,
        email: COMPANY_EMAIL,
        password: DEMO_PASSWORD,
        displayName: 'Bench Company',
      }),
    },
  );
  if (!res.ok) throw new Error(`bench company account: ${await res.text()}`);
  const docs = companyDocs(Date.now());
  for (let i = 0; i < docs.length; i += 500) {
    const writes = docs
      .slice(i, i + 500)
      .map((d) => ({ update: { name: `${DB}/${d.path}`, fields: toFields(d.data) } }));
    const commit = await fetch(`http://${HOST}:${FIRESTORE_PORT}/v1/${DB}:commit`, {
      method: 'POST',
      headers: owner,
      body: JSON.stringify({ writes }),
    });
    if (!commit.ok) throw new Error(`bench company seed: ${await commit.text()}`);
  }
  return docs.length;
}

/**
 * What shows a screen's content once its first reads are in: its main table (its first row where the company has
 * some) or figure, with no spinner left. The time to content is from the navigation to then.
 */
const CONTENT = {
  // the dashboard's cards above the fold (the Shifts card sits below the company's 60 facilities, loaded when near)
  '/': (page) => page.getByRole('heading', { name: /^Welcome/ }),
  '/shifts': (page) => page.getByRole('table', { name: 'Shifts' }).getByRole('row').nth(1),
  '/calendar': (page) => page.locator('.fc-event').first(),
  // a list with nothing in it shows its empty text instead of the table
  '/invoices': (page) => page.getByRole('table', { name: 'Invoices' }).or(page.getByText('You have no invoices yet.')),
  '/timesheet': (page) =>
    page
      .getByRole('table', { name: 'Timesheet' })
      .getByRole('row')
      .nth(1)
      .or(page.getByText(/^No hours to approve for the week of/)),
  '/reviews': (page) =>
    page.getByRole('table', { name: 'Reviews to complete' }).or(page.getByText('No shifts are waiting for a review.')),
  '/workers': (page) => page.getByRole('table', { name: 'Recent workers' }).getByRole('row').nth(1),
  '/activity': (page) => page.getByRole('table', { name: 'Activity' }).or(page.getByText('No changes to show.')),
  '/compliance': (page) =>
    page.getByRole('table', { name: 'Credential problems', exact: true }).and(page.locator('[aria-busy="false"]')),
  '/insights': (page) => page.getByRole('img', { name: /^Fill rate per week\./ }),
  '/staffing': (page) => page.getByRole('table', { name: 'Coverage' }).getByRole('row').nth(1),
  // an empty window's text sits in the table's one row: the first of the two that match
  '/today': (page) =>
    page
      .getByRole('table', { name: "Today's shifts" })
      .getByRole('row')
      .nth(1)
      .or(page.getByText('No shifts in this window.'))
      .first(),
  '/team': (page) => page.getByRole('table', { name: 'Team members' }).getByRole('row').nth(1),
};
export const COMPANY_ROUTES = Object.keys(CONTENT);

/** How long a first view may take: a screen that shows no content by then is reported as not measured. */
const CONTENT_TIMEOUT_MS = 60_000;

/** A screen's first view in a fresh context signed in as the company: ms to its content, documents read. */
async function firstView(browser, state, route, facilityId) {
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  try {
    const t0 = Date.now();
    await page.goto(`${BASE}${route}${facilityId ? `?facility=${facilityId}` : ''}`);
    await CONTENT[route](page).waitFor({ timeout: CONTENT_TIMEOUT_MS });
    await page.waitForFunction(() => !document.querySelector('[role="status"] .spinner-border'), null, {
      timeout: CONTENT_TIMEOUT_MS,
    });
    const ms = Date.now() - t0;
    await settle(page);
    // a read past the portal's 10 s timeout shows its message instead of its part: the figures leave that part out
    const failedParts = await page.getByText(/could not (be loaded|be checked|be read|check)/i).count();
    return { ms, docsRead: await docsReadOf(page), failedParts };
  } finally {
    await context.close();
  }
}

/** How long the emulator takes for the newest shift of one facility (a query it answers by scanning the shifts). */
async function probeMs() {
  const t0 = Date.now();
  const res = await fetch(`http://${HOST}:${FIRESTORE_PORT}/v1/${DB}:runQuery`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'shifts' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'facilityIdentifier' },
            op: 'EQUAL',
            value: { stringValue: COMPANY_FACILITY_IDS[0] },
          },
        },
        orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
        limit: 1,
      },
    }),
  });
  await res.arrayBuffer();
  return Date.now() - t0;
}

/**
 * Waits (at most 3 minutes) until the emulator answers the probe about as fast as when idle: it goes on answering the
 * queries of a closed page (a view of All facilities that ran out of time leaves minutes of them), which would
 * otherwise fall on the next view.
 */
async function emulatorQuiet(idleMs) {
  const until = Date.now() + 180_000;
  while (Date.now() < until && (await probeMs()) > 1.5 * idleMs + 100) {
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/** First views of each screen and choice, taken in turns; the report gives their median time (BENCH_COMPANY_RUNS). */
const COMPANY_RUNS = Number(process.env.BENCH_COMPANY_RUNS ?? 3);

/**
 * A screen's first views as one: the median time (with every run's), the most documents any read and parts any left
 * unloaded; the first failure when none reached the content.
 */
function medianView(views) {
  const done = views.filter((v) => !v.error);
  if (done.length === 0) return views[0];
  const median = [...done].sort((a, b) => a.ms - b.ms)[Math.floor(done.length / 2)];
  return {
    ms: median.ms,
    runs: views.map((v) => (v.error ? null : v.ms)),
    docsRead: Math.max(...done.map((v) => v.docsRead)),
    failedParts: Math.max(...done.map((v) => v.failedParts)),
  };
}

/** Every screen of COMPANY_ROUTES (or `only` of them) with `All facilities` and with the first facility chosen. */
export async function companyScreens(browser, only = COMPANY_ROUTES) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, COMPANY_EMAIL);
  await settle(page);
  const state = await context.storageState({ indexedDB: true });
  await context.close();
  const idleMs = Math.min(await probeMs(), await probeMs(), await probeMs());
  const rows = [];
  for (const route of only) {
    // in turns, so that the machine's swings fall on both alike, each on an emulator done with the view before
    const views = { one: [], all: [] };
    for (let run = 0; run < COMPANY_RUNS; run++) {
      for (const [which, facilityId] of [
        ['one', COMPANY_FACILITY_IDS[0]],
        ['all', null],
      ]) {
        await emulatorQuiet(idleMs);
        views[which].push(await firstView(browser, state, route, facilityId).catch((e) => ({ error: e.message })));
      }
    }
    const row = {
      route,
      signedInAs: COMPANY_EMAIL,
      facilities: FACILITIES,
      all: medianView(views.all),
      one: medianView(views.one),
    };
    console.log(JSON.stringify(row));
    rows.push(row);
  }
  return rows;
}
