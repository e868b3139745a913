// The team's roles in firestore.rules: each member of facility A, by role, tries one write of each kind the portal
// makes; what the domain's table (src/domain/teamRoles.ts) allows the role passes and everything else is refused with
// permission-denied. A member from before roles (adminOfA, no role) and the facility's owner may do everything; a
// removed member (their record still names A, A no longer lists them) nothing; nobody gives themselves a role.
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, runTransaction, serverTimestamp, updateDoc, arrayUnion, type Firestore } from 'firebase/firestore';
import {
  assertDenied,
  emailOf,
  makeRulesEnv,
  newShift,
  REMOVED_FROM_A,
  seedDocs,
  storedShift,
  TEAM_OF_A,
  teamOfADocs,
  UIDS,
  withHistory,
  workedShift,
} from '../support/rules';
import { newUserDoc } from '../../src/data/signup';
import { recordTeamHistory } from '../../src/data/history';
import { roleAllows, type TeamAction, type TeamRole } from '../../src/domain/teamRoles';

let env: RulesTestEnvironment;
const NOW = Date.now();
const MEMBERS = TEAM_OF_A;
const REMOVED = REMOVED_FROM_A;
const DAY = 86_400_000;

function docs() {
  return {
    ...teamOfADocs(),
    'shifts/a-future': storedShift(NOW, 'fac-a', { createdAt: NOW - DAY, createdBy: UIDS.memberA }),
    'shifts/a-worked': workedShift(NOW, 'fac-a'),
    'invites/inv-role': {
      email: 'joiner@rules.test',
      firstName: 'Joy',
      lastName: 'Ner',
      facilityName: 'Facility fac-a',
      facilityId: 'fac-a',
      userId: null,
      status: 'pending',
      role: 'timekeeper',
      sentAt: NOW - DAY,
    },
    'invites/inv-expired': {
      email: 'late@rules.test',
      facilityName: 'Facility fac-a',
      facilityId: 'fac-a',
      userId: null,
      status: 'pending',
      role: 'scheduler',
      sentAt: NOW - 8 * DAY,
    },
    'invites/inv-revoked': {
      email: 'gone@rules.test',
      facilityName: 'Facility fac-a',
      facilityId: 'fac-a',
      userId: null,
      status: 'revoked',
      role: 'scheduler',
      sentAt: NOW - DAY,
    },
  };
}

beforeAll(async () => {
  env = await makeRulesEnv('roles');
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, docs());
});
afterAll(async () => {
  await env.cleanup();
});

const as = (uid: string, email = emailOf(uid)) =>
  env.authenticatedContext(uid, { email }).firestore() as unknown as Firestore;
const nameOf = (uid: string) => {
  const u = teamOfADocs()[`user/${uid}`] as { firstName: string; lastName: string };
  return `${u.firstName} ${u.lastName}`;
};
const entry = (uid: string) => ({ by: uid, extra: { byName: nameOf(uid) } });

/** One write of each kind, as `uid`. */
const WRITES: Record<
  Exclude<TeamAction, 'team' | 'reviews' | 'blocks' | 'favorites' | 'discontent' | 'invoices'>,
  (uid: string) => Promise<unknown>
> = {
  shifts: (uid) =>
    withHistory(
      as(uid),
      'a-new',
      newShift(NOW, 'fac-a', uid),
      { kind: 'created', facilityId: 'fac-a', ...entry(uid) },
      {
        create: true,
      },
    ),
  timesheet: (uid) =>
    withHistory(
      as(uid),
      'a-worked',
      {
        timesheetAction: 'approved',
        timesheetActionMadeBy: uid,
        timesheetActionMadeAt: serverTimestamp(),
        approvedHours: 8,
      },
      { kind: 'approved', facilityId: 'fac-a', ...entry(uid) },
    ),
  compliance: (uid) =>
    updateDoc(doc(as(uid), 'facilities', 'fac-a'), {
      documentRequirements: { Caregiver: [], CNA: ['cnaCertificate'], LPN: ['nursingLicence'], RN: ['nursingLicence'] },
    }),
  profile: (uid) => updateDoc(doc(as(uid), 'facilities', 'fac-a'), { facilityIntro: 'We care' }),
  staffing: (uid) =>
    updateDoc(doc(as(uid), 'facilities', 'fac-a'), {
      shiftTemplates: [{ name: 'Day', startTime: '07:00', endTime: '15:00' }],
    }),
};
// the shift templates are the Scheduler's (shifts of every kind, templates); staffing's own documents are tested in
// tests/rules/staffing.test.ts as the facility's members
const ACTION_OF: Record<keyof typeof WRITES, TeamAction> = {
  shifts: 'shifts',
  timesheet: 'timesheet',
  compliance: 'compliance',
  profile: 'profile',
  staffing: 'shifts',
};

