// The ShiftCover demo data set (CONTRACT.md, "Demo data"), as plain data.
//
// buildDemoData(now) returns { accounts, docs, special }:
//   accounts: the six sign-in accounts [{ uid, email, password, displayName }]
//   docs:     [{ path: 'collection/id[/sub/id]', data }]; timestamp fields (start, end, clockIn,
//             clockOut, cancelledAt, timesheetActionMadeAt, submittedAt, block-event timestamps,
//             invoice shift times) are JS Date objects, createdAt is epoch ms
//   special:  ids of the shifts with a role in the demo (awaiting review, timesheet, ...)
//
// Every time is relative to `now`, so the demo always has upcoming shifts, a current week and
// shifts awaiting review. Shift placement, in America/Chicago:
//   weekStart = the Sunday 00:00 on or before `now`;  lookback = now - 3 days.
//   - The three "recent" shifts (DEMO_IDS.shifts.recent) ended between max(weekStart, lookback) and
//     now - 30 min. They are at the same time the three timesheet entries of the current week and
//     the three shifts awaiting review. Keeping the two sets apart is impossible with one review
//     doc: a timesheet entry outside the review window would need clockOut <= lookback while the
//     awaiting-review shifts would need to end before weekStart, i.e. weekStart > lookback, and
//     the two contradict. With the overlap both counts are exactly three on every day of the week.
//   - Every other past shift (claimed, unclaimed, cancelled, reviewed) ends at least 30 minutes
//     before min(weekStart, lookback): it is neither in the current week nor in the review window.
//   - Future shifts start on tomorrow's date or later (local).
//   - Edge: if less than 35 minutes of the week have passed (Sunday 00:00 to 00:34 local),
//     no shift of the week can have ended 30 minutes ago. The three recent shifts then end shortly
//     before weekStart (still awaiting review) and the current week has no timesheet entry.
//     When the window is short (early Sunday) the recent shifts shrink to fit it (down to 1 minute);
//     otherwise they are 4 hours long, ending 1 hour apart.

import { credentialDocs } from './seed/credentials.mjs';

export const DEMO_PASSWORD = 'demo-pass-1';
export const DEMO_TZ = 'America/Chicago';

export const DEMO_ACCOUNTS = {
  'facility@shiftcover.test': { uid: 'uid-dana', role: 'facility', facilityId: 'maple-grove' },
  'pending@shiftcover.test': { uid: 'uid-pending', role: 'facility', facilityId: 'cedar-hill' },
  'empty@shiftcover.test': { uid: 'uid-empty', role: 'facility', facilityId: 'birch-point' },
  'company@shiftcover.test': { uid: 'uid-morgan', role: 'company', companyId: 'lakeside-health' },
  'startup@shiftcover.test': { uid: 'uid-startup', role: 'company', companyId: 'harbor-care' },
  'admin@shiftcover.test': { uid: 'uid-admin', role: 'admin' },
};

export const DEMO_IDS = {
  facilities: {
    mapleGrove: 'maple-grove',
    cedarHill: 'cedar-hill',
    birchPoint: 'birch-point',
    lakesideNorth: 'lakeside-north',
    lakesideSouth: 'lakeside-south',
    lakesideEast: 'lakeside-east',
  },
  companies: { lakesideHealth: 'lakeside-health', harborCare: 'harbor-care' },
  users: {
    dana: 'uid-dana',
    pending: 'uid-pending',
    empty: 'uid-empty',
    morgan: 'uid-morgan',
    startup: 'uid-startup',
    admin: 'uid-admin',
  },
  invite: 'demo-invite',
  inviteEmail: 'invitee@shiftcover.test',
  blockedWorkers: ['worker-4', 'worker-8'],
  /** Maple Grove's favorites (premierlist), each made a favorite by Dana */
  favoriteWorkers: ['worker-7', 'worker-5'],
  /** the shifts with a role; fixed ids, whatever `now` is */
  shifts: {
    /** timesheet entries of the current week AND the shifts awaiting review (see above) */
    recent: ['mg-shift-01', 'mg-shift-02', 'mg-shift-03'],
    awaitingReview: ['mg-shift-01', 'mg-shift-02', 'mg-shift-03'],
    timesheet: ['mg-shift-01', 'mg-shift-02', 'mg-shift-03'],
    /** of the timesheet entries: one with adjusted hours, one rejected with a reason (the others: no action yet) */
    adjusted: ['mg-shift-02'],
    rejected: ['mg-shift-03'],
    reviewed: 'mg-shift-04',
    cancelled: ['mg-shift-29', 'mg-shift-30', 'mg-shift-31'],
  },
};

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

// ---------------------------------------------------------------------------------------------
// time-zone helpers (Intl only, no library)

const partsFormatters = new Map();
function localParts(epoch, tz = DEMO_TZ) {
  let f = partsFormatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(tz, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(epoch)).map((x) => [x.type, x.value]));
  const y = Number(p.year);
  const m = Number(p.month);
  const d = Number(p.day);
  return {
    y,
    m,
    d,
    h: Number(p.hour) % 24,
    mi: Number(p.minute),
    s: Number(p.second),
    weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay(),
  };
}

function tzOffset(epoch, tz) {
  const p = localParts(epoch, tz);
  const asUtc = Date.UTC(p.y, p.m - 1, p.d, p.h, p.mi, p.s);
  return asUtc - Math.floor(epoch / 1000) * 1000;
}

/** epoch ms of a wall-clock time in tz; day may overflow (Date.UTC normalises it) */
export function zonedTime(y, m, d, h, mi, tz = DEMO_TZ) {
  const guess = Date.UTC(y, m - 1, d, h, mi);
  const off1 = tzOffset(guess - tzOffset(guess, tz), tz);
  let t = guess - off1;
  const off2 = tzOffset(t, tz);
  if (off2 !== off1) t = guess - off2;
  return t;
}

