// Rules for the weekly timesheet's writes on shifts: only timesheetAction, timesheetActionMadeBy (the
// writer's own uid) and timesheetActionMadeAt (the server's time), only on a timesheet entry (claimed,
// not cancelled, ended at least 30 minutes ago) of a facility the writer acts for.
import { defined } from '../support/defined';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteField, doc, serverTimestamp, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import {
  adjustChanges,
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
  withHistory,
  addWithHistory,
  type Persona,
} from '../support/rules';

let env: RulesTestEnvironment;
let now: number;
let seeded: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  env = await makeRulesEnv('shifts-timesheet');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  now = Date.now();
  await env.clearFirestore();
  const rejected = {
    timesheetAction: 'rejected',
    timesheetActionMadeBy: UIDS.adminOfA,
    timesheetActionMadeAt: ts(now - HOUR),
    timesheetRejectReason: { type: 'wrongTimes' },
  };
  // a clock-out half an hour late: 8.5 hours for a worked shift that ended 2 hours ago
  const handover = {
    clockIn: ts(now - 10 * HOUR),
    clockOut: ts(now - 2 * HOUR + 30 * MINUTE),
    note: 'Stayed for the handover',
    by: UIDS.adminOfA,
    at: ts(now - HOUR),
  };
  seeded = {
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
    'shifts/a-rejected': workedShift(now, 'fac-a', 3 * HOUR, rejected),
    // clocked 8 hours, adjusted to 8.5
    'shifts/a-adjusted': workedShift(now, 'fac-a', 2 * HOUR, { timesheetAdjustment: handover }),
    // approved at 8 hours, then rejected while the approved hours stayed (as before every rejection cleared them), then
    // adjusted to 8.5: its approvedHours no longer match its hours
    'shifts/a-stale': workedShift(now, 'fac-a', 2 * HOUR, {
      ...rejected,
      approvedHours: 8,
      timesheetAdjustment: handover,
    }),
    'shifts/a-approved-hours': workedShift(now, 'fac-a', 3 * HOUR, {
      timesheetAction: 'approved',
      timesheetActionMadeBy: UIDS.adminOfA,
      timesheetActionMadeAt: ts(now - HOUR),
      approvedHours: 8,
    }),
    'shifts/b-worked': workedShift(now, 'fac-b', 2 * HOUR),
    'shifts/x1-worked': workedShift(now, 'fac-x1', 2 * HOUR),
  };
  await seedDocs(env, seeded);
});

/** A value of `act`'s extra that leaves the field out of the write. */
const OMITTED = Symbol('omitted');
const without = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([, v]) => v !== OMITTED));

/** The facility of a seeded shift, from its id ('a-worked' is facility A's). */
const facilityOf = (id: string) => `fac-${id.split('-')[0]}`;

/**
 * What the timesheet writes (setTimesheetAction), with its History entry: an approval with the 8 hours of a worked
 * shift (`extra` gives others), a rejection deleting them.
 */
const act = (
  persona: Persona,
  id: string,
  action = 'approved',
  by: string | null = null,
  extra: Record<string, unknown> = {},
) =>
  withHistory(
    dbAs(env, persona),
    id,
    without({
      timesheetAction: action,
      timesheetActionMadeBy: by ?? (persona === 'signedOut' ? 'nobody' : UIDS[persona]),
      timesheetActionMadeAt: serverTimestamp(),
      // a rejection says why (the timesheet's Reject asks for a Reason)
      ...(action === 'rejected'
        ? { timesheetRejectReason: { type: 'noShow' }, approvedHours: deleteField() }
        : { approvedHours: 8 }),
      ...extra,
    }),
    { kind: action === 'rejected' ? 'rejected' : 'approved', facilityId: facilityOf(id) },
  );

/** What Adjust hours writes (adjustHours): times around the shift's 8 hours, a note, the writer, the server's time. */
const adjust = (
  persona: Exclude<Persona, 'signedOut'>,
  id: string,
  change: Record<string, unknown> = {},
  end = now - 2 * HOUR,
  entry: Record<string, unknown> = {},
) => {
  const adjustment = {
    clockIn: ts(end - 8 * HOUR),
    clockOut: ts(end + 30 * MINUTE),
    note: 'Forgot to clock out',
    by: UIDS[persona],
    at: serverTimestamp(),
    ...change,
  };
  const changes = adjustChanges(defined(seeded[`shifts/${id}`], id), adjustment);
  return withHistory(
    dbAs(env, persona),
    id,
    { timesheetAdjustment: adjustment },
    { kind: 'adjusted', facilityId: facilityOf(id), extra: { changes, ...entry } },
  );
};

