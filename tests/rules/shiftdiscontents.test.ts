// Rules for shiftdiscontents (the Disciplinary Form): created only, by a member of the shift's facility,
// as themselves, about the shift's worker, in the batch that sets the shift's hasShiftDiscontent.
// Nobody reads, changes or deletes one through the portal.
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import {
  assertDenied,
  baseDocs,
  dbAs,
  discontentForm,
  HOUR,
  makeRulesEnv,
  seedDocs,
  ts,
  UIDS,
  workedShift,
  addWithHistory,
} from '../support/rules';

let env: RulesTestEnvironment;
let now: number;
/** The portal's batch: the form and hasShiftDiscontent on the shift. */
function discontentBatch(db: Firestore, shiftId: string, data: Record<string, unknown>, flag = true) {
  const batch = writeBatch(db);
  batch.set(doc(collection(db, 'shiftdiscontents')), data);
  if (flag) {
    const facilityId = `fac-${shiftId.split('-')[0]}`;
    addWithHistory(batch, db, shiftId, { hasShiftDiscontent: true }, { kind: 'discontent', facilityId });
  }
  return batch;
}

beforeAll(async () => {
  env = await makeRulesEnv('shiftdiscontents');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  now = Date.now();
  await env.clearFirestore();
  await seedDocs(env, {
    ...baseDocs(),
    'shifts/a-1': workedShift(now, 'fac-a'),
    'shifts/a-free': workedShift(now, 'fac-a', 2 * HOUR, { isFree: true, nurseId: null }),
    'shifts/b-1': workedShift(now, 'fac-b'),
    'shifts/x1-1': workedShift(now, 'fac-x1'),
    'shiftdiscontents/old': discontentForm('a-1', 'fac-a', UIDS.memberA),
  });
});

describe('shiftdiscontents', () => {
  describe('signed out', () => {
    it('cannot file a form', async () => {
      await assertDenied(
        discontentBatch(dbAs(env, 'signedOut'), 'a-1', discontentForm('a-1', 'fac-a', 'nobody')).commit(),
      );
    });
  });

  describe('member of facility A', () => {
    const db = () => dbAs(env, 'memberA');
    it('files a form about the worker of a shift of A, with hasShiftDiscontent, in one batch', async () => {
      await assertSucceeds(discontentBatch(db(), 'a-1', discontentForm('a-1', 'fac-a', UIDS.memberA)).commit());
    });
    it.each(['poorWorkQuality', 'anotherReason'])('files a form for the reason %s', async (reason) => {
      await assertSucceeds(
        discontentBatch(
          db(),
          'a-1',
          discontentForm('a-1', 'fac-a', UIDS.memberA, { shiftDiscontentReason: reason }),
        ).commit(),
      );
    });
    it('cannot file a form without setting hasShiftDiscontent', async () => {
      await assertDenied(setDoc(doc(db(), 'shiftdiscontents/new'), discontentForm('a-1', 'fac-a', UIDS.memberA)));
    });
    it.each<[string, Record<string, unknown>]>([
      ['another writer', { createdBy: UIDS.adminOfA }],
      ['an unknown reason', { shiftDiscontentReason: 'rude' }],
      ['an empty applyDiscontentCommentTo', { applyDiscontentCommentTo: '' }],
      ['empty details', { shiftDiscontentReasonDetails: '' }],
      ['details of 2001 characters', { shiftDiscontentReasonDetails: 'x'.repeat(2001) }],
      ['applyDiscontentCommentTo as a number', { applyDiscontentCommentTo: 3 }],
      ['another worker', { nurseId: 'someone-else' }],
      ['no worker', { nurseId: null }],
      ['another facility', { facilityIdentifier: 'fac-b' }],
      ['createdAt as a timestamp', { createdAt: ts(now) }],
      ['an unknown field', { severity: 'high' }],
    ])('cannot file a form with %s', async (_, extra) => {
      await assertDenied(discontentBatch(db(), 'a-1', discontentForm('a-1', 'fac-a', UIDS.memberA, extra)).commit());
    });
    it('cannot file a form without details', async () => {
      const { shiftDiscontentReasonDetails: _omit, ...rest } = discontentForm('a-1', 'fac-a', UIDS.memberA);
      void _omit;
      await assertDenied(discontentBatch(db(), 'a-1', rest).commit());
    });
    it('cannot file a form about an unclaimed shift', async () => {
      await assertDenied(discontentBatch(db(), 'a-free', discontentForm('a-free', 'fac-a', UIDS.memberA)).commit());
    });
    it('cannot file a form about a shift that does not exist', async () => {
      await assertDenied(setDoc(doc(db(), 'shiftdiscontents/new'), discontentForm('nope', 'fac-a', UIDS.memberA)));
    });
    it('cannot file a form with a shift id that is not text', async () => {
      await assertDenied(
        discontentBatch(db(), 'a-1', discontentForm('a-1', 'fac-a', UIDS.memberA, { shiftIdentifier: 7 })).commit(),
      );
    });
    it('cannot file a form about a shift of B', async () => {
      await assertDenied(discontentBatch(db(), 'b-1', discontentForm('b-1', 'fac-a', UIDS.memberA)).commit());
    });
    it('cannot read a form', async () => {
      await assertDenied(getDoc(doc(db(), 'shiftdiscontents/old')));
    });
    it('cannot list forms', async () => {
      await assertDenied(
        getDocs(query(collection(db(), 'shiftdiscontents'), where('facilityIdentifier', '==', 'fac-a'))),
      );
    });
    it('cannot change a form', async () => {
      await assertDenied(updateDoc(doc(db(), 'shiftdiscontents/old'), { shiftDiscontentReasonDetails: 'Changed' }));
    });
    it('cannot delete a form', async () => {
      await assertDenied(deleteDoc(doc(db(), 'shiftdiscontents/old')));
    });
  });

  describe('admin of facility A (adminIds)', () => {
    it('files a form about a shift of A', async () => {
      await assertSucceeds(
        discontentBatch(dbAs(env, 'adminOfA'), 'a-1', discontentForm('a-1', 'fac-a', UIDS.adminOfA)).commit(),
      );
    });
  });

  describe('member of facility B', () => {
    it('cannot file a form about a shift of A', async () => {
      await assertDenied(
        discontentBatch(dbAs(env, 'memberB'), 'a-1', discontentForm('a-1', 'fac-a', UIDS.memberB)).commit(),
      );
    });
  });

  describe('company owner of X', () => {
    it('files a form about a shift of its facility X1', async () => {
      await assertSucceeds(
        discontentBatch(dbAs(env, 'companyX'), 'x1-1', discontentForm('x1-1', 'fac-x1', UIDS.companyX)).commit(),
      );
    });
    it('cannot file a form about a shift of A', async () => {
      await assertDenied(
        discontentBatch(dbAs(env, 'companyX'), 'a-1', discontentForm('a-1', 'fac-a', UIDS.companyX)).commit(),
      );
    });
  });

  describe('internal admin', () => {
    it('files a form about a shift of A as itself', async () => {
      await assertSucceeds(
        discontentBatch(dbAs(env, 'internalAdmin'), 'a-1', discontentForm('a-1', 'fac-a', UIDS.internalAdmin)).commit(),
      );
    });
  });

  describe('worker', () => {
    it('cannot file a form', async () => {
      await assertDenied(
        discontentBatch(dbAs(env, 'worker'), 'a-1', discontentForm('a-1', 'fac-a', UIDS.worker)).commit(),
      );
    });
  });
});
