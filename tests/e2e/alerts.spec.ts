// The top bar's Alerts as Dana sees them: a worker app's claim and release (written to the emulator as the backend
// does; the Cloud Functions keep the event in each member's entries) raise a toast with the worker's full name and
// what happened, and an entry under Alerts with the unread count; the entries list newest first, each linking to its
// shift.
import { expect, test } from './clock';
import { functionsDone, functionTriggers, reseedDemo, writeAsBackend, type DemoData } from '../support/demo';
import { signIn } from './helpers';
// @ts-expect-error plain ES module without types
import { COMPLIANCE_CASES } from '../../scripts/seed/credentials.mjs';

const HOUR = 3_600_000;
let demo: DemoData;
test.beforeEach(async () => {
  // the previous test's events handled first: a late one would otherwise keep its entry in the data seeded anew
  await functionsDone();
  const now = Date.now();
  demo = await reseedDemo(now);
  // no seeded worker is late, or turns late, while a test runs: the late check runs every 5 minutes and would add its
  // entry to the Alerts these tests count whenever it ran in one. Their shifts clocked in, as data that was there (the
  // triggers off: no event)
  const lateable = demo.docs
    .filter((d) => /^shifts\/[^/]+$/.test(d.path) && d.data.nurseId && !d.data.clockIn)
    .filter((d) => {
      // started in the last 3 hours (the late check looks 2 back: LATE_LOOKBACK_MS, src/domain/notifications.ts,
      // which imports what the browser tests' loader does not resolve), or starting within the hour
      const start = (d.data.start as Date).getTime();
      return start >= now - 3 * HOUR && start <= now + HOUR;
    });
  const wasOn = await functionTriggers(false);
  try {
    await writeAsBackend(lateable.map(({ path, data }) => ({ path, data: { ...data, clockIn: data.start } })));
  } finally {
    await functionTriggers(wasOn);
  }
});

const seeded = (id: string) => {
  const doc = demo.docs.find((d) => d.path === `shifts/${id}`);
  if (!doc) throw new Error(`no seeded shift ${id}`);
  return doc;
};
const PROBLEM_WORKERS = Object.values(COMPLIANCE_CASES as Record<string, { workerId: string }>).map((c) => c.workerId);
/**
 * A worker of the shift's position whose documents are in order (none of the seeded problem cases): a claim the worker
 * app would take, which raises no Credential problems entry beside its own.
 */
const claimerFor = (shift: { data: Record<string, unknown> }) => {
  const worker = demo.docs.find(
    (d) =>
      /^user\/worker-\d+$/.test(d.path) &&
      d.data.nurseType === shift.data.nurseType &&
      !PROBLEM_WORKERS.includes(d.path.slice('user/'.length)),
  );
  if (!worker) throw new Error(`no seeded worker in order for a ${String(shift.data.nurseType)} shift`);
  return worker.path.slice('user/'.length);
};
const workerName = (id: string) => {
  const user = demo.docs.find((d) => d.path === `user/${id}`);
  if (!user) throw new Error(`no seeded worker ${id}`);
  return `${user.data.firstName as string} ${user.data.lastName as string}`;
};

