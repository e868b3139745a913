// The ShiftCover demo data set (CONTRACT.md, "Demo data"), as plain data; scripts/seed.mjs writes it.
//
// buildDemoData(now) returns { accounts, docs, special }:
//   accounts: the six sign-in accounts [{ uid, email, password, displayName }]
//   docs:     [{ path: 'collection/id[/sub/id]', data }]; timestamp fields (start, end, clockIn,
//             clockOut, cancelledAt, timesheetActionMadeAt, submittedAt, block-event timestamps,
//             invoice shift times) are JS Date objects, createdAt is epoch ms
//   special:  ids of the shifts with a role in the demo (awaiting review, timesheet, ...)
//
// One module per thing seeded; clock.mjs says how every time is placed from `now`, and domain.mjs brings src/domain's
// rules. A new screen's data: a module here whose function takes the demo built so far ({ clock, facilities, shifts,
// ... }) and returns its documents, and one line in PARTS.
import { accountUserDocs, blockEventsAt, demoAccounts, workerDocs } from './accounts.mjs';
import { demoClock, placeRecent } from './clock.mjs';
import { credentialDocs } from './credentials.mjs';
import {
  calendarWeekPath,
  calendarWeeksOf,
  companyTodaysOf,
  coverageWeeksOf,
  DEFAULT_DOCUMENT_REQUIREMENTS,
  directoriesOf,
  insightsWeeksOf,
  workerLinkPath,
  workerLinksOf,
  workerName,
} from './domain.mjs';
import { companyDocs, demoFacilities } from './facilities.mjs';
import { historyDocs } from './history.mjs';
import { DEMO_IDS, WORKERS } from './ids.mjs';
import { inviteDoc } from './invites.mjs';
import { approvePaidTimesheets, invoiceDocs } from './invoices.mjs';
import { reviewDoc } from './reviews.mjs';
import { demoShifts } from './shifts.mjs';
import { staffingCensusDocs, staffingNeedsDocs } from './staffing.mjs';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './ids.mjs';

/** The documents of each part, in the order they are written. */
const PARTS = [
  (demo) => accountUserDocs(demo.clock.baseCreated),
  (demo) => workerDocs(demo.clock.baseCreated, demo.blockEvents),
  (demo) => companyDocs(demo.clock.baseCreated),
  (demo) => Object.entries(demo.facilities).map(([id, f]) => ({ path: `facilities/${id}`, data: f })),
  // each company's directory as the Cloud Function directoryOfFacility would keep it (an empty one for a company
  // without facilities), written with the facilities
  (demo) => directoryDocs(demo.facilities, companyDocs(demo.clock.baseCreated)),
  (demo) => staffingNeedsDocs(demo),
  (demo) => staffingCensusDocs(demo),
  (demo) => historyDocs(demo.shifts, demo.facilities, reviewDoc(demo.shifts).data),
  (demo) => demo.shifts.map((s) => ({ path: `shifts/${s.id}`, data: s })),
  // each company's Today window as the Cloud Functions todayOfShift and companyToday would keep it, with its workers'
  // names and documents
  (demo) =>
    companyTodaysOf(
      demo.clock.now,
      demo.shifts.map((s) => ({ id: s.id, data: s })),
      companyDocs(demo.clock.baseCreated).map(({ path }) => path.split('/')[1]),
      todayWorkers(demo),
    ),
  // what the Cloud Function coverageOfShift would make of those shifts: written with them, a reseed needs no event a
  // shift (scripts/seed.mjs turns the function triggers off while it writes)
  (demo) =>
    coverageWeeksOf(demo.shifts.map((s) => ({ id: s.id, fields: plainShiftFields(s) }))).map((week) => ({
      path: `facilities/${week.facilityId}/coverageWeeks/${week.week}`,
      data: week,
    })),
  // the calendar weeks the Cloud Function calendarOfShift would keep of those shifts, with their workers' names
  (demo) => {
    const names = todayWorkers(demo);
    return calendarWeeksOf(
      demo.shifts.map((s) => ({ id: s.id, fields: plainShiftFields(s) })),
      (id) => names[id]?.name ?? '',
    ).map((week) => ({ path: calendarWeekPath(week), data: week }));
  },
  // the worker links the server's trigger would write for those shifts: what lets the demo's facilities and company
  // read their workers' credentials
  (demo) =>
    workerLinkDocs(demo.shifts, (id) => (id in demo.facilities ? (demo.facilities[id].companyId ?? null) : undefined)),
  (demo) => [reviewDoc(demo.shifts)],
  (demo) => invoiceDocs(demo.shifts),
  // the insights and spend weeks the Cloud Functions insightsOfShift and spendOfInvoice would make of those shifts and
  // invoices
  (demo) => insightsWeekDocs(demo.shifts, demo.facilities, invoiceDocs(demo.shifts)),
  (demo) => [inviteDoc(demo.clock.now)],
  (demo) => credentialDocs(credentialInput(demo)),
];

