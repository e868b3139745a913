// Rules for favorites (the facility's premierlist, the worker pages' Favorite toggle): members of a facility (and
// internal admins acting for them) add or remove one real worker at a time with one premierlistEvents entry naming
// themselves; a blocked worker is never added; at most 500; nobody else reads or changes it. Blocking a favorite
// takes them off the favorites in the same write. Also: a worker's reviews summed with a limit above 100.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  collection,
  count,
  doc,
  getAggregateFromServer,
  getDoc,
  limit,
  query,
  sum,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import {
  assertDenied,
  baseDocs,
  DAY,
  dbAs,
  makeRulesEnv,
  type Persona,
  seedDocs,
  ts,
  UIDS,
  workedShift,
} from '../support/rules';

let env: RulesTestEnvironment;
const W = UIDS.worker;
const W2 = 'u-worker-2';
const BLOCKED = 'u-worker-blocked';

const workerDoc = (firstName: string, extra: Record<string, unknown> = {}) => ({
  firstName,
  lastName: 'Worker',
  userType: 'worker',
  nurseType: 'CNA',
  blocklistedBy: [],
  blocklistedByEvents: [],
  ...extra,
});

const event = (by: string, nurseId: string, action: 'added' | 'removed', extra: Record<string, unknown> = {}) => ({
  timestamp: ts(Date.now()),
  nurseId,
  action,
  by,
  ...extra,
});

/** The write the portal makes (workersApi.applyFavoriteChange), as `persona` for `facilityId`. */
function toggle(
  persona: Persona,
  facilityId: string,
  nurseId: string,
  add: boolean,
  extra: Record<string, unknown> = {},
) {
  const by = persona === 'signedOut' ? 'nobody' : UIDS[persona];
  return updateDoc(doc(dbAs(env, persona), 'facilities', facilityId), {
    premierlist: add ? arrayUnion(nurseId) : arrayRemove(nurseId),
    premierlistEvents: arrayUnion(event(by, nurseId, add ? 'added' : 'removed')),
    ...extra,
  });
}

beforeAll(async () => {
  env = await makeRulesEnv('favorites');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  const base = baseDocs();
  const earlier = ts(Date.now() - 3 * DAY);
  await seedDocs(env, {
    ...base,
    'facilities/fac-a': {
      ...base['facilities/fac-a'],
      blocklist: [BLOCKED],
      blocklistEvents: [{ timestamp: earlier, nurseId: BLOCKED, reason: 'No-show', action: 'blocked' }],
      premierlist: [W2],
      premierlistEvents: [{ timestamp: earlier, nurseId: W2, action: 'added', by: UIDS.memberA }],
    },
    'facilities/fac-y1': { ...base['facilities/fac-y1'], premierlist: [], premierlistEvents: [] },
    [`user/${W2}`]: workerDoc('Second'),
    [`user/${BLOCKED}`]: workerDoc('Blocked', {
      blocklistedBy: ['fac-a'],
      blocklistedByEvents: [{ timestamp: earlier, facilityId: 'fac-a', reason: 'No-show', action: 'blocked' }],
    }),
  });
});