/** Sunday 00:00 in tz of the week containing `now` */
export function weekStartOf(now, tz = DEMO_TZ) {
  const p = localParts(now, tz);
  return zonedTime(p.y, p.m, p.d - p.weekday, 0, 0, tz);
}

/** a local calendar date `offset` days from the date of `epoch` */
function localDate(epoch, offset = 0) {
  const p = localParts(epoch);
  const u = new Date(Date.UTC(p.y, p.m - 1, p.d + offset));
  return { y: u.getUTCFullYear(), m: u.getUTCMonth() + 1, d: u.getUTCDate() };
}

const TEMPLATES = {
  Day: { name: 'Day', startTime: '07:00', endTime: '15:00' },
  Evening: { name: 'Evening', startTime: '15:00', endTime: '23:00' },
  Night: { name: 'Night', startTime: '23:00', endTime: '07:00' },
};
const STANDARD_TEMPLATES = [TEMPLATES.Day, TEMPLATES.Evening, TEMPLATES.Night];

/** start/end of a template shift on a local date */
function templateTimes(date, tplName) {
  const tpl = TEMPLATES[tplName];
  const [sh, sm] = tpl.startTime.split(':').map(Number);
  const [eh, em] = tpl.endTime.split(':').map(Number);
  const start = zonedTime(date.y, date.m, date.d, sh, sm);
  const endDay = eh * 60 + em <= sh * 60 + sm ? date.d + 1 : date.d;
  const end = zonedTime(date.y, date.m, endDay, eh, em);
  return { start, end };
}

const floorMin = (t) => Math.floor(t / MIN) * MIN;
const ceilMin = (t) => Math.ceil(t / MIN) * MIN;

// ---------------------------------------------------------------------------------------------
// people

const PEOPLE = {
  'uid-dana': { email: 'facility@shiftcover.test', firstName: 'Dana', lastName: 'Whitfield' },
  'uid-pending': { email: 'pending@shiftcover.test', firstName: 'Priya', lastName: 'Shah' },
  'uid-empty': { email: 'empty@shiftcover.test', firstName: 'Elliot', lastName: 'Brooks' },
  'uid-morgan': { email: 'company@shiftcover.test', firstName: 'Morgan', lastName: 'Reyes' },
  'uid-startup': { email: 'startup@shiftcover.test', firstName: 'Sam', lastName: 'Okafor' },
  'uid-admin': { email: 'admin@shiftcover.test', firstName: 'Jordan', lastName: 'Lee' },
};

const WORKERS = [
  { id: 'worker-1', firstName: 'Avery', lastName: 'Johnson', nurseType: 'Caregiver' },
  { id: 'worker-2', firstName: 'Blake', lastName: 'Martinez', nurseType: 'Caregiver' },
  { id: 'worker-3', firstName: 'Casey', lastName: 'Nguyen', nurseType: 'CNA' },
  { id: 'worker-4', firstName: 'Devon', lastName: 'Harris', nurseType: 'CNA' },
  { id: 'worker-5', firstName: 'Emerson', lastName: 'Clark', nurseType: 'LPN' },
  { id: 'worker-6', firstName: 'Finley', lastName: 'Lopez', nurseType: 'LPN' },
  { id: 'worker-7', firstName: 'Harper', lastName: 'Wilson', nurseType: 'RN' },
  { id: 'worker-8', firstName: 'Jesse', lastName: 'Turner', nurseType: 'RN' },
  { id: 'worker-9', firstName: 'Kendall', lastName: 'Price', nurseType: 'CNA' },
  { id: 'worker-10', firstName: 'Logan', lastName: 'Bennett', nurseType: 'RN' },
];
const WORKER_BY_ID = Object.fromEntries(WORKERS.map((w) => [w.id, w]));

const BLOCKS = [
  { nurseId: 'worker-4', reason: 'No-call no-show on two scheduled shifts', daysAgo: 21 },
  { nurseId: 'worker-8', reason: 'Repeated medication documentation errors', daysAgo: 9 },
];

// hourly pay rates (cents) for invoices
const RATE = { Caregiver: 2600, CNA: 3200, LPN: 4500, RN: 5800 };

// ---------------------------------------------------------------------------------------------

/** The moments every demo time is placed from (see the top of this file). */
function demoClock(now) {
  const weekStart = weekStartOf(now);
  const lookback = now - 3 * DAY;
  return {
    now,
    weekStart,
    lookback,
    /** every "ordinary" past shift ends at or before this */
    pastLimit: Math.min(weekStart, lookback) - 30 * MIN,
    /** accounts and facilities were created 60 days ago */
    baseCreated: floorMin(now) - 60 * DAY,
  };
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
  const docs = [
    ...accountUserDocs(clock.baseCreated),
    ...workerDocs(clock.baseCreated, blockEvents),
    ...companyDocs(clock.baseCreated),
    ...Object.entries(facilities).map(([id, f]) => ({ path: `facilities/${id}`, data: f })),
    ...historyDocs(shifts, facilities, reviewDoc(shifts).data),
    ...shifts.map((s) => ({ path: `shifts/${s.id}`, data: s })),
    reviewDoc(shifts),
    ...invoiceDocs(shifts),
    inviteDoc(),
    ...credentialDocs({
      now,
      baseCreated: clock.baseCreated,
      workers: WORKERS,
      shifts,
      requirements: {
        Caregiver: ['tbTest', 'backgroundCheck'],
        CNA: ['cnaCertificate', 'tbTest', 'bls', 'backgroundCheck'],
        LPN: ['nursingLicence', 'tbTest', 'bls', 'backgroundCheck'],
        RN: ['nursingLicence', 'tbTest', 'bls', 'backgroundCheck'],
      },
    }),
  ];
  return {
    accounts: demoAccounts(),
    docs,
    special: {
      ...DEMO_IDS.shifts,
      timesheet: recent.inWeek ? DEMO_IDS.shifts.timesheet : [],
      weekStart: new Date(clock.weekStart),
      recentWindowMinutes: recent.windowMinutes,
    },
  };
}

