// Rules for the weekly timesheet's writes on shifts: only timesheetAction, timesheetActionMadeBy (the
// writer's own uid) and timesheetActionMadeAt (the server's time), only on a timesheet entry (claimed,
// not cancelled, ended at least 30 minutes ago) of a facility the writer acts for.
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import {
  assertDenied,
  baseDocs,
  dbAs,
  HOUR,
  makeRulesEnv,
  MINUTE,
  seedDocs,
  ts,
  UIDS,
  workedShift,
  type Persona,
} from '../support/rules';

let env: RulesTestEnvironment;
let now: number;

beforeAll(async () => {
  env = await makeRulesEnv('shifts-timesheet');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  now = Date.now();
  await env.clearFirestore();
  await seedDocs(env, {
    ...baseDocs(),
    'shifts/a-worked': workedShift(now, 'fac-a', 2 * HOUR),
    'shifts/a-worked-2': workedShift(now, 'fac-a', 5 * HOUR),
    'shifts/a-ended-just-now': workedShift(now, 'fac-a', 10 * MINUTE),
    'shifts/a-future': workedShift(now, 'fac-a', -24 * HOUR),
    'shifts/a-unclaimed': workedShift(now, 'fac-a', 2 * HOUR, {
      isFree: true,
      nurseId: null,
      clockIn: null,
      clockOut: null,
    }),
    // clocked in 4 minutes late: 7.93 hours
    'shifts/a-late': workedShift(now, 'fac-a', 2 * HOUR, { clockIn: ts(now - 2 * HOUR - 8 * HOUR + 4 * MINUTE) }),
    'shifts/a-unclocked': workedShift(now, 'fac-a', 2 * HOUR, { clockIn: null, clockOut: null }),
    'shifts/a-no-worker': workedShift(now, 'fac-a', 2 * HOUR, { nurseId: null }),
    'shifts/a-cancelled': workedShift(now, 'fac-a', 2 * HOUR, {
      status: 'cancelled',
      cancelledAt: ts(now - 30 * HOUR),
    }),
    'shifts/a-approved': workedShift(now, 'fac-a', 3 * HOUR, {
      timesheetAction: 'approved',
      timesheetActionMadeBy: UIDS.adminOfA,
      timesheetActionMadeAt: ts(now - HOUR),
    }),
    'shifts/b-worked': workedShift(now, 'fac-b', 2 * HOUR),
    'shifts/x1-worked': workedShift(now, 'fac-x1', 2 * HOUR),
  });
});

/** What the timesheet writes (setTimesheetAction). */
const act = (
  persona: Persona,
  id: string,
  action = 'approved',
  by: string | null = null,
  extra: Record<string, unknown> = {},
) =>
  updateDoc(doc(dbAs(env, persona), 'shifts', id), {
    timesheetAction: action,
    timesheetActionMadeBy: by ?? (persona === 'signedOut' ? 'nobody' : UIDS[persona]),
    timesheetActionMadeAt: serverTimestamp(),
    ...extra,
  });

/** Approve All (approveAll): one batch. */
function approveAll(persona: Exclude<Persona, 'signedOut'>, ids: string[]) {
  const db: Firestore = dbAs(env, persona);
  const batch = writeBatch(db);
  for (const id of ids) {
    batch.update(doc(db, 'shifts', id), {
      timesheetAction: 'approved',
      timesheetActionMadeBy: UIDS[persona],
      timesheetActionMadeAt: serverTimestamp(),
    });
  }
  return batch.commit();
}

