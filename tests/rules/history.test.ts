// Rules for shifts/{id}/history (the History of a shift and the facility's Activity): an entry is written only with
// the change it describes (the shift's historyId names it after the batch, and each change of a shift needs a new
// entry of its own kind), by a member of the shift's facility or an internal admin, recorded as the caller at the
// server's time; nobody changes or deletes one; those who act for its facility read it, a page at a time.
import { defined } from '../support/defined';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import {
  addWithHistory,
  assertDenied,
  baseDocs,
  callerOf,
  cancellation,
  DAY,
  dbAs,
  editChanges,
  historyEntry,
  HOUR,
  makeRulesEnv,
  nameOf,
  newShift,
  seedDocs,
  storedShift,
  ts,
  UIDS,
  withHistory,
  workedShift,
} from '../support/rules';

let env: RulesTestEnvironment;
let now: number;
let seeded: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  env = await makeRulesEnv('history');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  now = Date.now();
  await env.clearFirestore();
  const base = baseDocs();
  const aFuture = storedShift(now, 'fac-a', { historyId: 'seeded' });
  seeded = {
    ...base,
    'user/u-worker-2': { firstName: 'Second', lastName: 'Worker', userType: 'worker', nurseType: 'CNA' },
    'shifts/a-future': aFuture,
    'shifts/a-worked': workedShift(now, 'fac-a'),
    'shifts/b-future': storedShift(now, 'fac-b'),
    'shifts/x1-future': storedShift(now, 'fac-x1'),
    'shifts/a-future/history/seeded': {
      ...historyEntry('a-future', 'fac-a', 'created', UIDS.memberA),
      at: ts(now - DAY),
    },
    // a company's entries carry their shift's company
    'shifts/x1-future/history/seeded': {
      ...historyEntry('x1-future', 'fac-x1', 'created', UIDS.companyX),
      at: ts(now - DAY),
    },
    'shifts/y1-future': storedShift(now, 'fac-y1'),
    'shifts/y1-future/history/seeded': {
      ...historyEntry('y1-future', 'fac-y1', 'created', UIDS.companyY),
      at: ts(now - DAY),
    },
    // an entry of the day before, which the shift no longer names, listing what editFields would change now
    'shifts/a-future/history/older': {
      ...historyEntry('a-future', 'fac-a', 'edited', UIDS.memberA, { changes: editChanges(aFuture, editFields()) }),
      at: ts(now - DAY),
    },
  };
  await seedDocs(env, seeded);
});

const editFields = () => ({
  description: 'Edited shift',
  nurseType: 'CNA',
  additionalnotes: '',
  start: ts(now + 3 * DAY),
  end: ts(now + 3 * DAY + 8 * HOUR),
  additionalRequirements: [],
});

/** What the edit's entry lists: the fields editFields changes on the seeded shift, before and after. */
const editedChanges = (id = 'a-future') => editChanges(defined(seeded[`shifts/${id}`], id), editFields());

/** An edit of a-future with an entry written by hand: `entry` overrides its fields, `historyId` the shift's. */
function editWith(db: Firestore, entry: Record<string, unknown>, historyId = 'e-1', entryId = 'e-1') {
  const batch = writeBatch(db);
  batch.set(doc(db, 'shifts/a-future/history', entryId), {
    ...historyEntry('a-future', 'fac-a', 'edited', callerOf(db), { changes: editedChanges() }),
    ...entry,
  });
  batch.update(doc(db, 'shifts/a-future'), { ...editFields(), historyId });
  return batch.commit();
}

/** A company's whole Activity: one query on the companyId the server gives each entry. */
const companyActivityOf = (db: Firestore, companyId: string, max = 50) =>
  query(collectionGroup(db, 'history'), where('companyId', '==', companyId), orderBy('at', 'desc'), limit(max));

const activityOf = (db: Firestore, ids: string[], max = 50) =>
  query(
    collectionGroup(db, 'history'),
    ids.length === 1 ? where('facilityId', '==', ids[0]) : where('facilityId', 'in', ids),
    orderBy('at', 'desc'),
    limit(max),
  );