/** Approve All (approveAll): one batch. */
function approveAll(persona: Exclude<Persona, 'signedOut'>, ids: string[]) {
  const db: Firestore = dbAs(env, persona);
  const batch = writeBatch(db);
  for (const id of ids) {
    addWithHistory(
      batch,
      db,
      id,
      {
        timesheetAction: 'approved',
        timesheetActionMadeBy: UIDS[persona],
        timesheetActionMadeAt: serverTimestamp(),
        approvedHours: 8,
      },
      { kind: 'approved', facilityId: facilityOf(id) },
    );
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
    it('clears the hours when it rejects (null)', () =>
      assertSucceeds(act('memberA', 'a-approved', 'rejected', null, { approvedHours: null })));
    it('deletes the approved hours when it rejects', () =>
      assertSucceeds(act('memberA', 'a-approved-hours', 'rejected')));
    it('cannot keep hours on a rejection', () =>
      assertDenied(act('memberA', 'a-worked', 'rejected', null, { approvedHours: 8 })));
    it("cannot reject writing the earlier approval's hours again", () =>
      assertDenied(act('memberA', 'a-approved-hours', 'rejected', null, { approvedHours: 8 })));
    it("cannot reject leaving out the earlier approval's hours (they would stay)", () =>
      assertDenied(act('memberA', 'a-approved-hours', 'rejected', null, { approvedHours: OMITTED })));
    it('cannot approve without the hours', () =>
      assertDenied(act('memberA', 'a-worked', 'approved', null, { approvedHours: OMITTED })));
    it('approves again with the hours the entry counts now, replacing hours left from before', () =>
      assertSucceeds(act('memberA', 'a-stale', 'approved', null, { approvedHours: 8.5, timesheetRejectReason: null })));
    it('cannot approve again leaving out the hours, so that those of an earlier approval stay (8, not 8.5)', () =>
      assertDenied(
        act('memberA', 'a-stale', 'approved', null, { approvedHours: OMITTED, timesheetRejectReason: null }),
      ));
    it('cannot approve again deleting the hours', () =>
      assertDenied(
        act('memberA', 'a-stale', 'approved', null, { approvedHours: deleteField(), timesheetRejectReason: null }),
      ));
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

  describe('member of facility A: reject reasons', () => {
    it.each([
      ['No-show', { type: 'noShow' }],
      ['Wrong times', { type: 'wrongTimes' }],
      ['Left early', { type: 'leftEarly' }],
      ['Other with details', { type: 'other', details: 'Badge not scanned' }],
    ])('rejects with the reason %s', (_, reason) =>
      assertSucceeds(act('memberA', 'a-worked', 'rejected', null, { timesheetRejectReason: reason })),
    );
    it('cannot reject without a reason', () =>
      assertDenied(act('memberA', 'a-worked', 'rejected', null, { timesheetRejectReason: null })));
    it('cannot reject with an unknown reason', () =>
      assertDenied(act('memberA', 'a-worked', 'rejected', null, { timesheetRejectReason: { type: 'late' } })));
    it('cannot reject as Other without details', () =>
      assertDenied(
        act('memberA', 'a-worked', 'rejected', null, { timesheetRejectReason: { type: 'other', details: ' ' } }),
      ));
    it('cannot reject with details over 1000 characters', () =>
      assertDenied(
        act('memberA', 'a-worked', 'rejected', null, {
          timesheetRejectReason: { type: 'other', details: 'x'.repeat(1001) },
        }),
      ));
    it('cannot reject with details that are not text', () =>
      assertDenied(
        act('memberA', 'a-worked', 'rejected', null, { timesheetRejectReason: { type: 'other', details: 5 } }),
      ));
    it('cannot add other keys to the reason', () =>
      assertDenied(
        act('memberA', 'a-worked', 'rejected', null, { timesheetRejectReason: { type: 'noShow', by: 'someone' } }),
      ));
    it('cannot give a reason that is not a map', () =>
      assertDenied(act('memberA', 'a-worked', 'rejected', null, { timesheetRejectReason: 'noShow' })));
    it('approving a rejected entry clears its reason', () =>
      assertSucceeds(act('memberA', 'a-rejected', 'approved', null, { timesheetRejectReason: null })));
    it('cannot approve and keep the rejection reason', () => assertDenied(act('memberA', 'a-rejected', 'approved')));
    it('cannot approve with a reason', () =>
      assertDenied(act('memberA', 'a-worked', 'approved', null, { timesheetRejectReason: { type: 'noShow' } })));
  });

  describe('member of facility A: Adjust hours', () => {
    it('adjusts a worked shift of A, beside its clock times', () => assertSucceeds(adjust('memberA', 'a-worked')));
    it('adjusts a rejected entry', () => assertSucceeds(adjust('memberA', 'a-rejected', {}, now - 3 * HOUR)));
    it('adjusts an adjustment again', () => assertSucceeds(adjust('memberA', 'a-adjusted')));
    it('adjusts an entry without clock times, its History entry listing Clock In and Clock Out from none', () =>
      assertSucceeds(adjust('memberA', 'a-unclocked')));
    it("cannot leave out of the adjustment's entry a time it changed", () =>
      assertDenied(adjust('memberA', 'a-worked', {}, now - 2 * HOUR, { changes: [] })));
    it("cannot list in the adjustment's entry a time it did not change", () =>
      assertDenied(
        adjust('memberA', 'a-worked', {}, now - 2 * HOUR, {
          changes: [
            { field: 'clockIn', before: now - 10 * HOUR, after: now - 10 * HOUR },
            { field: 'clockOut', before: now - 2 * HOUR, after: now - 2 * HOUR + 30 * MINUTE },
          ],
        }),
      ));
    it('cannot list the change from the clock times when the entry was adjusted before (its times are counted)', () =>
      assertDenied(
        adjust('memberA', 'a-adjusted', { clockOut: ts(now - HOUR) }, now - 2 * HOUR, {
          changes: [{ field: 'clockOut', before: now - 2 * HOUR, after: now - HOUR }],
        }),
      ));
    it('cannot adjust an approved entry (its approved hours would not hold)', () =>
      assertDenied(adjust('memberA', 'a-approved', {}, now - 3 * HOUR)));
    it('cannot change the original clock times with it', () =>
      assertDenied(
        updateDoc(doc(dbAs(env, 'memberA'), 'shifts', 'a-worked'), {
          clockOut: ts(now - 2 * HOUR + 30 * MINUTE),
          timesheetAdjustment: {
            clockIn: ts(now - 10 * HOUR),
            clockOut: ts(now - 2 * HOUR + 30 * MINUTE),
            note: 'Forgot to clock out',
            by: UIDS.memberA,
            at: serverTimestamp(),
          },
        }),
      ));
    it('cannot put Clock Out before Clock In', () =>
      assertDenied(adjust('memberA', 'a-worked', { clockOut: ts(now - 11 * HOUR) })));
    it('cannot put Clock Out at Clock In', () =>
      assertDenied(adjust('memberA', 'a-worked', { clockOut: ts(now - 10 * HOUR) })));
    it('cannot record a span over 16 hours', () =>
      assertDenied(adjust('memberA', 'a-worked', { clockIn: ts(now - 17 * HOUR), clockOut: ts(now + MINUTE) })));
    it('records a span of exactly 16 hours', () =>
      assertSucceeds(adjust('memberA', 'a-worked', { clockIn: ts(now - 16 * HOUR), clockOut: ts(now) })));
    it('cannot put Clock In more than 12 hours before the start', () =>
      assertDenied(
        adjust('memberA', 'a-worked', { clockIn: ts(now - 22 * HOUR - MINUTE), clockOut: ts(now - 20 * HOUR) }),
      ));
    it('cannot put Clock Out more than 12 hours after the end', () =>
      assertDenied(
        adjust('memberA', 'a-worked', { clockIn: ts(now - 5 * HOUR), clockOut: ts(now + 10 * HOUR + MINUTE) }),
      ));
    it('cannot adjust a shift that ended less than 30 minutes ago', () =>
      assertDenied(adjust('memberA', 'a-ended-just-now', {}, now - 10 * MINUTE)));
    it('cannot adjust without a note', () => assertDenied(adjust('memberA', 'a-worked', { note: '' })));
    it('cannot adjust with a note of spaces', () => assertDenied(adjust('memberA', 'a-worked', { note: '   ' })));
    it('cannot adjust with a note over 500 characters', () =>
      assertDenied(adjust('memberA', 'a-worked', { note: 'x'.repeat(501) })));
    it('cannot record another user as the one who adjusted', () =>
      assertDenied(adjust('memberA', 'a-worked', { by: UIDS.adminOfA })));
    it('cannot backdate the adjustment with a client time', () =>
      assertDenied(adjust('memberA', 'a-worked', { at: ts(now - HOUR) })));
    it('cannot add other keys to the adjustment', () =>
      assertDenied(adjust('memberA', 'a-worked', { approved: true })));
    it('cannot leave a key out of the adjustment', () =>
      assertDenied(
        updateDoc(doc(dbAs(env, 'memberA'), 'shifts', 'a-worked'), {
          timesheetAdjustment: {
            clockIn: ts(now - 10 * HOUR),
            clockOut: ts(now - 2 * HOUR),
            note: 'x',
            by: UIDS.memberA,
          },
        }),
      ));
    it('cannot give times that are not timestamps', () =>
      assertDenied(adjust('memberA', 'a-worked', { clockIn: now - 10 * HOUR })));
    it('cannot store an adjustment that is not a map', () =>
      assertDenied(updateDoc(doc(dbAs(env, 'memberA'), 'shifts', 'a-worked'), { timesheetAdjustment: 'late' })));
    it('cannot adjust a shift that has not happened', () =>
      assertDenied(adjust('memberA', 'a-future', {}, now + 24 * HOUR)));
    it('cannot adjust a shift of B', () => assertDenied(adjust('memberA', 'b-worked')));
    it('approves an adjusted entry with the adjusted span (8.5), not the clock span', () =>
      assertSucceeds(act('memberA', 'a-adjusted', 'approved', null, { approvedHours: 8.5 })));
    it("cannot approve an adjusted entry with the clock times' hours", () =>
      assertDenied(act('memberA', 'a-adjusted', 'approved', null, { approvedHours: 8 })));
  });

  describe('admin of facility A (adminIds)', () => {
    it('approves a worked shift of A', () => assertSucceeds(act('adminOfA', 'a-worked')));
  });

  describe('member of facility B', () => {
    it('cannot approve a shift of A', () => assertDenied(act('memberB', 'a-worked')));
    it('cannot reject a shift of A, even with a reason', () => assertDenied(act('memberB', 'a-worked', 'rejected')));
    it('cannot adjust the hours of a shift of A', () => assertDenied(adjust('memberB', 'a-worked')));
    it('approves a shift of B', () => assertSucceeds(act('memberB', 'b-worked')));
  });

  describe('company owner', () => {
    it("approves a shift of the company's facility", () => assertSucceeds(act('companyX', 'x1-worked')));
    it("approves all of the company's week in one batch", () => assertSucceeds(approveAll('companyX', ['x1-worked'])));
    it('cannot approve a shift of another facility', () => assertDenied(act('companyX', 'a-worked')));
  });

  describe('internal admin (acting for facility A)', () => {
    it('approves, recording their own id', () => assertSucceeds(act('internalAdmin', 'a-worked')));
    it('adjusts, recording their own id', () => assertSucceeds(adjust('internalAdmin', 'a-worked')));
    it('cannot record the impersonated user as the one who acted', () =>
      assertDenied(act('internalAdmin', 'a-worked', 'approved', UIDS.memberA)));
  });

  describe('worker', () => {
    it('cannot approve their own hours', () => assertDenied(act('worker', 'a-worked')));
    it('cannot adjust their own hours', () => assertDenied(adjust('worker', 'a-worked')));
  });

  describe('signed out', () => {
    it('cannot approve', () => assertDenied(act('signedOut', 'a-worked')));
  });
});
