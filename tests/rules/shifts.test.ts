// Rules for shifts (read, create, cancel, edit, discontent; never delete) and the facility's shift templates.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import {
  assertDenied,
  baseDocs,
  cancellation,
  DAY,
  dbAs,
  editChanges,
  HOUR,
  makeRulesEnv,
  newShift,
  seedDocs,
  storedShift,
  ts,
  UIDS,
  addWithHistory,
  createShift,
  withHistory,
} from '../support/rules';

let env: RulesTestEnvironment;
let now: number;
let seeded: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  env = await makeRulesEnv('shifts');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  now = Date.now();
  await env.clearFirestore();
  const base = baseDocs();
  seeded = {
    ...base,
    'facilities/fac-x2': { ...base['facilities/fac-x1'], id: 'fac-x2', facilityName: 'Facility fac-x2' },
    'shifts/a-future': storedShift(now, 'fac-a'),
    'shifts/a-started-claimed': storedShift(now, 'fac-a', {
      start: ts(now - HOUR),
      end: ts(now + 7 * HOUR),
      isFree: false,
      nurseId: UIDS.worker,
      clockIn: ts(now - HOUR),
    }),
    'shifts/a-started-free': storedShift(now, 'fac-a', { start: ts(now - HOUR), end: ts(now + 7 * HOUR) }),
    'shifts/a-cancelled': storedShift(now, 'fac-a', {
      status: 'cancelled',
      cancelledAt: ts(now - DAY),
      cancelledBy: UIDS.memberA,
      cancellationReason: { type: 'mistake' },
    }),
    'shifts/a-favorites': storedShift(now, 'fac-a', { favoritesFirstUntil: ts(now + 2 * HOUR) }),
    'shifts/b-future': storedShift(now, 'fac-b'),
    'shifts/x1-future': storedShift(now, 'fac-x1'),
    'shifts/x2-future': storedShift(now, 'fac-x2'),
  };
  await seedDocs(env, seeded);
});

const shiftsOf = (db: Firestore, ids: string[]) =>
  query(
    collection(db, 'shifts'),
    ids.length === 1 ? where('facilityIdentifier', '==', ids[0]) : where('facilityIdentifier', 'in', ids),
    orderBy('createdAt', 'desc'),
    limit(10),
  );

/** A company's shifts in one query, by companyId (a company user's `All facilities`), newest first. */
const companyShifts = (db: Firestore, companyId: string) =>
  query(collection(db, 'shifts'), where('companyId', '==', companyId), orderBy('createdAt', 'desc'), limit(10));

/** The facility of a seeded shift, from its id ('a-future' is facility A's). */
const facilityOf = (id: string) => `fac-${id.split('-')[0]}`;

const cancel = (db: Firestore, id: string, by: string, reason?: Record<string, unknown>) =>
  withHistory(db, id, cancellation(by, reason), { kind: 'cancelled', facilityId: facilityOf(id) });

/** An edit of a seeded shift as the edit page writes it, its entry listing what changed. */
const edit = (db: Firestore, id: string, extra: Record<string, unknown> = {}) => {
  const data = {
    description: 'Edited shift',
    nurseType: 'LPN',
    additionalnotes: 'New notes',
    start: ts(now + 3 * DAY),
    end: ts(now + 3 * DAY + 10 * HOUR),
    additionalRequirements: ['MeD Pass'],
    ...extra,
  };
  const changes = editChanges(seeded[`shifts/${id}`] ?? {}, data);
  return withHistory(db, id, data, { kind: 'edited', facilityId: facilityOf(id), extra: { changes } });
};

/** A new shift and its 'created' entry added to a batch. */
const addCreate = (batch: WriteBatch, d: Firestore, id: string, data: Record<string, unknown>) =>
  addWithHistory(batch, d, id, data, { kind: 'created', facilityId: String(data.facilityIdentifier) }, true);