test('a claim and a release raise a toast with the worker and an unread alert linking to the shift', async ({
  page,
}) => {
  const { unfilled, coming } = demo.special.today;
  const claimer = claimerFor(seeded(unfilled));
  const releaser = seeded(coming).data.nurseId as string;
  await signIn(page, 'facility@shiftcover.test');
  await expect(page.getByRole('heading', { name: 'Welcome, Dana!' })).toBeVisible();
  const alerts = page.getByRole('button', { name: /^Alerts/ });
  // enabled once the listener has answered: what was there raises nothing
  await expect(alerts).toBeEnabled();
  await expect(alerts).toHaveAccessibleName('Alerts');

  // the worker app claims the unfilled shift
  await writeAsBackend([
    { path: `shifts/${unfilled}`, data: { ...seeded(unfilled).data, nurseId: claimer, isFree: false } },
  ]);
  await expect(page.locator('.Toastify').getByText(`${workerName(claimer)} claimed`)).toBeVisible();
  await expect(alerts).toHaveAccessibleName('Alerts, 1 unread');

  // the worker of the coming shift (about 3 hours ahead) releases it: urgent
  await writeAsBackend([{ path: `shifts/${coming}`, data: { ...seeded(coming).data, nurseId: null, isFree: true } }]);
  await expect(page.locator('.Toastify').getByText(`${workerName(releaser)} released`)).toBeVisible();
  await expect(alerts).toHaveAccessibleName('Alerts, 2 unread');

  // the list: newest first, each a link to its shift, the release marked urgent; opening it reads them
  await alerts.click();
  const entries = page.locator('#alerts-menu ~ .dropdown-menu a');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText(`Urgent${workerName(releaser)} released`);
  await expect(entries.nth(0)).toHaveAttribute('href', `/shift-details/${coming}`);
  await expect(entries.nth(1)).toContainText(`${workerName(claimer)} claimed`);
  await expect(entries.nth(1)).toHaveAttribute('href', `/shift-details/${unfilled}`);
  await expect(page.getByRole('button', { name: /^Alerts/ })).toHaveAccessibleName('Alerts');
  await entries.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/shift-details/${unfilled}$`));
});

test('a company user whose notification choice is off gets the entry of a release, and no toast', async ({ page }) => {
  // Morgan's user record says no-notifications (spec: User.notifications); ln-shift-03 is claimed, two days ahead
  const shift = seeded('ln-shift-03');
  const releaser = shift.data.nurseId as string;
  const morgan = demo.docs.find((d) => d.path === 'user/uid-morgan');
  if (!morgan) throw new Error('no seeded user uid-morgan');
  await writeAsBackend([{ path: morgan.path, data: { ...morgan.data, notifications: 'no-notifications' } }]);
  await signIn(page, 'company@shiftcover.test');
  const alerts = page.getByRole('button', { name: /^Alerts/ });
  await expect(alerts).toBeEnabled();

  await writeAsBackend([{ path: shift.path, data: { ...shift.data, nurseId: null, isFree: true } }]);
  await expect(alerts).toHaveAccessibleName('Alerts, 1 unread');
  // the toast would show with the entry (one dispatch): none did
  await expect(page.locator('.Toastify').getByText(`${workerName(releaser)} released`)).toHaveCount(0);
  await alerts.click();
  const entry = page.locator('#alerts-menu ~ .dropdown-menu a');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`${workerName(releaser)} released`);
  await expect(entry).not.toContainText('Urgent');
  await expect(entry).toHaveAttribute('href', '/shift-details/ln-shift-03');
});

test('a release of a claimed shift next month, which no screen shows, raises its alert', async ({ page }) => {
  // the Alerts are the user's own entries, written by the Cloud Functions for every event of their facilities: no
  // window of shifts bounds them
  const start = Date.now() + 30 * 24 * HOUR;
  const worker = 'worker-3';
  const id = 'alerts-next-month';
  const data = {
    ...seeded('mg-shift-01').data,
    description: 'Next month',
    status: 'active',
    start: new Date(start),
    end: new Date(start + 8 * HOUR),
    clockIn: null,
    clockOut: null,
    nurseId: worker,
    isFree: false,
    createdAt: Date.now(),
  };
  // claimed before the portal opened: written with the triggers off, so that its claim is not an event
  const wasOn = await functionTriggers(false);
  try {
    await writeAsBackend([{ path: `shifts/${id}`, data }]);
  } finally {
    await functionTriggers(wasOn);
  }
  await signIn(page, 'facility@shiftcover.test');
  const alerts = page.getByRole('button', { name: /^Alerts/ });
  await expect(alerts).toBeEnabled();

  // the worker app releases it: a month ahead, so not urgent
  await writeAsBackend([{ path: `shifts/${id}`, data: { ...data, nurseId: null, isFree: true } }]);
  await expect(page.locator('.Toastify').getByText(`${workerName(worker)} released`)).toBeVisible();
  await expect(alerts).toHaveAccessibleName('Alerts, 1 unread');
  await alerts.click();
  const entry = page.locator('#alerts-menu ~ .dropdown-menu a');
  await expect(entry).toHaveCount(1);
  await expect(entry).not.toContainText('Urgent');
  await expect(entry).toHaveAttribute('href', `/shift-details/${id}`);
});

// The Alerts hear a claim on a screen that lists no shifts (/invoices): their entries are the user's, not a screen's.
for (const { who, email, facilities } of [
  { who: 'a facility user', email: 'facility@shiftcover.test', facilities: ['maple-grove'] },
  {
    who: 'a company user',
    email: 'company@shiftcover.test',
    facilities: ['lakeside-north', 'lakeside-south', 'lakeside-east'],
  },
]) {
  test(`a claim made while ${who} is on a screen without shifts (/invoices) raises its alert`, async ({ page }) => {
    const now = Date.now();
    const next = demo.docs
      .filter((d) => /^shifts\/[^/]+$/.test(d.path) && facilities.includes(d.data.facilityIdentifier as string))
      .filter((d) => d.data.status === 'active' && d.data.isFree === true && (d.data.start as Date).getTime() >= now)
      .sort(
        (a, b) => (a.data.start as Date).getTime() - (b.data.start as Date).getTime() || (a.path < b.path ? -1 : 1),
      )[0];
    if (!next) throw new Error(`the seed holds no unclaimed shift of ${facilities.join(', ')} ahead`);
    const claimer = claimerFor(next);
    await signIn(page, email);
    await page.getByRole('link', { name: 'Invoices', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Invoices', exact: true })).toBeVisible();
    const alerts = page.getByRole('button', { name: /^Alerts/ });
    await expect(alerts).toBeEnabled();

    await writeAsBackend([{ path: next.path, data: { ...next.data, nurseId: claimer, isFree: false } }]);
    await expect(page.locator('.Toastify').getByText(`${workerName(claimer)} claimed`)).toBeVisible();
    await expect(alerts).toHaveAccessibleName('Alerts, 1 unread');
    await alerts.click();
    const entry = page.locator('#alerts-menu ~ .dropdown-menu a');
    await expect(entry).toHaveCount(1);
    await expect(entry).toHaveAttribute('href', `/${next.path.replace('shifts/', 'shift-details/')}`);
  });
}