// The History of the demo shifts (as the portal writes it, src/lib/firebase/history.ts): each was created, and the
// cancelled, adjusted, approved, rejected and reviewed ones say so; each shift's historyId names its latest entry.
const CANCEL_LABELS = {
  filledExternally: 'Filled externally',
  filledInternally: 'Filled internally',
  noLongerNeeded: 'No longer needed',
  mistake: 'Mistake',
  other: 'Other',
};
const REJECT_LABELS = { noShow: 'No-show', wrongTimes: 'Wrong times', leftEarly: 'Left early', other: 'Other' };
const nameOf = (uid) => (PEOPLE[uid] ? `${PEOPLE[uid].firstName} ${PEOPLE[uid].lastName}` : '');
const ms = (d) => (d instanceof Date ? d.getTime() : d);

function historyDocs(shifts, facilities, review) {
  const docs = [];
  for (const s of shifts) {
    const by = s.createdBy ?? facilities[s.facilityIdentifier]?.ownerId;
    const entries = [{ kind: 'created', at: new Date(s.createdAt), by }];
    if (s.status === 'cancelled' && s.cancellationReason) {
      const reason = s.cancellationReason;
      const label = CANCEL_LABELS[reason.type] ?? reason.type;
      entries.push({
        kind: 'cancelled',
        at: s.cancelledAt,
        by: s.cancelledBy,
        detail: reason.details ? `${label}: ${reason.details}` : label,
      });
    }
    if (s.timesheetAdjustment) {
      const a = s.timesheetAdjustment;
      const changes = [
        { field: 'clockIn', before: ms(s.clockIn), after: ms(a.clockIn) },
        { field: 'clockOut', before: ms(s.clockOut), after: ms(a.clockOut) },
      ].filter((c) => c.before !== c.after);
      entries.push({ kind: 'adjusted', at: a.at, by: a.by, changes, detail: a.note, workerId: s.nurseId });
    }
    if (s.timesheetAction) {
      const r = s.timesheetRejectReason;
      const detail =
        s.timesheetAction === 'approved'
          ? s.approvedHours == null
            ? null
            : `${s.approvedHours.toFixed(2)} hours`
          : r
            ? REJECT_LABELS[r.type]
            : null;
      entries.push({ kind: s.timesheetAction, at: s.timesheetActionMadeAt, by: s.timesheetActionMadeBy, detail });
    }
    if (review && s.id === DEMO_IDS.shifts.reviewed) {
      entries.push({
        kind: 'reviewed',
        at: review.submittedAt,
        by: review.reviewerId,
        detail: `${review.rating} of 5`,
        workerId: s.nurseId,
      });
    }
    entries.sort((a, b) => ms(a.at) - ms(b.at));
    entries.forEach((e, i) => {
      const id = `${s.id}-${i}-${e.kind}`;
      docs.push({
        path: `shifts/${s.id}/history/${id}`,
        data: {
          kind: e.kind,
          shiftId: s.id,
          facilityId: s.facilityIdentifier,
          shiftStart: s.start,
          shiftDescription: s.description,
          by: e.by,
          byName: nameOf(e.by),
          at: e.at,
          changes: e.changes ?? [],
          detail: e.detail ?? null,
          workerId: e.workerId ?? null,
        },
      });
      s.historyId = id;
    });
  }
  return docs;
}

/** A list of documents and the way to add one; each part below builds its own. */
function docList() {
  const docs = [];
  return { docs, add: (path, data) => docs.push({ path, data }) };
}

// ---- accounts ------------------------------------------------------------------------------

/** The six sign-in accounts (Auth), with fixed uids. */
function demoAccounts() {
  return Object.entries(PEOPLE).map(([uid, p]) => ({
    uid,
    email: p.email,
    password: DEMO_PASSWORD,
    displayName: `${p.firstName} ${p.lastName}`,
  }));
}

/** The user records of the six accounts. */
function accountUserDocs(baseCreated) {
  const { docs, add } = docList();
  const userDoc = (uid, extra, i) => ({
    email: PEOPLE[uid].email,
    firstName: PEOPLE[uid].firstName,
    lastName: PEOPLE[uid].lastName,
    userType: 'facility',
    isAdmin: false,
    facilityOwnerOf: null,
    facilityAdminOf: null,
    companyOwnerOf: null,
    createdAt: baseCreated + i * HOUR,
    notifications: 'all-notifications',
    contactOptions: 'email-option',
    contactInfoVisibility: true,
    inviteId: null,
    isTest: false,
    ...extra,
  });
  add('user/uid-dana', userDoc('uid-dana', { facilityOwnerOf: 'maple-grove' }, 0));
  add('user/uid-pending', userDoc('uid-pending', { facilityOwnerOf: 'cedar-hill' }, 1));
  add('user/uid-empty', userDoc('uid-empty', { facilityOwnerOf: 'birch-point' }, 2));
  add('user/uid-morgan', userDoc('uid-morgan', { userType: 'company', companyOwnerOf: 'lakeside-health' }, 3));
  add('user/uid-startup', userDoc('uid-startup', { userType: 'company', companyOwnerOf: 'harbor-care' }, 4));
  add('user/uid-admin', userDoc('uid-admin', { userType: 'admin', isAdmin: true }, 5));
  return docs;
}

// ---- block events and workers ----------------------------------------------------------------

/** Maple Grove's two blocks, each told the same way on the facility and on the worker. */
function blockEventsAt(now) {
  return BLOCKS.map((b) => ({ ...b, timestamp: new Date(floorMin(now) - b.daysAgo * DAY - 3 * HOUR) }));
}