describe('favorites (premierlist)', () => {
  describe('owner of facility A', () => {
    it('adds a worker to the favorites of A, with one event naming the owner', async () => {
      await assertSucceeds(toggle('memberA', 'fac-a', W, true));
    });
    it('removes a favorite of A', async () => {
      await assertSucceeds(toggle('memberA', 'fac-a', W2, false));
    });
    it('cannot add a worker blocked at A', async () => {
      await assertDenied(toggle('memberA', 'fac-a', BLOCKED, true));
    });
    it('cannot add an id that is no worker (a portal user)', async () => {
      await assertDenied(toggle('memberA', 'fac-a', UIDS.memberB, true));
    });
    it('cannot add an id without a user record', async () => {
      await assertDenied(toggle('memberA', 'fac-a', 'u-nobody', true));
    });
    it('cannot add a favorite twice', async () => {
      const db = dbAs(env, 'memberA');
      await assertDenied(
        updateDoc(doc(db, 'facilities', 'fac-a'), {
          premierlist: [W2, W2],
          premierlistEvents: arrayUnion(event(UIDS.memberA, W2, 'added')),
        }),
      );
    });
    it('cannot remove a worker who is not a favorite', async () => {
      await assertDenied(toggle('memberA', 'fac-a', W, false));
    });
    it('cannot change the favorites without an event', async () => {
      await assertDenied(updateDoc(doc(dbAs(env, 'memberA'), 'facilities', 'fac-a'), { premierlist: [W2, W] }));
    });
    it('cannot record the change as made by someone else', async () => {
      const db = dbAs(env, 'memberA');
      await assertDenied(
        updateDoc(doc(db, 'facilities', 'fac-a'), {
          premierlist: arrayUnion(W),
          premierlistEvents: arrayUnion(event(UIDS.adminOfA, W, 'added')),
        }),
      );
    });
    it('cannot add two workers with one event', async () => {
      const db = dbAs(env, 'memberA');
      await assertDenied(
        updateDoc(doc(db, 'facilities', 'fac-a'), {
          premierlist: arrayUnion(W, UIDS.worker + '-x'),
          premierlistEvents: arrayUnion(event(UIDS.memberA, W, 'added')),
        }),
      );
    });
    it('cannot rewrite the earlier events', async () => {
      const db = dbAs(env, 'memberA');
      await assertDenied(
        updateDoc(doc(db, 'facilities', 'fac-a'), {
          premierlist: arrayUnion(W),
          premierlistEvents: [event(UIDS.memberA, W, 'added')],
        }),
      );
    });
    it('cannot add an event with fields of its own or a time far from now', async () => {
      const db = dbAs(env, 'memberA');
      await assertDenied(
        toggle('memberA', 'fac-a', W, true, {
          premierlistEvents: arrayUnion({ ...event(UIDS.memberA, W, 'added'), note: 'x' }),
        }),
      );
      await assertDenied(
        updateDoc(doc(db, 'facilities', 'fac-a'), {
          premierlist: arrayUnion(W),
          premierlistEvents: arrayUnion(event(UIDS.memberA, W, 'added', { timestamp: ts(Date.now() - 2 * DAY) })),
        }),
      );
    });
    it('cannot change another field with the favorites', async () => {
      await assertDenied(toggle('memberA', 'fac-a', W, true, { facilityName: 'Renamed' }));
    });
    it('cannot have more than 500 favorites', async () => {
      const many = Array.from({ length: 500 }, (_, i) => `u-fav-${i}`);
      await seedDocs(env, {
        'facilities/fac-a': { ...baseDocs()['facilities/fac-a'], premierlist: many, premierlistEvents: [] },
      });
      await assertDenied(toggle('memberA', 'fac-a', W, true));
      // removing one of them is still allowed
      await assertSucceeds(toggle('memberA', 'fac-a', 'u-fav-7', false));
    });
    it('cannot add a favorite at facility B', async () => {
      await assertDenied(toggle('memberA', 'fac-b', W, true));
    });
  });

  describe('admin of facility A (invited)', () => {
    it('adds and removes favorites of A', async () => {
      await assertSucceeds(toggle('adminOfA', 'fac-a', W, true));
      await assertSucceeds(toggle('adminOfA', 'fac-a', W2, false));
    });
  });

  describe('owner of facility B', () => {
    it('cannot read A (and so its favorites)', async () => {
      await assertDenied(getDoc(doc(dbAs(env, 'memberB'), 'facilities', 'fac-a')));
    });
    it("cannot change A's favorites", async () => {
      await assertDenied(toggle('memberB', 'fac-a', W, true));
      await assertDenied(toggle('memberB', 'fac-a', W2, false));
    });
  });

  describe('company owner', () => {
    it("of company Y changes the favorites of Y's facility Y1", async () => {
      await assertSucceeds(toggle('companyY', 'fac-y1', W, true));
    });
    it("of company X cannot read or change the favorites of Y1, another company's facility", async () => {
      await assertDenied(getDoc(doc(dbAs(env, 'companyX'), 'facilities', 'fac-y1')));
      await assertDenied(toggle('companyX', 'fac-y1', W, true));
    });
  });

  describe('admin of facility Y1 (not the company owner)', () => {
    it('changes the favorites of Y1 only', async () => {
      await assertSucceeds(toggle('memberY1', 'fac-y1', W, true));
      await assertDenied(toggle('memberY1', 'fac-a', W, true));
    });
  });

  describe('internal admin', () => {
    it("acts for A, recording the admin's own uid", async () => {
      await assertSucceeds(toggle('internalAdmin', 'fac-a', W, true));
    });
    it("cannot record A's owner as the one who acted", async () => {
      const db = dbAs(env, 'internalAdmin');
      await assertDenied(
        updateDoc(doc(db, 'facilities', 'fac-a'), {
          premierlist: arrayUnion(W),
          premierlistEvents: arrayUnion(event(UIDS.memberA, W, 'added')),
        }),
      );
    });
  });

  describe('a worker', () => {
    it('cannot read a facility or make themselves a favorite', async () => {
      await assertDenied(getDoc(doc(dbAs(env, 'worker'), 'facilities', 'fac-a')));
      await assertDenied(toggle('worker', 'fac-a', W, true));
    });
  });

  describe('signed out', () => {
    it('cannot read or change favorites', async () => {
      await assertDenied(getDoc(doc(dbAs(env, 'signedOut'), 'facilities', 'fac-a')));
      await assertDenied(toggle('signedOut', 'fac-a', W, true));
    });
  });
});

