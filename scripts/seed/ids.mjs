// Who and what the demo has, with fixed ids (CONTRACT.md, "Demo data"): the accounts, the workers, the shifts with a
// role. Tests read these through scripts/seed/index.mjs.
import { DEFAULT_TZ } from './domain.mjs';

export const DEMO_PASSWORD = 'demo-pass-1';
export const DEMO_TZ = DEFAULT_TZ;

export const DEMO_ACCOUNTS = {
  'facility@shiftcover.test': { uid: 'uid-dana', role: 'facility', facilityId: 'maple-grove' },
  'pending@shiftcover.test': { uid: 'uid-pending', role: 'facility', facilityId: 'cedar-hill' },
  'empty@shiftcover.test': { uid: 'uid-empty', role: 'facility', facilityId: 'birch-point' },
  'company@shiftcover.test': { uid: 'uid-morgan', role: 'company', companyId: 'lakeside-health' },
  'startup@shiftcover.test': { uid: 'uid-startup', role: 'company', companyId: 'harbor-care' },
  'admin@shiftcover.test': { uid: 'uid-admin', role: 'admin' },
  // Maple Grove's team beside Dana (CONTRACT.md, "Team"): a member of each role but Owner
  'scheduler@shiftcover.test': { uid: 'uid-sam', role: 'facility', facilityId: 'maple-grove', teamRole: 'scheduler' },
  'timekeeper@shiftcover.test': {
    uid: 'uid-tara',
    role: 'facility',
    facilityId: 'maple-grove',
    teamRole: 'timekeeper',
  },
  'viewer@shiftcover.test': { uid: 'uid-vic', role: 'facility', facilityId: 'maple-grove', teamRole: 'viewer' },
};

/** Maple Grove's members and their roles (facilities/maple-grove memberRoles), from the accounts above. */
export const MAPLE_GROVE_TEAM = Object.fromEntries(
  Object.values(DEMO_ACCOUNTS)
    .filter((a) => a.teamRole)
    .map((a) => [a.uid, a.teamRole]),
);

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
    /**
     * The day of the shift (/today), relative to seeding: a late worker (claimed, started 40 minutes ago, no
     * clock-in), one on shift now, a claimed one starting in about 3 hours, an unfilled one within 24 hours (the recent
     * mg-shift-01..03 started and ended within the last 12 hours: Done), a claimed one in about 4 hours whose worker's
     * BLS has expired (/today's credential flag); and a no-show 20 days ago (today.mjs).
     */
    today: {
      late: 'mg-today-late',
      onShift: 'mg-today-on',
      coming: 'mg-today-coming',
      unfilled: 'mg-today-open',
      flagged: 'mg-today-flagged',
    },
    noShow: 'mg-noshow',
  },
  /** the worker of the demo's no-show (in the last 90 days) */
  noShowWorker: 'worker-2',
};

export const PEOPLE = {
  'uid-dana': { email: 'facility@shiftcover.test', firstName: 'Dana', lastName: 'Whitfield' },
  'uid-pending': { email: 'pending@shiftcover.test', firstName: 'Priya', lastName: 'Shah' },
  'uid-empty': { email: 'empty@shiftcover.test', firstName: 'Elliot', lastName: 'Brooks' },
  'uid-morgan': { email: 'company@shiftcover.test', firstName: 'Morgan', lastName: 'Reyes' },
  'uid-startup': { email: 'startup@shiftcover.test', firstName: 'Sam', lastName: 'Okafor' },
  'uid-admin': { email: 'admin@shiftcover.test', firstName: 'Jordan', lastName: 'Lee' },
  'uid-sam': { email: 'scheduler@shiftcover.test', firstName: 'Sam', lastName: 'Castillo' },
  'uid-tara': { email: 'timekeeper@shiftcover.test', firstName: 'Tara', lastName: 'Nguyen' },
  'uid-vic': { email: 'viewer@shiftcover.test', firstName: 'Vic', lastName: 'Moreau' },
};

export const WORKERS = [
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
export const WORKER_BY_ID = Object.fromEntries(WORKERS.map((w) => [w.id, w]));