/** The worker records (the worker app's), with the blocks seen from their side. */
function workerDocs(baseCreated, blockEvents) {
  const { docs, add } = docList();
  WORKERS.forEach((w, i) => {
    const events = blockEvents.filter((e) => e.nurseId === w.id);
    add(`user/${w.id}`, {
      email: `${w.id}@workers.shiftcover.test`,
      firstName: w.firstName,
      lastName: w.lastName,
      userType: 'worker',
      isAdmin: false,
      facilityOwnerOf: null,
      facilityAdminOf: null,
      companyOwnerOf: null,
      createdAt: baseCreated - (i + 1) * DAY,
      notifications: 'all-notifications',
      contactOptions: 'email-option',
      contactInfoVisibility: true,
      inviteId: null,
      isTest: false,
      nurseType: w.nurseType,
      blocklistedBy: events.map(() => 'maple-grove'),
      blocklistedByEvents: events.map((e) => ({
        timestamp: e.timestamp,
        facilityId: 'maple-grove',
        reason: e.reason,
        action: 'blocked',
      })),
    });
  });
  return docs;
}

// ---- companies and facilities ------------------------------------------------------------------

function companyDocs(baseCreated) {
  const { docs, add } = docList();
  const company = (id, extra, i) => ({
    id,
    companyAvatar: '',
    companyIntro: 'About this Company',
    createdAt: baseCreated + (10 + i) * HOUR,
    status: 'active',
    notifications: 'all-notifications',
    contactOptions: 'email-option',
    contactInfoVisibility: true,
    isTest: false,
    ...extra,
  });
  add(
    'companies/lakeside-health',
    company(
      'lakeside-health',
      {
        companyName: 'Lakeside Health Group',
        companyAddress: '100 E Wisconsin Ave',
        companyCity: 'Milwaukee',
        companyState: 'WI',
        companyPostalCode: '53202',
        companyPhoneNumber: '414-555-0100',
        ownerId: 'uid-morgan',
      },
      0,
    ),
  );
  add(
    'companies/harbor-care',
    company(
      'harbor-care',
      {
        companyName: 'Harbor Care Partners',
        companyAddress: '250 Harbor Dr',
        companyCity: 'Duluth',
        companyState: 'MN',
        companyPostalCode: '55802',
        companyPhoneNumber: '218-555-0133',
        ownerId: 'uid-startup',
      },
      1,
    ),
  );
  return docs;
}

/** The six facilities by id; Maple Grove holds the templates and the blocks. */
function demoFacilities(baseCreated, blockEvents) {
  const facility = (id, extra, i) => ({
    id,
    facilityAvatar: '',
    facilityIntro: 'About this Facility',
    adminIds: [],
    companyId: null,
    status: 'active',
    tz: DEMO_TZ,
    shiftTemplates: [],
    requiresCovidVaccination: false,
    contactInfoVisibility: true,
    notifications: 'all-notifications',
    contactOptions: 'email-option',
    allowedPositions: [],
    blocklist: [],
    blocklistEvents: [],
    premierlist: [],
    premierlistEvents: [],
    facilityBlockList: [],
    userType: 'facility',
    isTest: false,
    createdAt: baseCreated + (20 + i) * HOUR,
    ...extra,
  });
  return {
    'maple-grove': facility(
      'maple-grove',
      {
        facilityName: 'Maple Grove Care Center',
        facilityPhoneNumber: '608-555-0142',
        facilityAddress: '1200 Maple Grove Dr',
        facilityCity: 'Madison',
        facilityState: 'WI',
        facilityPostalCode: '53703',
        ownerId: 'uid-dana',
        shiftTemplates: STANDARD_TEMPLATES.map((t) => ({ ...t })),
        blocklist: blockEvents.map((e) => e.nurseId),
        blocklistEvents: blockEvents.map((e) => ({
          timestamp: e.timestamp,
          nurseId: e.nurseId,
          reason: e.reason,
          action: 'blocked',
          by: 'uid-dana',
        })),
        premierlist: [...DEMO_IDS.favoriteWorkers],
        premierlistEvents: DEMO_IDS.favoriteWorkers.map((nurseId, i) => ({
          timestamp: new Date(baseCreated + (30 + i) * DAY),
          nurseId,
          action: 'added',
          by: 'uid-dana',
        })),
      },
      0,
    ),
    'cedar-hill': facility(
      'cedar-hill',
      {
        facilityName: 'Cedar Hill Assisted Living',
        facilityPhoneNumber: '920-555-0161',
        facilityAddress: '45 Cedar Hill Rd',
        facilityCity: 'Green Bay',
        facilityState: 'WI',
        facilityPostalCode: '54301',
        ownerId: 'uid-pending',
        status: 'pending',
      },
      1,
    ),
    'birch-point': facility(
      'birch-point',
      {
        facilityName: 'Birch Point Rehab',
        facilityPhoneNumber: '715-555-0108',
        facilityAddress: '880 Birch Point Ln',
        facilityCity: 'Eau Claire',
        facilityState: 'WI',
        facilityPostalCode: '54701',
        ownerId: 'uid-empty',
      },
      2,
    ),
    'lakeside-north': facility(
      'lakeside-north',
      {
        facilityName: 'Lakeside North',
        facilityPhoneNumber: '414-555-0177',
        facilityAddress: '3100 N Lake Dr',
        facilityCity: 'Milwaukee',
        facilityState: 'WI',
        facilityPostalCode: '53211',
        ownerId: 'uid-morgan',
        companyId: 'lakeside-health',
        shiftTemplates: STANDARD_TEMPLATES.map((t) => ({ ...t })),
      },
      3,
    ),
    'lakeside-south': facility(
      'lakeside-south',
      {
        facilityName: 'Lakeside South',
        facilityPhoneNumber: '312-555-0190',
        facilityAddress: '2200 S Lake Shore Dr',
        facilityCity: 'Chicago',
        facilityState: 'IL',
        facilityPostalCode: '60616',
        ownerId: 'uid-morgan',
        companyId: 'lakeside-health',
        shiftTemplates: STANDARD_TEMPLATES.map((t) => ({ ...t })),
      },
      4,
    ),
    'lakeside-east': facility(
      'lakeside-east',
      {
        facilityName: 'Lakeside East',
        facilityPhoneNumber: '612-555-0123',
        facilityAddress: '500 E Lake St',
        facilityCity: 'Minneapolis',
        facilityState: 'MN',
        facilityPostalCode: '55407',
        ownerId: 'uid-morgan',
        companyId: 'lakeside-health',
        requiresCovidVaccination: true,
        shiftTemplates: STANDARD_TEMPLATES.map((t) => ({ ...t })),
      },
      5,
    ),
  };
}