describe('shifts/{id}/history', () => {
  describe('member of facility A', () => {
    const db = () => dbAs(env, 'memberA');

    it('writes an entry with the change it describes, as itself, at the server time', async () => {
      await assertSucceeds(editWith(db(), {}));
    });
    it('cannot write an entry without its change (the shift does not name it)', async () => {
      await assertDenied(
        setDoc(doc(db(), 'shifts/a-future/history/alone'), historyEntry('a-future', 'fac-a', 'edited', UIDS.memberA)),
      );
    });
    it('cannot change a shift without an entry (no new historyId)', async () => {
      await assertDenied(updateDoc(doc(db(), 'shifts/a-future'), editFields()));
    });
    it('cannot change a shift naming an entry that is not written', async () => {
      await assertDenied(updateDoc(doc(db(), 'shifts/a-future'), { ...editFields(), historyId: 'missing' }));
    });
    it('cannot name the entry the shift already names', async () => {
      await assertDenied(updateDoc(doc(db(), 'shifts/a-future'), { ...editFields(), historyId: 'seeded' }));
    });
    it('cannot name an older entry of the shift instead of a new one (a change History would not show)', async () => {
      await assertDenied(updateDoc(doc(db(), 'shifts/a-future'), { ...editFields(), historyId: 'older' }));
    });
    it('cannot show a name other than the one of their own user record', async () => {
      await assertDenied(editWith(db(), { byName: 'Someone Else' }));
    });
    it("cannot leave out of an edit's entry a field the edit changed", async () => {
      await assertDenied(editWith(db(), { changes: editedChanges().filter((c) => c.field !== 'end') }));
    });
    it("cannot list in an edit's entry a field the edit did not change", async () => {
      const unchanged = { field: 'nurseType', before: 'CNA', after: 'CNA' };
      await assertDenied(editWith(db(), { changes: [...editedChanges(), unchanged] }));
    });
    it("cannot give a changed field other values in the entry than the edit's", async () => {
      const changes = editedChanges().map((c) => (c.field === 'description' ? { ...c, before: 'Night shift' } : c));
      await assertDenied(editWith(db(), { changes }));
    });
    it('cannot list changes in an entry of a kind that records none (a cancellation)', async () => {
      await assertDenied(
        withHistory(db(), 'a-future', cancellation(UIDS.memberA), {
          kind: 'cancelled',
          facilityId: 'fac-a',
          extra: { changes: editedChanges() },
        }),
      );
    });
    it('cannot describe the change as another kind (an edit written as a cancellation)', async () => {
      await assertDenied(editWith(db(), { kind: 'cancelled' }));
    });
    it('cannot write an unknown kind', async () => {
      await assertDenied(editWith(db(), { kind: 'paid' }));
    });
    it('cannot write an entry the shift does not name (another id)', async () => {
      await assertDenied(editWith(db(), {}, 'e-1', 'e-2'));
    });
    it('cannot record another user as the one who acted', async () => {
      await assertDenied(editWith(db(), { by: UIDS.adminOfA }));
    });
    it('cannot backdate an entry with a client time', async () => {
      await assertDenied(editWith(db(), { at: ts(now - HOUR) }));
    });
    it('cannot file the entry under another facility', async () => {
      await assertDenied(editWith(db(), { facilityId: 'fac-b' }));
    });
    it('cannot file the entry under another shift', async () => {
      await assertDenied(editWith(db(), { shiftId: 'b-future' }));
    });
    it.each<[string, Record<string, unknown>]>([
      ['an unknown field', { bonus: 1 }],
      ['changes that are not a list', { changes: 'all' }],
      ['more than 20 changes', { changes: Array.from({ length: 21 }, () => ({ field: 'x' })) }],
      ['a detail that is not text', { detail: 5 }],
      ['a worker that is not an id', { workerId: 5 }],
      ['a name that is not text', { byName: 5 }],
      ['a shift start that is not a time', { shiftStart: 5 }],
      ['a description that is not text', { shiftDescription: 5 }],
    ])('cannot write an entry with %s', async (_, entry) => {
      await assertDenied(editWith(db(), entry));
    });
    it('cannot write an entry for a shift of B', async () => {
      await assertDenied(withHistory(db(), 'b-future', editFields(), { kind: 'edited', facilityId: 'fac-b' }));
    });
    it('cannot change or delete an entry', async () => {
      await assertDenied(updateDoc(doc(db(), 'shifts/a-future/history/seeded'), { detail: 'rewritten' }));
      await assertDenied(deleteDoc(doc(db(), 'shifts/a-future/history/seeded')));
    });
    it("reads a shift's History and the facility's Activity, a page at a time", async () => {
      await assertSucceeds(getDoc(doc(db(), 'shifts/a-future/history/seeded')));
      await assertSucceeds(
        getDocs(
          query(
            collection(db(), 'shifts/a-future/history'),
            where('facilityId', '==', 'fac-a'),
            orderBy('at', 'desc'),
            limit(50),
          ),
        ),
      );
      await assertSucceeds(getDocs(activityOf(db(), ['fac-a'])));
      await assertSucceeds(getDocs(query(activityOf(db(), ['fac-a']), where('kind', '==', 'created'))));
    });
    it('cannot read the Activity without the facility, or more than 100 at a time', async () => {
      await assertDenied(getDocs(query(collectionGroup(db(), 'history'), orderBy('at', 'desc'), limit(50))));
      await assertDenied(getDocs(activityOf(db(), ['fac-a'], 101)));
    });
    it("cannot read B's Activity or a company's entry", async () => {
      await assertDenied(getDocs(activityOf(db(), ['fac-b'])));
      await assertDenied(getDoc(doc(db(), 'shifts/x1-future/history/seeded')));
      await assertDenied(getDocs(companyActivityOf(db(), 'co-x')));
    });
    it("cannot write an entry with another company than its shift's", async () => {
      await assertDenied(editWith(db(), { companyId: 'co-x' }));
      await assertSucceeds(editWith(db(), { companyId: null }));
    });
    it('records a favorite change made from the shift, with the change of the favorites', async () => {
      const d = db();
      const batch = writeBatch(d);
      batch.update(doc(d, 'facilities/fac-a'), {
        premierlist: arrayUnion('u-worker-2'),
        premierlistEvents: arrayUnion({ timestamp: ts(now), nurseId: 'u-worker-2', action: 'added', by: UIDS.memberA }),
      });
      addWithHistory(batch, d, 'a-worked', {}, { kind: 'favorite', facilityId: 'fac-a' });
      await assertSucceeds(batch.commit());
    });
    it('cannot record a favorite change that the favorites do not show', async () => {
      await assertDenied(withHistory(db(), 'a-worked', {}, { kind: 'favorite', facilityId: 'fac-a' }));
    });
    it('cannot record a review that is not written', async () => {
      await assertDenied(withHistory(db(), 'a-worked', {}, { kind: 'reviewed', facilityId: 'fac-a' }));
    });
    it('cannot touch only the historyId with an entry of another kind', async () => {
      await assertDenied(withHistory(db(), 'a-worked', {}, { kind: 'edited', facilityId: 'fac-a' }));
    });
  });

  describe('admin of facility A (adminIds)', () => {
    const db = () => dbAs(env, 'adminOfA');
    it('writes an entry with the name of their own user record', async () => {
      await assertSucceeds(editWith(db(), {}));
    });
    it("cannot show the owner's name as the one who acted", async () => {
      await assertDenied(editWith(db(), { byName: nameOf(UIDS.memberA) }));
    });
  });

  describe('member of facility B', () => {
    const db = () => dbAs(env, 'memberB');
    it("cannot write an entry on a shift of A, nor read A's", async () => {
      await assertDenied(editWith(db(), {}));
      await assertDenied(getDoc(doc(db(), 'shifts/a-future/history/seeded')));
      await assertDenied(getDocs(activityOf(db(), ['fac-a'])));
    });
  });

  describe('company owner', () => {
    const db = () => dbAs(env, 'companyX');
    it("writes entries on its facility's shifts and reads the company's Activity", async () => {
      await assertSucceeds(
        withHistory(db(), 'x1-future', editFields(), {
          kind: 'edited',
          facilityId: 'fac-x1',
          extra: { changes: editedChanges('x1-future') },
        }),
      );
      await assertSucceeds(getDocs(activityOf(db(), ['fac-x1'])));
    });
    it("reads its company's whole Activity in one query on companyId (of one kind too), with its entries", async () => {
      const all = await assertSucceeds(getDocs(companyActivityOf(db(), 'co-x')));
      expect(all.docs.map((d) => d.ref.path)).toEqual(['shifts/x1-future/history/seeded']);
      await assertSucceeds(getDocs(query(companyActivityOf(db(), 'co-x'), where('kind', '==', 'created'))));
      await assertSucceeds(getDoc(doc(db(), 'shifts/x1-future/history/seeded')));
    });
    it("cannot write an entry on another company's facility's shift, nor read its Activity", async () => {
      await assertDenied(editWith(db(), {}));
      await assertDenied(getDocs(activityOf(db(), ['fac-a'])));
      await assertDenied(getDocs(activityOf(db(), ['fac-x1', 'fac-a'])));
      await assertDenied(getDocs(companyActivityOf(db(), 'co-y')));
      await assertDenied(getDoc(doc(db(), 'shifts/y1-future/history/seeded')));
    });
    it('cannot read the Activity of more than 100 at a time', async () => {
      await assertDenied(getDocs(companyActivityOf(db(), 'co-x', 101)));
    });
  });

  describe("member of one of company Y's facilities (Y1's admin)", () => {
    const db = () => dbAs(env, 'memberY1');
    it("reads Y1's Activity, not the company's whole", async () => {
      await assertSucceeds(getDocs(activityOf(db(), ['fac-y1'])));
      await assertDenied(getDocs(companyActivityOf(db(), 'co-y')));
    });
  });

  describe('internal admin', () => {
    const db = () => dbAs(env, 'internalAdmin');
    it('writes entries recorded as itself, and reads any Activity', async () => {
      await assertSucceeds(editWith(db(), {}));
      await assertSucceeds(getDocs(activityOf(db(), ['fac-a'])));
      await assertSucceeds(getDocs(companyActivityOf(db(), 'co-x')));
    });
    it('cannot record the customer as the one who acted', async () => {
      await assertDenied(editWith(db(), { by: UIDS.memberA }));
    });
    it("cannot show the customer's name as the one who acted", async () => {
      await assertDenied(editWith(db(), { byName: nameOf(UIDS.memberA) }));
    });
  });

  describe('signed out and worker', () => {
    it('cannot write or read entries', async () => {
      await assertDenied(editWith(dbAs(env, 'signedOut'), {}));
      await assertDenied(getDocs(activityOf(dbAs(env, 'signedOut'), ['fac-a'])));
      await assertDenied(editWith(dbAs(env, 'worker'), {}));
      await assertDenied(getDoc(doc(dbAs(env, 'worker'), 'shifts/a-future/history/seeded')));
      await assertDenied(getDocs(companyActivityOf(dbAs(env, 'signedOut'), 'co-x')));
      await assertDenied(getDocs(companyActivityOf(dbAs(env, 'worker'), 'co-x')));
    });
  });

  it('the created entry is written with the shift, and a shift created without one is refused', async () => {
    const d = dbAs(env, 'memberA');
    await assertDenied(setDoc(doc(d, 'shifts/new'), { ...newShift(now, 'fac-a', UIDS.memberA) }));
    await assertDenied(
      withHistory(
        d,
        'new',
        newShift(now, 'fac-a', UIDS.memberA),
        { kind: 'edited', facilityId: 'fac-a' },
        { create: true },
      ),
    );
    await assertSucceeds(
      withHistory(
        d,
        'new',
        newShift(now, 'fac-a', UIDS.memberA),
        { kind: 'created', facilityId: 'fac-a' },
        { create: true },
      ),
    );
  });
});