describe('blocking a favorite', () => {
  /** The block batch as blocksApi.applyBlockChange writes it, with the favorites part when `favorites` is set. */
  function block(db: Firestore, nurseId: string, favorites: Record<string, unknown> | null, action = 'blocked') {
    const timestamp = ts(Date.now());
    const reason = 'Late';
    const blocking = action === 'blocked';
    const batch = writeBatch(db);
    batch.update(doc(db, 'facilities', 'fac-a'), {
      blocklist: blocking ? arrayUnion(nurseId) : arrayRemove(nurseId),
      blocklistEvents: arrayUnion({ timestamp, nurseId, reason, action, by: UIDS.memberA }),
      ...(favorites && {
        premierlist: arrayRemove(nurseId),
        premierlistEvents: arrayUnion({ timestamp, nurseId, action: 'removed', by: UIDS.memberA, ...favorites }),
      }),
    });
    batch.update(doc(db, 'user', nurseId), {
      blocklistedBy: blocking ? arrayUnion('fac-a') : arrayRemove('fac-a'),
      blocklistedByEvents: arrayUnion({ timestamp, facilityId: 'fac-a', reason, action }),
    });
    return batch.commit();
  }

  it('takes the worker off the favorites, with a removed event of the same time, in the block batch', async () => {
    await assertSucceeds(block(dbAs(env, 'memberA'), W2, {}));
  });
  it('is refused when the favorite is left in the favorites', async () => {
    await assertDenied(block(dbAs(env, 'memberA'), W2, null));
  });
  it('is refused when the removal names another time', async () => {
    await assertDenied(block(dbAs(env, 'memberA'), W2, { timestamp: ts(Date.now() - 60_000) }));
  });
  it('blocking a worker who is no favorite leaves the favorites alone', async () => {
    await assertSucceeds(block(dbAs(env, 'memberA'), W, null));
  });
  it('an unblock cannot touch the favorites', async () => {
    await assertDenied(block(dbAs(env, 'memberA'), BLOCKED, {}, 'unblocked'));
  });
  it('a block event cannot name someone else as the one who acted', async () => {
    const db = dbAs(env, 'memberA');
    const timestamp = ts(Date.now());
    const batch = writeBatch(db);
    batch.update(doc(db, 'facilities', 'fac-a'), {
      blocklist: arrayUnion(W),
      blocklistEvents: arrayUnion({ timestamp, nurseId: W, reason: 'Late', action: 'blocked', by: UIDS.adminOfA }),
    });
    batch.update(doc(db, 'user', W), {
      blocklistedBy: arrayUnion('fac-a'),
      blocklistedByEvents: arrayUnion({ timestamp, facilityId: 'fac-a', reason: 'Late', action: 'blocked' }),
    });
    await assertDenied(batch.commit());
  });
});

describe("a worker's reviews (Average rating)", () => {
  const reviews = (db: Firestore, facilityId: string, nurseId: string | null, max: number) =>
    query(
      collection(db, 'reviews'),
      where('facilityIdentifier', '==', facilityId),
      ...(nurseId ? [where('nurseId', '==', nurseId)] : []),
      limit(max),
    );

  beforeEach(async () => {
    const shift = workedShift(Date.now(), 'fac-a');
    await seedDocs(env, {
      'shifts/s1': shift,
      'reviews/s1': { facilityIdentifier: 'fac-a', nurseId: W, rating: 4, status: 'submitted' },
    });
  });

  it("a member counts and sums one worker's reviews with a limit up to 5000", async () => {
    const snap = await assertSucceeds(
      getAggregateFromServer(reviews(dbAs(env, 'memberA'), 'fac-a', W, 5000), { n: count(), total: sum('rating') }),
    );
    expect(snap.data()).toEqual({ n: 1, total: 4 });
  });
  it('without naming the worker the limit stays 100', async () => {
    await assertDenied(getAggregateFromServer(reviews(dbAs(env, 'memberA'), 'fac-a', null, 5000), { n: count() }));
  });
  it("another facility's owner cannot count them", async () => {
    await assertDenied(getAggregateFromServer(reviews(dbAs(env, 'memberB'), 'fac-a', W, 5000), { n: count() }));
  });
});