// ---- shifts ----------------------------------------------------------------------------------

/** Every shift, in the order their createdAt values are handed out (which keeps those values as they were). */
function demoShifts(clock, facilities, recent) {
  const { make, shifts } = shiftMaker(clock.now, facilities);
  const times = templateTimesFrom(clock);
  mapleRecentShifts(make, recent);
  maplePastShifts(make, times);
  mapleFutureShifts(make, times, clock.now);
  mapleCancelledShifts(make, times, clock.now);
  lakesideShifts(make, times, facilities);
  historyShifts(make, times, facilities);
  const createdAts = new Set(shifts.map((s) => s.createdAt));
  if (createdAts.size !== shifts.length) throw new Error('seed: shift createdAt values are not distinct');

  return shifts;
}

/** make(id, facilityId, spec) builds a shift and keeps it in `shifts`, numbering them as it goes. */
function shiftMaker(now, facilities) {
  const shifts = [];
  const NOTES = [
    'Park in the staff lot behind building B and check in at the front desk.',
    'Report to the charge nurse on the second floor.',
    'Scrubs required; badge pick-up at reception.',
    'Memory care wing; door code given at check-in.',
    '',
  ];
  let createdSeq = 0;

  /**
   * kind: 'past' (claimed, clocked in and out), 'recent' (same, in the current week),
   *       'future', 'cancelled'; nurseId null means unclaimed
   */
  function makeShift(
    id,
    facilityId,
    { start, end, nurseType, nurseId = null, clocked = false, description, cancelled = null },
  ) {
    const f = facilities[facilityId];
    if (nurseId && WORKER_BY_ID[nurseId].nurseType !== nurseType)
      throw new Error(`${id}: ${nurseId} is not a ${nurseType}`);
    const reqs = [];
    // Med Pass is automatic for LPN and RN, offered only for Wisconsin facilities (spec section 9)
    if ((nurseType === 'LPN' || nurseType === 'RN') && f.facilityState === 'WI') reqs.push('MeD Pass');
    if (f.requiresCovidVaccination) reqs.push('COVID Vaccination');
    const seq = createdSeq++;
    // created a few days before the start (never in the future). The base is a whole minute, so
    // subtracting seq milliseconds keeps every createdAt distinct (ordering by createdAt is stable).
    const createdAt = Math.min(floorMin(start) - 4 * DAY, floorMin(now) - 2 * HOUR) - seq * 7 * MIN - seq;
    // clocked in on time or a few minutes late, never before the start; clocked out at the end
    const clockIn = clocked ? new Date(start + Math.min((seq % 3) * 2 * MIN, floorMin((end - start) / 4))) : null;
    const clockOut = clocked ? new Date(end) : null;
    const shift = {
      id,
      facilityIdentifier: facilityId,
      description,
      isFree: nurseId === null,
      status: cancelled ? 'cancelled' : 'active',
      start: new Date(start),
      end: new Date(end),
      clockIn,
      clockOut,
      nurseType,
      numberOfNurse: 1,
      additionalRequirements: reqs,
      additionalnotes: NOTES[seq % NOTES.length],
      nurseId,
      createdAt,
      createdBy: f.ownerId,
      isTest: false,
      tz: f.tz,
      hasShiftDiscontent: false,
      cancelledAt: cancelled ? new Date(Math.max(cancelled.at, createdAt + HOUR)) : null, // after its creation
      cancelledBy: cancelled ? f.ownerId : null,
      cancellationReason: cancelled ? cancelled.reason : null,
      timesheetAction: null,
      timesheetActionMadeBy: null,
      timesheetActionMadeAt: null,
    };
    shifts.push(shift);
    return shift;
  }
  return { make: makeShift, shifts };
}

const desc = (tpl, type, area) => `${tpl} shift - ${type}, ${area}`;

/** Template shifts placed from the clock: past ones end by pastLimit, future ones start tomorrow or later. */
function templateTimesFrom({ now, pastLimit }) {
  return {
    /** a template shift on local date (pastLimitDate - daysBack), moved earlier until it ends by pastLimit */
    past(daysBack, tpl) {
      for (let back = daysBack; ; back++) {
        const t = templateTimes(localDate(pastLimit, -back), tpl);
        if (t.end <= pastLimit) return t;
      }
    },
    /** a template shift on local date (today + daysAhead), daysAhead >= 1 */
    future: (daysAhead, tpl) => templateTimes(localDate(now, daysAhead), tpl),
  };
}

/** mg-shift-01..03: the three recent shifts (timesheet entries of this week, awaiting review) */
function mapleRecentShifts(make, recent) {
  const recentSpecs = [
    { nurseType: 'CNA', nurseId: 'worker-3', area: 'rehab wing' },
    { nurseType: 'LPN', nurseId: 'worker-5', area: 'medication rounds' },
    { nurseType: 'RN', nurseId: 'worker-7', area: 'admissions cover' },
  ];
  recent.slots.forEach((slot, i) => {
    const s = recentSpecs[i];
    const shift = make(`mg-shift-0${i + 1}`, 'maple-grove', {
      ...slot,
      nurseType: s.nurseType,
      nurseId: s.nurseId,
      clocked: true,
      description: `Short cover - ${s.nurseType}, ${s.area}`,
    });
    if (DEMO_IDS.shifts.adjusted.includes(shift.id)) adjustHours(shift);
    if (DEMO_IDS.shifts.rejected.includes(shift.id)) rejectHours(shift);
  });
}