/**
 * The worker link documents (src/domain/workerLinks.ts) the server writes for these shifts (their `end` a Date), the
 * company of each facility given by `companyOf` (undefined: a facility it does not know, whose claims yield none).
 */
export function workerLinkDocs(shifts, companyOf) {
  return workerLinksOf(
    shifts.map((s) => ({ ...s, end: s.end.getTime() })),
    companyOf,
  ).map((link) => ({ path: workerLinkPath(link), data: { workerId: link.workerId, until: new Date(link.until) } }));
}

/** A seeded shift's fields with its instants (Dates) as ms, as the Cloud Functions read a stored shift. */
const plainShiftFields = (shift) =>
  Object.fromEntries(Object.entries(shift).map(([k, v]) => [k, v instanceof Date ? v.getTime() : v]));

/** Each worker's name and documents (by id), as the server reads them for a company's Today window. */
function todayWorkers(demo) {
  const workers = {};
  for (const { path, data } of workerDocs(demo.clock.baseCreated, demo.blockEvents)) {
    const [collection, id, sub] = path.split('/');
    if (collection === 'user' && !sub) workers[id] = { name: workerName(data), credentials: {} };
  }
  for (const { path, data } of credentialDocs(credentialInput(demo))) {
    const [, id, , credentialId] = path.split('/');
    (workers[id] ??= { name: '', credentials: {} }).credentials[credentialId] = data;
  }
  return workers;
}

/** What the seed's documents are made of. */
const credentialInput = (demo) => ({
  now: demo.clock.now,
  baseCreated: demo.clock.baseCreated,
  workers: WORKERS,
  shifts: demo.shifts,
  requirements: DEFAULT_DOCUMENT_REQUIREMENTS,
});

/** The directory document (src/domain/companyDirectory.ts) of each company of these company documents. */
function directoryDocs(facilities, companies) {
  return directoriesOf(
    Object.entries(facilities).map(([id, data]) => ({ id, data })),
    (f) => f.companyId ?? null,
    companies.map(({ path }) => path.split('/')[1]),
  ).map(({ path, data }) => ({ path, data }));
}

/**
 * The insights and spend week documents (src/domain/insightsWeeks.ts) of these shifts (their `start` a Date), at these
 * facilities (their companies), and of these invoice documents (customers/{id}/invoices/{id}).
 */
function insightsWeekDocs(shifts, facilities, invoiceDocList) {
  return insightsWeeksOf(
    shifts.map((s) => ({ id: s.id, fields: { ...s, start: s.start.getTime() } })),
    (id) => facilities[id]?.companyId ?? null,
    invoiceDocList.flatMap(({ path, data }) => {
      const [collection, customerId, sub, id] = path.split('/');
      return collection === 'customers' && sub === 'invoices' ? [{ id, customerId, data }] : [];
    }),
  );
}

export function buildDemoData(now = Date.now()) {
  now = typeof now === 'number' ? now : new Date(now).getTime();
  if (!Number.isFinite(now)) throw new Error('buildDemoData: invalid now');

  const clock = demoClock(now);
  const blockEvents = blockEventsAt(now);
  const facilities = demoFacilities(clock.baseCreated, blockEvents);
  const recent = placeRecent(now, clock.weekStart, clock.lookback);
  const shifts = demoShifts(clock, facilities, recent);
  approvePaidTimesheets(shifts);
  const demo = { clock, blockEvents, facilities, recent, shifts };
  return {
    accounts: demoAccounts(),
    docs: PARTS.flatMap((part) => part(demo)),
    special: {
      ...DEMO_IDS.shifts,
      timesheet: recent.inWeek ? DEMO_IDS.shifts.timesheet : [],
      weekStart: new Date(clock.weekStart),
      recentWindowMinutes: recent.windowMinutes,
    },
  };
}