describe('shifts', () => {
  describe('signed out', () => {
    it('cannot read a shift', async () => {
      await assertDenied(getDoc(doc(dbAs(env, 'signedOut'), 'shifts/a-future')));
    });
    it('cannot list shifts', async () => {
      await assertDenied(getDocs(shiftsOf(dbAs(env, 'signedOut'), ['fac-a'])));
    });
    it('cannot create a shift', async () => {
      await assertDenied(createShift(dbAs(env, 'signedOut'), 'new', newShift(now, 'fac-a', 'nobody')));
    });
  });

  describe('member of facility A', () => {
    const db = () => dbAs(env, 'memberA');

    it('reads a shift of A', async () => {
      await assertSucceeds(getDoc(doc(db(), 'shifts/a-future')));
    });
    it('lists the shifts of A, 10 at a time, newest first', async () => {
      await assertSucceeds(getDocs(shiftsOf(db(), ['fac-a'])));
    });
    it('cannot list shifts without the facility constraint', async () => {
      await assertDenied(getDocs(query(collection(db(), 'shifts'), orderBy('createdAt', 'desc'), limit(10))));
    });
    it('cannot read a shift of B', async () => {
      await assertDenied(getDoc(doc(db(), 'shifts/b-future')));
    });
    it('cannot list the shifts of B', async () => {
      await assertDenied(getDocs(shiftsOf(db(), ['fac-b'])));
    });
    it('creates a shift for A as itself', async () => {
      await assertSucceeds(createShift(db(), 'new', newShift(now, 'fac-a', UIDS.memberA)));
    });
    it('creates N shifts in one batch', async () => {
      const d = db();
      const batch = writeBatch(d);
      for (let i = 0; i < 3; i++)
        addCreate(batch, d, `new-${i}`, newShift(now, 'fac-a', UIDS.memberA, { createdAt: now - i }));
      await assertSucceeds(batch.commit());
    });
    // Post several and Copy a week write up to 500 shifts in batches
    it('posts a batch of shifts (Post several writes 8 to a batch, each with its History entry)', async () => {
      const d = db();
      const batch = writeBatch(d);
      for (let i = 0; i < 8; i++)
        addCreate(batch, d, `post-${i}`, newShift(now, 'fac-a', UIDS.memberA, { createdAt: now - i }));
      await assertSucceeds(batch.commit());
    });
    it('a batch with one bad record among good ones is refused whole: none is stored', async () => {
      const d = db();
      const batch = writeBatch(d);
      for (let i = 0; i < 9; i++)
        addCreate(batch, d, `post-${i}`, newShift(now, 'fac-a', UIDS.memberA, { createdAt: now - i }));
      // a 13-hour shift (a 19:00 to 07:00 night on the night clocks go back) among 9 good ones
      addCreate(batch, d, 'post-9', newShift(now, 'fac-a', UIDS.memberA, { end: ts(now + DAY + 13 * HOUR) }));
      await assertDenied(batch.commit());
      await env.withSecurityRulesDisabled(async (ctx) => {
        const stored = await getDocs(
          query(collection(ctx.firestore(), 'shifts'), where('createdBy', '==', UIDS.memberA)),
        );
        expect(stored.docs.filter((s) => s.id.startsWith('post-'))).toHaveLength(0);
      });
    });
    it('a batch with one shift of another facility is refused whole', async () => {
      const d = db();
      const batch = writeBatch(d);
      addCreate(batch, d, 'post-0', newShift(now, 'fac-a', UIDS.memberA));
      addCreate(batch, d, 'post-1', newShift(now, 'fac-b', UIDS.memberA));
      await assertDenied(batch.commit());
    });
    it("looks up a retry's shifts among those of A by createdAt", async () => {
      await assertSucceeds(
        getDocs(
          query(
            collection(db(), 'shifts'),
            where('facilityIdentifier', '==', 'fac-a'),
            where('createdAt', '>=', now - 100),
            where('createdAt', '<=', now),
            orderBy('createdAt', 'desc'),
            limit(200),
          ),
        ),
      );
    });
    it('cannot look up shifts by createdAt without the facility constraint', async () => {
      await assertDenied(
        getDocs(
          query(
            collection(db(), 'shifts'),
            where('createdAt', '>=', now - 100),
            orderBy('createdAt', 'desc'),
            limit(200),
          ),
        ),
      );
    });
    it('creates a shift with a start up to one day ago and a 0-hour length', async () => {
      await assertSucceeds(
        createShift(
          db(),
          'new',
          newShift(now, 'fac-a', UIDS.memberA, { start: ts(now - DAY + HOUR), end: ts(now - DAY + HOUR) }),
        ),
      );
    });
    // built when the test runs: `now` is set in beforeEach
    it.each<[string, () => Record<string, unknown>]>([
      ['createdBy another user', () => ({ createdBy: UIDS.memberB })],
      ['numberOfNurse 2', () => ({ numberOfNurse: 2 })],
      ['isFree false', () => ({ isFree: false })],
      ['a worker already assigned', () => ({ nurseId: UIDS.worker })],
      ['status cancelled', () => ({ status: 'cancelled' })],
      ['an unknown position', () => ({ nurseType: 'Doctor' })],
      ['an unknown requirement', () => ({ additionalRequirements: ['Driving licence'] })],
      ['an end before the start', () => ({ end: ts(now + DAY - HOUR) })],
      ['an end more than 12 hours after the start', () => ({ end: ts(now + DAY + 12 * HOUR + 60_000) })],
      ['a start more than one day ago', () => ({ start: ts(now - DAY - HOUR), end: ts(now - DAY + HOUR) })],
      ['start as a number instead of a timestamp', () => ({ start: now + DAY })],
      ['an empty description', () => ({ description: '' })],
      ['isTest true', () => ({ isTest: true })],
      ['an extra field', () => ({ clockIn: ts(now) })],
      ['a field of the cancellation', () => ({ cancelledBy: UIDS.memberA })],
    ])('cannot create a shift with %s', async (_, extra) => {
      await assertDenied(createShift(db(), 'new', newShift(now, 'fac-a', UIDS.memberA, extra())));
    });
    it('cannot create a shift for B', async () => {
      await assertDenied(createShift(db(), 'new', newShift(now, 'fac-b', UIDS.memberA)));
    });

    // favorites first: favoritesFirstUntil, counted from createdAt, at most 24 hours, never past the start
    it.each<[string, () => Record<string, unknown>]>([
      ['a 2-hour window', () => ({ favoritesFirstUntil: ts(now + 2 * HOUR) })],
      ['a 24-hour window', () => ({ favoritesFirstUntil: ts(now + 24 * HOUR) })],
      [
        'a window cut at a start 5 hours ahead',
        () => ({ start: ts(now + 5 * HOUR), end: ts(now + 13 * HOUR), favoritesFirstUntil: ts(now + 5 * HOUR) }),
      ],
      ['no window (null)', () => ({ favoritesFirstUntil: null })],
    ])('creates a shift offered to favorites first: %s', async (_, extra) => {
      await assertSucceeds(createShift(db(), 'new', newShift(now, 'fac-a', UIDS.memberA, extra())));
    });
    it.each<[string, () => Record<string, unknown>]>([
      ['a window past the start', () => ({ favoritesFirstUntil: ts(now + DAY + HOUR) })],
      [
        'a window over 24 hours',
        () => ({
          start: ts(now + 2 * DAY),
          end: ts(now + 2 * DAY + 8 * HOUR),
          favoritesFirstUntil: ts(now + 25 * HOUR),
        }),
      ],
      ['a window closing before the posting', () => ({ favoritesFirstUntil: ts(now - HOUR) })],
      ['a window closing at the posting', () => ({ favoritesFirstUntil: ts(now) })],
      [
        "a window over 24 hours from the server's time (an old createdAt)",
        () => ({
          createdAt: now + 2 * HOUR,
          start: ts(now + 2 * DAY),
          end: ts(now + 2 * DAY + 8 * HOUR),
          favoritesFirstUntil: ts(now + 25 * HOUR),
        }),
      ],
      ['a window given as a number', () => ({ favoritesFirstUntil: now + HOUR })],
    ])('cannot create a shift offered to favorites first with %s', async (_, extra) => {
      await assertDenied(createShift(db(), 'new', newShift(now, 'fac-a', UIDS.memberA, extra())));
    });

    it('cancels a future shift of A with a reason, as itself', async () => {
      await assertSucceeds(cancel(db(), 'a-future', UIDS.memberA));
    });
    it('cancels with reason other and details', async () => {
      await assertSucceeds(cancel(db(), 'a-future', UIDS.memberA, { type: 'other', details: 'Census dropped' }));
    });
    it('cancels a started shift that has no worker', async () => {
      await assertSucceeds(cancel(db(), 'a-started-free', UIDS.memberA));
    });
    it('cannot cancel a started shift that has a worker', async () => {
      await assertDenied(cancel(db(), 'a-started-claimed', UIDS.memberA));
    });
    it('cannot cancel as another user', async () => {
      await assertDenied(cancel(db(), 'a-future', UIDS.memberB));
    });
    it('cannot cancel with reason other and no details', async () => {
      await assertDenied(cancel(db(), 'a-future', UIDS.memberA, { type: 'other' }));
    });
    it('cannot cancel with an unknown reason', async () => {
      await assertDenied(cancel(db(), 'a-future', UIDS.memberA, { type: 'bored' }));
    });
    it('cannot cancel a cancelled shift again', async () => {
      await assertDenied(cancel(db(), 'a-cancelled', UIDS.memberA));
    });
    it('cannot change other fields while cancelling', async () => {
      await assertDenied(
        withHistory(
          db(),
          'a-future',
          { ...cancellation(UIDS.memberA, { type: 'mistake' }), isFree: false },
          { kind: 'cancelled', facilityId: 'fac-a' },
        ),
      );
    });
    it('cannot cancel with a client-chosen time', async () => {
      await assertDenied(
        withHistory(
          db(),
          'a-future',
          {
            status: 'cancelled',
            cancelledAt: ts(now - DAY),
            cancelledBy: UIDS.memberA,
            cancellationReason: { type: 'mistake' },
          },
          { kind: 'cancelled', facilityId: 'fac-a' },
        ),
      );
    });

    it('edits the five fields of a future shift', async () => {
      await assertSucceeds(edit(db(), 'a-future'));
    });
    it('cannot edit a shift that has started', async () => {
      await assertDenied(edit(db(), 'a-started-free'));
    });
    it('cannot edit a cancelled shift', async () => {
      await assertDenied(edit(db(), 'a-cancelled'));
    });
    it('edits the start of a shift offered to favorites first, closing the window at the earlier start', async () => {
      await assertSucceeds(
        edit(db(), 'a-favorites', {
          start: ts(now + HOUR),
          end: ts(now + 9 * HOUR),
          favoritesFirstUntil: ts(now + HOUR),
        }),
      );
    });
    it('edits a shift offered to favorites first and keeps its window', async () => {
      await assertSucceeds(edit(db(), 'a-favorites'));
    });
    it('cannot edit a shift to leave its favorites window open past the new start', async () => {
      await assertDenied(edit(db(), 'a-favorites', { start: ts(now + HOUR), end: ts(now + 9 * HOUR) }));
    });
    it('cannot lengthen the favorites window in an edit', async () => {
      await assertDenied(edit(db(), 'a-favorites', { favoritesFirstUntil: ts(now + 3 * HOUR) }));
    });
    it('cannot open a favorites window on a shift that had none', async () => {
      await assertDenied(edit(db(), 'a-future', { favoritesFirstUntil: ts(now + HOUR) }));
    });
    it('closes a favorites window in an edit', async () => {
      await assertSucceeds(edit(db(), 'a-favorites', { favoritesFirstUntil: null }));
    });
    it('cannot edit to an end more than 12 hours after the start', async () => {
      await assertDenied(edit(db(), 'a-future', { end: ts(now + 3 * DAY + 13 * HOUR) }));
    });
    it('cannot change facilityIdentifier', async () => {
      await assertDenied(
        withHistory(db(), 'a-future', { facilityIdentifier: 'fac-b' }, { kind: 'edited', facilityId: 'fac-a' }),
      );
    });
    it('cannot give a shift a companyId in an edit', async () => {
      await assertDenied(edit(db(), 'a-future', { companyId: 'co-x' }));
    });
    it('cannot create a shift with a companyId its facility does not have', async () => {
      await assertDenied(createShift(db(), 'new', newShift(now, 'fac-a', UIDS.memberA, { companyId: 'co-x' })));
    });
    it('cannot create a shift without companyId', async () => {
      const { companyId: _, ...without } = newShift(now, 'fac-a', UIDS.memberA);
      await assertDenied(createShift(db(), 'new', without));
    });
    it('cannot assign a worker', async () => {
      await assertDenied(
        withHistory(db(), 'a-future', { nurseId: UIDS.worker, isFree: false }, { kind: 'edited', facilityId: 'fac-a' }),
      );
    });
    it('marks discontent', async () => {
      await assertSucceeds(
        withHistory(
          db(),
          'a-started-claimed',
          { hasShiftDiscontent: true },
          { kind: 'discontent', facilityId: 'fac-a' },
        ),
      );
    });
    it('cannot delete a shift', async () => {
      await assertDenied(deleteDoc(doc(db(), 'shifts/a-future')));
    });
    it('saves the shift templates of A', async () => {
      await assertSucceeds(
        updateDoc(doc(db(), 'facilities/fac-a'), {
          shiftTemplates: [{ name: 'Day', startTime: '07:00', endTime: '15:00' }],
        }),
      );
    });
    it('cannot change another facility field with the templates', async () => {
      await assertDenied(
        updateDoc(doc(db(), 'facilities/fac-a'), { shiftTemplates: [], status: 'active', facilityName: 'Renamed' }),
      );
    });
  });

  describe('admin of facility A (adminIds)', () => {
    const db = () => dbAs(env, 'adminOfA');
    it('lists the shifts of A', async () => {
      await assertSucceeds(getDocs(shiftsOf(db(), ['fac-a'])));
    });
    it('creates a shift for A as itself', async () => {
      await assertSucceeds(createShift(db(), 'new', newShift(now, 'fac-a', UIDS.adminOfA)));
    });
    it('cancels a shift of A', async () => {
      await assertSucceeds(cancel(db(), 'a-future', UIDS.adminOfA));
    });
  });

  describe('member of facility B', () => {
    const db = () => dbAs(env, 'memberB');
    it('cannot read a shift of A', async () => {
      await assertDenied(getDoc(doc(db(), 'shifts/a-future')));
    });
    it('cannot list the shifts of A', async () => {
      await assertDenied(getDocs(shiftsOf(db(), ['fac-a'])));
    });
    it('cannot create a shift for A', async () => {
      await assertDenied(createShift(db(), 'new', newShift(now, 'fac-a', UIDS.memberB)));
    });
    it('cannot cancel a shift of A', async () => {
      await assertDenied(cancel(db(), 'a-future', UIDS.memberB));
    });
    it('cannot edit a shift of A', async () => {
      await assertDenied(edit(db(), 'a-future'));
    });
    it('cannot save the shift templates of A', async () => {
      await assertDenied(updateDoc(doc(db(), 'facilities/fac-a'), { shiftTemplates: [] }));
    });
  });

  describe('admin of facility Y1 (a facility of company Y, not its owner)', () => {
    const db = () => dbAs(env, 'memberY1');
    it('lists the shifts of Y1', async () => {
      await assertSucceeds(getDocs(shiftsOf(db(), ['fac-y1'])));
    });
    it("cannot list company Y's shifts by companyId", async () => {
      await assertDenied(getDocs(companyShifts(db(), 'co-y')));
    });
  });

  describe('company owner', () => {
    const db = () => dbAs(env, 'companyX');
    it("lists the company's shifts in one query by companyId, 10 at a time", async () => {
      const listed = await assertSucceeds(getDocs(companyShifts(db(), 'co-x')));
      expect(listed.docs.map((d) => d.id).sort()).toEqual(['x1-future', 'x2-future']);
    });
    it("cannot list another company's shifts by companyId", async () => {
      await assertDenied(getDocs(companyShifts(db(), 'co-y')));
    });
    it('cannot create a shift for one of its facilities without the companyId', async () => {
      await assertDenied(createShift(db(), 'new', newShift(now, 'fac-x2', UIDS.companyX, { companyId: null })));
    });
    it("cannot create a shift for one of its facilities with another company's companyId", async () => {
      await assertDenied(createShift(db(), 'new', newShift(now, 'fac-x2', UIDS.companyX, { companyId: 'co-y' })));
    });
    it("cannot change a shift's companyId in an edit", async () => {
      await assertDenied(edit(db(), 'x1-future', { companyId: 'co-y' }));
    });
    it("cannot clear a shift's companyId while cancelling", async () => {
      await assertDenied(
        withHistory(
          db(),
          'x1-future',
          { ...cancellation(UIDS.companyX), companyId: null },
          { kind: 'cancelled', facilityId: 'fac-x1' },
        ),
      );
    });
    it("lists the shifts of all the company's facilities with an 'in' query", async () => {
      await assertSucceeds(getDocs(shiftsOf(db(), ['fac-x1', 'fac-x2'])));
    });
    it('reads a shift of one of its facilities', async () => {
      await assertSucceeds(getDoc(doc(db(), 'shifts/x2-future')));
    });
    it("cannot list with a facility outside the company in the 'in' list", async () => {
      await assertDenied(getDocs(shiftsOf(db(), ['fac-x1', 'fac-a'])));
    });
    it('cannot read a shift of another facility', async () => {
      await assertDenied(getDoc(doc(db(), 'shifts/a-future')));
    });
    it('creates a shift for one of its facilities', async () => {
      await assertSucceeds(createShift(db(), 'new', newShift(now, 'fac-x2', UIDS.companyX)));
    });
    it('cannot create a shift for another facility', async () => {
      await assertDenied(createShift(db(), 'new', newShift(now, 'fac-a', UIDS.companyX)));
    });
    it('posts a batch for one of its facilities', async () => {
      const d = db();
      const batch = writeBatch(d);
      for (let i = 0; i < 8; i++)
        addCreate(batch, d, `post-${i}`, newShift(now, 'fac-x2', UIDS.companyX, { createdAt: now - i }));
      await assertSucceeds(batch.commit());
    });
    it("a batch with one shift of another company's facility is refused whole", async () => {
      const d = db();
      const batch = writeBatch(d);
      addCreate(batch, d, 'post-0', newShift(now, 'fac-x2', UIDS.companyX));
      addCreate(batch, d, 'post-1', newShift(now, 'fac-y1', UIDS.companyX));
      await assertDenied(batch.commit());
    });
    it('edits a shift of one of its facilities', async () => {
      await assertSucceeds(edit(db(), 'x1-future'));
    });
    it("names at most 9 facilities in one 'in' query (the rules read each and the company: 10 reads)", async () => {
      const base = baseDocs();
      const more: Record<string, Record<string, unknown>> = {};
      // facilities the company owns through companyId only (their ownerId is someone else)
      for (let i = 1; i <= 10; i++)
        more[`facilities/fac-z${i}`] = { ...base['facilities/fac-x1'], id: `fac-z${i}`, ownerId: 'u-manager' };
      await seedDocs(env, more);
      const ids = Array.from({ length: 10 }, (_, i) => `fac-z${i + 1}`);
      await assertSucceeds(getDocs(shiftsOf(db(), ids.slice(0, 9))));
      await assertDenied(getDocs(shiftsOf(db(), ids)));
    });
  });

  describe('internal admin', () => {
    const db = () => dbAs(env, 'internalAdmin');
    it('reads and lists the shifts of any facility', async () => {
      await assertSucceeds(getDoc(doc(db(), 'shifts/a-future')));
      await assertSucceeds(getDocs(shiftsOf(db(), ['fac-a'])));
    });
    it("lists a company's shifts by companyId", async () => {
      await assertSucceeds(getDocs(companyShifts(db(), 'co-y')));
    });
    it('creates a shift recording its own uid', async () => {
      await assertSucceeds(createShift(db(), 'new', newShift(now, 'fac-a', UIDS.internalAdmin)));
    });
    it('cannot create a shift recording the impersonated uid', async () => {
      await assertDenied(createShift(db(), 'new', newShift(now, 'fac-a', UIDS.memberA)));
    });
    it('cancels as itself', async () => {
      await assertSucceeds(cancel(db(), 'a-future', UIDS.internalAdmin));
    });
    it('cannot delete a shift', async () => {
      await assertDenied(deleteDoc(doc(db(), 'shifts/a-future')));
    });
  });

  describe('worker', () => {
    const db = () => dbAs(env, 'worker');
    it('cannot read a shift', async () => {
      await assertDenied(getDoc(doc(db(), 'shifts/a-future')));
    });
    it('cannot list shifts', async () => {
      await assertDenied(getDocs(shiftsOf(db(), ['fac-a'])));
    });
    it('cannot create a shift', async () => {
      await assertDenied(createShift(db(), 'new', newShift(now, 'fac-a', UIDS.worker)));
    });
    it("cannot change a shift's companyId with a claim", async () => {
      await assertDenied(
        withHistory(
          db(),
          'x1-future',
          { nurseId: UIDS.worker, isFree: false, companyId: 'co-y' },
          { kind: 'edited', facilityId: 'fac-x1' },
        ),
      );
    });
    it('cannot list shifts by companyId', async () => {
      await assertDenied(getDocs(companyShifts(db(), 'co-x')));
    });
    it('cannot claim a shift through the portal rules', async () => {
      await assertDenied(
        withHistory(db(), 'a-future', { nurseId: UIDS.worker, isFree: false }, { kind: 'edited', facilityId: 'fac-a' }),
      );
    });
  });
});