/**
 * The timesheet's Adjust hours on mg-shift-02: the worker came 15 minutes before the start (the badge reader was
 * down), stored beside the clock times as the portal writes it (within 12 hours of the shift, at most 16 hours).
 */
function adjustHours(shift) {
  shift.timesheetAdjustment = {
    clockIn: new Date(shift.start.getTime() - 15 * MIN),
    clockOut: shift.clockOut,
    note: 'Came in 15 minutes early for the handover; the badge reader was down',
    by: 'uid-dana',
    at: new Date(shift.clockOut.getTime() + 20 * MIN),
  };
}

/** The timesheet's Reject on mg-shift-03, with its Reason (Left early), as the portal writes it. */
function rejectHours(shift) {
  shift.timesheetAction = 'rejected';
  shift.timesheetActionMadeBy = 'uid-dana';
  shift.timesheetActionMadeAt = new Date(shift.clockOut.getTime() + 20 * MIN);
  shift.timesheetRejectReason = { type: 'leftEarly' };
  shift.approvedHours = null;
}

/** mg-shift-04: reviewed past shift; mg-shift-05..15: past claimed; 16: past unclaimed */
function maplePastShifts(make, times) {
  const pastSpecs = [
    { daysBack: 3, tpl: 'Day', nurseType: 'CNA', nurseId: 'worker-9', area: 'long-term care' }, // 04 reviewed
    { daysBack: 0, tpl: 'Evening', nurseType: 'Caregiver', nurseId: 'worker-1', area: 'assisted living' },
    { daysBack: 1, tpl: 'Day', nurseType: 'LPN', nurseId: 'worker-6', area: 'skilled nursing' },
    { daysBack: 1, tpl: 'Night', nurseType: 'RN', nurseId: 'worker-7', area: 'night supervisor' },
    { daysBack: 2, tpl: 'Day', nurseType: 'CNA', nurseId: 'worker-3', area: 'long-term care' },
    { daysBack: 4, tpl: 'Evening', nurseType: 'Caregiver', nurseId: 'worker-2', area: 'memory care' },
    { daysBack: 5, tpl: 'Day', nurseType: 'RN', nurseId: 'worker-10', area: 'wound care' },
    { daysBack: 6, tpl: 'Night', nurseType: 'LPN', nurseId: 'worker-5', area: 'skilled nursing' },
    { daysBack: 8, tpl: 'Day', nurseType: 'CNA', nurseId: 'worker-9', area: 'rehab wing' },
    { daysBack: 10, tpl: 'Evening', nurseType: 'Caregiver', nurseId: 'worker-1', area: 'assisted living' },
    { daysBack: 12, tpl: 'Day', nurseType: 'LPN', nurseId: 'worker-6', area: 'medication rounds' },
    { daysBack: 14, tpl: 'Night', nurseType: 'RN', nurseId: 'worker-7', area: 'night supervisor' },
    { daysBack: 2, tpl: 'Evening', nurseType: 'CNA', nurseId: null, area: 'long-term care' }, // 16 expired unclaimed
  ];
  pastSpecs.forEach((s, i) => {
    const n = String(i + 4).padStart(2, '0');
    make(`mg-shift-${n}`, 'maple-grove', {
      ...times.past(s.daysBack, s.tpl),
      nurseType: s.nurseType,
      nurseId: s.nurseId,
      clocked: s.nurseId !== null,
      description: desc(s.tpl, s.nurseType, s.area),
    });
  });
}

/**
 * mg-shift-17..23: future unclaimed; 24..28: future claimed. mg-shift-21 is offered to favorites first: only Maple
 * Grove's favorites may claim it for the next 4 hours (its window as if posted just now).
 */
function mapleFutureShifts(make, times, now) {
  const futureSpecs = [
    { daysAhead: 1, tpl: 'Day', nurseType: 'CNA', nurseId: null, area: 'long-term care' },
    { daysAhead: 2, tpl: 'Evening', nurseType: 'LPN', nurseId: null, area: 'skilled nursing' },
    { daysAhead: 3, tpl: 'Night', nurseType: 'RN', nurseId: null, area: 'night supervisor' },
    { daysAhead: 4, tpl: 'Day', nurseType: 'Caregiver', nurseId: null, area: 'assisted living' },
    { daysAhead: 6, tpl: 'Evening', nurseType: 'CNA', nurseId: null, area: 'memory care' },
    { daysAhead: 9, tpl: 'Day', nurseType: 'RN', nurseId: null, area: 'wound care' },
    { daysAhead: 12, tpl: 'Night', nurseType: 'LPN', nurseId: null, area: 'medication rounds' },
    { daysAhead: 1, tpl: 'Evening', nurseType: 'Caregiver', nurseId: 'worker-2', area: 'memory care' },
    { daysAhead: 2, tpl: 'Day', nurseType: 'RN', nurseId: 'worker-10', area: 'admissions cover' },
    { daysAhead: 3, tpl: 'Day', nurseType: 'CNA', nurseId: 'worker-3', area: 'rehab wing' },
    { daysAhead: 5, tpl: 'Night', nurseType: 'LPN', nurseId: 'worker-6', area: 'skilled nursing' },
    { daysAhead: 7, tpl: 'Evening', nurseType: 'Caregiver', nurseId: 'worker-1', area: 'assisted living' },
  ];
  futureSpecs.forEach((s, i) => {
    const shift = make(`mg-shift-${i + 17}`, 'maple-grove', {
      ...times.future(s.daysAhead, s.tpl),
      nurseType: s.nurseType,
      nurseId: s.nurseId,
      description: desc(s.tpl, s.nurseType, s.area),
    });
    if (shift.id === 'mg-shift-21') {
      shift.favoritesFirstUntil = new Date(Math.min(floorMin(now) + 4 * HOUR, shift.start.getTime()));
    }
  });
}

