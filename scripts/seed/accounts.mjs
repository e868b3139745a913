// The sign-in accounts (Auth), their user records, and the workers' records with Maple Grove's blocks seen from
// their side.
import { DAY, docList, floorMin, HOUR } from './clock.mjs';
import { DEMO_PASSWORD, MAPLE_GROVE_TEAM, PEOPLE, WORKERS } from './ids.mjs';

const BLOCKS = [
  { nurseId: 'worker-4', reason: 'No-call no-show on two scheduled shifts', daysAgo: 21 },
  { nurseId: 'worker-8', reason: 'Repeated medication documentation errors', daysAgo: 9 },
];

/** The sign-in accounts (Auth), with fixed uids. */
export function demoAccounts() {
  return Object.entries(PEOPLE).map(([uid, p]) => ({
    uid,
    email: p.email,
    password: DEMO_PASSWORD,
    displayName: `${p.firstName} ${p.lastName}`,
  }));
}

/** The user records of the sign-in accounts. */
export function accountUserDocs(baseCreated) {
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
  Object.keys(MAPLE_GROVE_TEAM).forEach((uid, i) =>
    add(`user/${uid}`, userDoc(uid, { facilityAdminOf: 'maple-grove' }, 6 + i)),
  );
  return docs;
}

// ---- block events and workers ----------------------------------------------------------------

/** Maple Grove's two blocks, each told the same way on the facility and on the worker. */
export function blockEventsAt(now) {
  return BLOCKS.map((b) => ({ ...b, timestamp: new Date(floorMin(now) - b.daysAgo * DAY - 3 * HOUR) }));
}

/** The worker records (the worker app's), with the blocks seen from their side. */
export function workerDocs(baseCreated, blockEvents) {
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