describe('shifts: timesheet updates', () => {
  describe('member of facility A', () => {
    it('approves a worked shift of A', () => assertSucceeds(act('memberA', 'a-worked')));
    it('rejects a worked shift of A', () => assertSucceeds(act('memberA', 'a-worked', 'rejected')));
    it('changes an approval made by a colleague, recording themselves', () =>
      assertSucceeds(act('memberA', 'a-approved', 'rejected')));
    it('approves the whole week in one batch', () =>
      assertSucceeds(approveAll('memberA', ['a-worked', 'a-worked-2', 'a-approved'])));
    it('cannot record another user as the one who acted', () =>
      assertDenied(act('memberA', 'a-worked', 'approved', UIDS.adminOfA)));
    it('cannot backdate the action with a client time', () =>
      assertDenied(act('memberA', 'a-worked', 'approved', null, { timesheetActionMadeAt: ts(now - HOUR) })));
    it('cannot write another action than approved or rejected', () => assertDenied(act('memberA', 'a-worked', 'paid')));
    it("approves with the hours worked (the clock times' span, to two places), which insights sums", () =>
      assertSucceeds(act('memberA', 'a-worked', 'approved', null, { approvedHours: 8 })));
    it('cannot approve other hours than the clock times give', () =>
      assertDenied(act('memberA', 'a-worked', 'approved', null, { approvedHours: 9.5 })));
    it('approves hours that are not whole (rules divide as floats)', () =>
      assertSucceeds(act('memberA', 'a-late', 'approved', null, { approvedHours: 7.93 })));
    it('approves a shift without clock times with no hours', () =>
      assertSucceeds(act('memberA', 'a-unclocked', 'approved', null, { approvedHours: null })));
    it('cannot invent hours for a shift without clock times', () =>
      assertDenied(act('memberA', 'a-unclocked', 'approved', null, { approvedHours: 8 })));
    it('clears the hours when it rejects', () =>
      assertSucceeds(act('memberA', 'a-approved', 'rejected', null, { approvedHours: null })));
    it('cannot keep hours on a rejection', () =>
      assertDenied(act('memberA', 'a-worked', 'rejected', null, { approvedHours: 8 })));
    it('cannot change another field along with it', () =>
      assertDenied(act('memberA', 'a-worked', 'approved', null, { clockOut: ts(now) })));
    it('cannot clear the action', () =>
      assertDenied(
        updateDoc(doc(dbAs(env, 'memberA'), 'shifts', 'a-approved'), {
          timesheetAction: null,
          timesheetActionMadeBy: UIDS.memberA,
          timesheetActionMadeAt: serverTimestamp(),
        }),
      ));
    it('cannot act on a shift that ended less than 30 minutes ago', () =>
      assertDenied(act('memberA', 'a-ended-just-now')));
    it('cannot act on a shift that has not happened', () => assertDenied(act('memberA', 'a-future')));
    it('cannot act on an unclaimed shift', () => assertDenied(act('memberA', 'a-unclaimed')));
    it('cannot act on a shift without a worker', () => assertDenied(act('memberA', 'a-no-worker')));
    it('cannot act on a cancelled shift', () => assertDenied(act('memberA', 'a-cancelled')));
    it('cannot act on a shift of B', () => assertDenied(act('memberA', 'b-worked')));
    it('cannot slip a shift of B into the batch (nothing is written)', () =>
      assertDenied(approveAll('memberA', ['a-worked', 'b-worked'])));
  });

  describe('admin of facility A (adminIds)', () => {
    it('approves a worked shift of A', () => assertSucceeds(act('adminOfA', 'a-worked')));
  });

  describe('member of facility B', () => {
    it('cannot approve a shift of A', () => assertDenied(act('memberB', 'a-worked')));
    it('approves a shift of B', () => assertSucceeds(act('memberB', 'b-worked')));
  });

  describe('company owner', () => {
    it("approves a shift of the company's facility", () => assertSucceeds(act('companyX', 'x1-worked')));
    it("approves all of the company's week in one batch", () => assertSucceeds(approveAll('companyX', ['x1-worked'])));
    it('cannot approve a shift of another facility', () => assertDenied(act('companyX', 'a-worked')));
  });

  describe('internal admin (acting for facility A)', () => {
    it('approves, recording their own id', () => assertSucceeds(act('internalAdmin', 'a-worked')));
    it('cannot record the impersonated user as the one who acted', () =>
      assertDenied(act('internalAdmin', 'a-worked', 'approved', UIDS.memberA)));
  });

  describe('worker', () => {
    it('cannot approve their own hours', () => assertDenied(act('worker', 'a-worked')));
  });

  describe('signed out', () => {
    it('cannot approve', () => assertDenied(act('signedOut', 'a-worked')));
  });
});