/** mg-shift-29..31: cancelled (two future, one past), unclaimed when cancelled */
function mapleCancelledShifts(make, times, now) {
  const cancelledSpecs = [
    {
      when: times.future(3, 'Evening'),
      tpl: 'Evening',
      nurseType: 'CNA',
      at: floorMin(now) - 5 * HOUR,
      details: undefined,
    },
    {
      when: times.future(8, 'Day'),
      tpl: 'Day',
      nurseType: 'RN',
      at: floorMin(now) - 26 * HOUR,
      details: 'Census is down this week',
    },
    { when: times.past(3, 'Night'), tpl: 'Night', nurseType: 'Caregiver', at: null, details: undefined },
  ];
  cancelledSpecs.forEach((s, i) => {
    const at = s.at ?? s.when.start - 2 * DAY;
    const reason = s.details ? { type: 'noLongerNeeded', details: s.details } : { type: 'noLongerNeeded' };
    make(`mg-shift-${i + 29}`, 'maple-grove', {
      ...s.when,
      nurseType: s.nurseType,
      description: desc(s.tpl, s.nurseType, 'float pool'),
      cancelled: { at, reason },
    });
  });
}

/** Lakeside facilities: 2 past claimed, 2 future claimed, 2 future unclaimed each */
function lakesideShifts(make, times, facilities) {
  const lakeside = [
    ['ln', 'lakeside-north', ['worker-4', 'worker-8', 'worker-1', 'worker-5']],
    ['ls', 'lakeside-south', ['worker-2', 'worker-6', 'worker-9', 'worker-8']],
    ['le', 'lakeside-east', ['worker-10', 'worker-4', 'worker-7', 'worker-2']],
  ];
  for (const [prefix, facilityId, crew] of lakeside) {
    const w = crew.map((id) => WORKER_BY_ID[id]);
    const specs = [
      { t: times.past(2, 'Day'), tpl: 'Day', worker: w[0], clocked: true },
      { t: times.past(5, 'Night'), tpl: 'Night', worker: w[1], clocked: true },
      { t: times.future(2, 'Evening'), tpl: 'Evening', worker: w[2] },
      { t: times.future(4, 'Day'), tpl: 'Day', worker: w[3] },
      { t: times.future(1, 'Day'), tpl: 'Day', nurseType: 'CNA' },
      { t: times.future(6, 'Night'), tpl: 'Night', nurseType: 'RN' },
    ];
    specs.forEach((s, i) => {
      const nurseType = s.worker ? s.worker.nurseType : s.nurseType;
      make(`${prefix}-shift-0${i + 1}`, facilityId, {
        ...s.t,
        nurseType,
        nurseId: s.worker ? s.worker.id : null,
        clocked: !!s.clocked,
        description: desc(s.tpl, nurseType, facilities[facilityId].facilityName),
      });
    });
  }
}

// ---- history: weeks 6 to 11 back, so insights' 12 weeks have something to show ---------------
// Older than any calendar month grid that shows today (at most 36 days back) and than every other seeded shift, so no
// screen test meets them; the shift list has them last (oldest createdAt). Per week a different count (a dip, a
// growing stretch), some left unclaimed, some cancelled for each of the five reasons, the worked ones approved.
const HISTORY = [
  ['mg', 'maple-grove', ['worker-2', 'worker-3', 'worker-6', 'worker-10'], [5, 6, 3, 7, 8, 9]],
  ['ln', 'lakeside-north', ['worker-5', 'worker-9', 'worker-7', 'worker-2'], [3, 4, 4, 2, 5, 6]],
  ['ls', 'lakeside-south', ['worker-2', 'worker-6', 'worker-9', 'worker-10'], [4, 2, 5, 5, 6, 4]],
  ['le', 'lakeside-east', ['worker-10', 'worker-3', 'worker-7', 'worker-2'], [2, 3, 3, 4, 4, 5]],
];
const HISTORY_TEMPLATES = ['Day', 'Evening', 'Night'];
const CANCEL_REASONS = ['filledExternally', 'filledInternally', 'noLongerNeeded', 'mistake', 'other'];

function historyShifts(make, times, facilities) {
  for (const [prefix, facilityId, crew, perWeek] of HISTORY) {
    const f = facilities[facilityId];
    perWeek.forEach((count, k) => {
      const weeksBack = 11 - k; // oldest first
      for (let i = 0; i < count; i++) {
        const worker = WORKER_BY_ID[crew[(i + k) % crew.length]];
        const tpl = HISTORY_TEMPLATES[(i + k) % HISTORY_TEMPLATES.length];
        const t = times.past(weeksBack * 7 + (i % 5), tpl);
        const cancelled = (i + weeksBack) % 5 === 4;
        const unclaimed = !cancelled && (i + k) % 4 === 3;
        const type = CANCEL_REASONS[(i + k + prefix.length) % CANCEL_REASONS.length];
        const shift = make(`${prefix}-hist-${weeksBack}-${i}`, facilityId, {
          ...t,
          nurseType: worker.nurseType,
          nurseId: cancelled || unclaimed ? null : worker.id,
          clocked: !cancelled && !unclaimed,
          description: desc(tpl, worker.nurseType, 'earlier weeks'),
          cancelled: cancelled
            ? {
                at: t.start - 2 * DAY,
                reason: type === 'other' ? { type, details: 'Cover no longer needed' } : { type },
              }
            : null,
        });
        if (shift.clockOut) {
          shift.timesheetAction = 'approved';
          shift.timesheetActionMadeBy = f.ownerId;
          shift.timesheetActionMadeAt = new Date(shift.clockOut.getTime() + HOUR);
          shift.approvedHours = Math.round((shift.clockOut - shift.clockIn) / 36_000) / 100; // as entryHours
        }
      }
    });
  }
}

// ---- review, invoices, invite ----------------------------------------------------------------