const PEOPLE: [string, string, TeamRole | null][] = [
  ['the facility owner', UIDS.memberA, 'owner'],
  ['a member from before roles', UIDS.adminOfA, 'owner'],
  ['a Scheduler', MEMBERS.scheduler, 'scheduler'],
  ['a Timekeeper', MEMBERS.timekeeper, 'timekeeper'],
  ['a Viewer', MEMBERS.viewer, 'viewer'],
  ['a removed member', REMOVED, null],
  ['the owner of another facility', UIDS.memberB, null],
];

describe.each(PEOPLE)('%s of facility A', (_, uid, role) => {
  it.each(Object.keys(WRITES) as (keyof typeof WRITES)[])('%s', async (write) => {
    const attempt = WRITES[write](uid);
    if (roleAllows(role, ACTION_OF[write])) await assertSucceeds(attempt);
    else await assertDenied(attempt);
  });
  it('cannot give themselves another role', () =>
    assertDenied(updateDoc(doc(as(uid), 'facilities', 'fac-a'), { [`memberRoles.${uid}`]: 'owner' })));
});

describe('a Scheduler of facility A', () => {
  it('cannot add someone to the team', () =>
    assertDenied(
      updateDoc(doc(as(MEMBERS.scheduler), 'facilities', 'fac-a'), {
        adminIds: arrayUnion('u-friend'),
        'memberRoles.u-friend': 'owner',
      }),
    ));
});

describe('accepting an invite', () => {
  const accept = (inviteId: string, uid: string, email: string, role: string | null) => {
    const db = as(uid, email);
    return runTransaction(db, async (tx) => {
      await tx.get(doc(db, 'invites', inviteId));
      tx.set(doc(db, 'user', uid), {
        ...newUserDoc(email, 'Joy', 'Ner'),
        userType: 'facility',
        facilityAdminOf: 'fac-a',
        inviteId,
      });
      const teamHistoryId = recordTeamHistory(
        db,
        tx,
        { kind: 'joined', facilityId: 'fac-a', memberId: uid, detail: 'Joy Ner' },
        { uid, name: 'Joy Ner' },
      );
      tx.update(doc(db, 'facilities', 'fac-a'), {
        adminIds: arrayUnion(uid),
        ...(role ? { [`memberRoles.${uid}`]: role } : {}),
        teamHistoryId,
      });
      tx.update(doc(db, 'invites', inviteId), { userId: uid, status: 'accepted' });
    });
  };
  it("makes the invitee a member with the invite's role", () =>
    assertSucceeds(accept('inv-role', 'u-joiner', 'joiner@rules.test', 'timekeeper')));
  it('with another role (a forged one) is refused', () =>
    assertDenied(accept('inv-role', 'u-joiner', 'joiner@rules.test', 'owner')));
  it('without the role (everything, as before roles) is refused', () =>
    assertDenied(accept('inv-role', 'u-joiner', 'joiner@rules.test', null)));
  it('seven days after it was sent is refused', () =>
    assertDenied(accept('inv-expired', 'u-late', 'late@rules.test', 'scheduler')));
  it('once revoked is refused', () => assertDenied(accept('inv-revoked', 'u-gone', 'gone@rules.test', 'scheduler')));
});