/** The past review: of mg-shift-04. */
function reviewDoc(shifts) {
  const reviewed = shifts.find((s) => s.id === DEMO_IDS.shifts.reviewed);
  return {
    path: `reviews/${reviewed.id}`,
    data: {
      reviewerType: 'facility',
      revieweeType: 'worker',
      nurseId: reviewed.nurseId,
      facilityIdentifier: 'maple-grove',
      responses: [
        { questionId: 'rating', responseValue: 4 },
        { questionId: 'onTime', responseValue: true },
        { questionId: 'additionalComments', responseValue: 'Reliable and kind with residents; would book again.' },
      ],
      submittedAt: new Date(reviewed.clockOut.getTime() + 18 * HOUR),
      status: 'submitted',
      rating: 4,
      reviewerId: 'uid-dana',
      isTest: false,
    },
  };
}

/** The 12 older claimed Maple Grove shifts (mg-shift-04..15) that Dana was invoiced for, oldest first. */
function invoicedShifts(shifts) {
  const invoiced = shifts
    .filter(
      (s) =>
        s.facilityIdentifier === 'maple-grove' &&
        s.nurseId &&
        s.clockOut &&
        !DEMO_IDS.shifts.recent.includes(s.id) &&
        !s.id.includes('-hist-'),
    )
    .sort((a, b) => a.end - b.end); // oldest first
  if (invoiced.length !== 12) throw new Error(`seed: expected 12 invoiced shifts, got ${invoiced.length}`);
  return invoiced;
}
// oldest first: 7 paid, 1 void, 4 open (the most recent)
const INVOICE_STATUS = ['paid', 'paid', 'paid', 'paid', 'paid', 'void', 'paid', 'paid', 'open', 'open', 'open', 'open'];

/**
 * The paid ones were approved on the timesheet first (the hours that insights sums): each gets the approval with
 * its hours, as the timesheet's Approve writes them, an hour after the clock-out.
 */
function approvePaidTimesheets(shifts) {
  invoicedShifts(shifts).forEach((s, i) => {
    if (INVOICE_STATUS[i] !== 'paid') return;
    s.timesheetAction = 'approved';
    s.timesheetActionMadeBy = 'uid-dana';
    s.timesheetActionMadeAt = new Date(s.clockOut.getTime() + HOUR);
    s.approvedHours = Math.round((s.clockOut - s.clockIn) / 36_000) / 100; // as entryHours and the rules
  });
}

/** Dana's 12 invoices, one per invoiced shift, and her customer record. */
function invoiceDocs(shifts) {
  const { docs, add } = docList();
  add('customers/uid-dana', { email: 'facility@shiftcover.test' });
  const invoiced = invoicedShifts(shifts);
  const invoiceStatus = INVOICE_STATUS;
  invoiced.forEach((s, i) => {
    const n = String(i + 1).padStart(2, '0');
    const id = `in_demo_${n}`;
    const worker = WORKER_BY_ID[s.nurseId];
    const hours = Math.round(((s.clockOut - s.clockIn) / HOUR) * 100) / 100;
    const lines = [
      {
        amount: Math.round(hours * RATE[s.nurseType]),
        description:
          `${s.nurseType} shift, ${hours} h at $${(RATE[s.nurseType] / 100).toFixed(2)}/h ` +
          `(${worker.firstName} ${worker.lastName})`,
      },
    ];
    if (i % 3 === 0) lines.push({ amount: 1500, description: 'Platform service fee' });
    const created = Math.floor((s.clockOut.getTime() + 2 * HOUR) / 1000);
    const status = invoiceStatus[i];
    add(`customers/uid-dana/invoices/${id}`, {
      shiftId: s.id,
      status,
      shift: {
        description: s.description,
        nurseType: s.nurseType,
        numberOfNurse: 1,
        start: s.start,
        end: s.end,
        clockIn: s.clockIn,
        clockOut: s.clockOut,
      },
      nurseId: s.nurseId,
      nurse: { firstName: worker.firstName, lastName: worker.lastName },
      invoice: {
        id,
        number: `SC-MG-${String(1000 + i + 1)}`,
        created,
        due_date: created + 14 * 24 * 3600,
        status,
        amount_due: lines.reduce((sum, l) => sum + l.amount, 0),
        hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
        lines: { data: lines },
      },
    });
  });
  return docs;
}

function inviteDoc() {
  return {
    path: 'invites/demo-invite',
    data: {
      email: 'invitee@shiftcover.test',
      firstName: 'Jamie',
      lastName: 'Rivera',
      facilityName: 'Maple Grove Care Center',
      facilityId: 'maple-grove',
      userId: null,
      status: 'pending',
    },
  };
}

/**
 * Slots of the three recent shifts: start >= max(weekStart, lookback), end <= now - 30 min.
 * Up to 4 hours long and staggered by up to an hour; shorter when the window is short.
 */
function placeRecent(now, weekStart, lookback) {
  const lo = ceilMin(Math.max(weekStart, lookback) + MIN);
  let hi = floorMin(now - 31 * MIN);
  // with room to spare, end on a quarter hour for tidy times
  if (hi - lo >= 6 * HOUR) hi = Math.floor(hi / (15 * MIN)) * 15 * MIN;
  const window = hi - lo;
  if (window >= 3 * MIN) {
    const dur = floorMin(Math.min(4 * HOUR, Math.max(MIN, window / 2)));
    const gap = floorMin(Math.min(HOUR, (window - dur) / 2));
    const slots = [0, 1, 2].map((i) => ({ start: hi - i * gap - dur, end: hi - i * gap }));
    return { slots, inWeek: true, windowMinutes: Math.round(window / MIN) };
  }
  // Sunday just after midnight: nothing of this week ended 30 minutes ago. Put the three shifts
  // just before the week start (clocked out within the last 3 days, so still awaiting review).
  const end = floorMin(weekStart - 5 * MIN);
  const slots = [0, 1, 2].map((i) => ({ start: end - i * HOUR - 4 * HOUR, end: end - i * HOUR }));
  return { slots, inWeek: false, windowMinutes: Math.round(window / MIN) };
}
