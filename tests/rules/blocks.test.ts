// Rules for blocking and unblocking workers (Blocked Employees): a member of a facility changes only the
// facility's blocklist and blocklistEvents (one event appended), only the worker record's blocklistedBy
// and blocklistedByEvents for their own facility id, and, when blocking, frees the worker's future
// shifts of that facility (isFree true, nurseId null), all in one batch.
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { arrayRemove, arrayUnion, doc, Timestamp, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import {
  assertDenied,
  baseDocs,
  DAY,
  dbAs,
  HOUR,
  makeRulesEnv,
  seedDocs,
  storedShift,
  ts,
  UIDS,
  addWithHistory,
  withHistory,
} from '../support/rules';

let env: RulesTestEnvironment;
let now: number;
const W = UIDS.worker;
const W2 = 'u-worker-2';
const W3 = 'u-worker-3';

/** A shift of the facility starting `startIn` ms from now, claimed by nurseId (free when null). */
const shift = (facilityId: string, nurseId: string | null, startIn: number, extra: Record<string, unknown> = {}) =>
  storedShift(now, facilityId, {
    isFree: nurseId === null,
    nurseId,
    start: ts(now + startIn),
    end: ts(now + startIn + 8 * HOUR),
    ...extra,
  });

const workerDoc = (firstName: string, blocklistedBy: string[] = [], events: Record<string, unknown>[] = []) => ({
  firstName,
  lastName: 'Worker',
  userType: 'worker',
  nurseType: 'CNA',
  blocklistedBy,
  blocklistedByEvents: events,
});

beforeAll(async () => {
  env = await makeRulesEnv('blocks');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  now = Date.now();
  await env.clearFirestore();
  const base = baseDocs();
  const earlier = ts(now - 3 * DAY);
  await seedDocs(env, {
    ...base,
    'facilities/fac-a': {
      ...base['facilities/fac-a'],
      blocklist: [W2],
      blocklistEvents: [{ timestamp: earlier, nurseId: W2, reason: 'No-show', action: 'blocked' }],
    },
    'facilities/fac-b': { ...base['facilities/fac-b'], blocklist: [W3], blocklistEvents: [] },
    [`user/${W2}`]: workerDoc(
      'Second',
      ['fac-a'],
      [{ timestamp: earlier, facilityId: 'fac-a', reason: 'No-show', action: 'blocked' }],
    ),
    [`user/${W3}`]: workerDoc(
      'Third',
      ['fac-b'],
      [{ timestamp: earlier, facilityId: 'fac-b', reason: 'Rude', action: 'blocked' }],
    ),
    'shifts/a-w-1': shift('fac-a', W, DAY),
    'shifts/a-w-2': shift('fac-a', W, 2 * DAY),
    'shifts/a-w-3': shift('fac-a', W, 3 * DAY),
    'shifts/a-w-4': shift('fac-a', W, 4 * DAY),
    'shifts/a-w-5': shift('fac-a', W, 5 * DAY),
    'shifts/a-w-6': shift('fac-a', W, 6 * DAY),
    'shifts/a-w-past': shift('fac-a', W, -DAY),
    'shifts/a-w2-future': shift('fac-a', W2, DAY),
    'shifts/a-w4-future': shift('fac-a', 'u-worker-4', DAY),
    'shifts/a-free': shift('fac-a', null, DAY),
    'shifts/b-w-future': shift('fac-b', W, DAY),
    'shifts/x1-w-future': shift('fac-x1', W, DAY),
  });
});

interface Change {
  facilityId: string;
  nurseId: string;
  action: 'blocked' | 'unblocked';
  reason?: string;
  timestamp?: Timestamp;
  shiftIds?: string[];
  /** replaces the worker record's update */
  worker?: Record<string, unknown>;
}

/** The block or unblock batch the portal writes (blocksApi.applyBlockChange). */
function changeBatch(db: Firestore, c: Change) {
  const timestamp = c.timestamp ?? ts(Date.now());
  const reason = c.reason ?? 'Repeated no-shows';
  const blocking = c.action === 'blocked';
  const batch = writeBatch(db);
  batch.update(doc(db, 'facilities', c.facilityId), {
    blocklist: blocking ? arrayUnion(c.nurseId) : arrayRemove(c.nurseId),
    blocklistEvents: arrayUnion({ timestamp, nurseId: c.nurseId, reason, action: c.action }),
  });
  batch.update(
    doc(db, 'user', c.nurseId),
    c.worker ?? {
      blocklistedBy: blocking ? arrayUnion(c.facilityId) : arrayRemove(c.facilityId),
      blocklistedByEvents: arrayUnion({ timestamp, facilityId: c.facilityId, reason, action: c.action }),
    },
  );
  for (const id of c.shiftIds ?? []) {
    addWithHistory(batch, db, id, { isFree: true, nurseId: null }, { kind: 'released', facilityId: c.facilityId });
  }
  return batch;
}

const FUTURE_OF_W_AT_A = ['a-w-1', 'a-w-2', 'a-w-3', 'a-w-4', 'a-w-5', 'a-w-6'];
const facilityEvent = (extra: Record<string, unknown> = {}) => ({
  timestamp: ts(Date.now()),
  nurseId: W,
  reason: 'Late',
  action: 'blocked',
  ...extra,
});

describe('blocks', () => {
  describe('signed out', () => {
    it('cannot block a worker', async () => {
      await assertDenied(
        changeBatch(dbAs(env, 'signedOut'), { facilityId: 'fac-a', nurseId: W, action: 'blocked' }).commit(),
      );
    });
  });

  describe('member of facility A', () => {
    const db = () => dbAs(env, 'memberA');

    it('blocks a worker and frees their six future shifts of A in one batch', async () => {
      await assertSucceeds(
        changeBatch(db(), { facilityId: 'fac-a', nurseId: W, action: 'blocked', shiftIds: FUTURE_OF_W_AT_A }).commit(),
      );
    });
    it('unblocks a blocked worker in one batch', async () => {
      await assertSucceeds(changeBatch(db(), { facilityId: 'fac-a', nurseId: W2, action: 'unblocked' }).commit());
    });
    it('blocks a worker another facility has blocked too', async () => {
      await assertSucceeds(changeBatch(db(), { facilityId: 'fac-a', nurseId: W3, action: 'blocked' }).commit());
    });
    // 'Each change appends an event on both the facility side and the worker side': neither side alone
    it("cannot block at A without the worker's event in the same write", async () => {
      await assertDenied(
        updateDoc(doc(db(), 'facilities/fac-a'), {
          blocklist: arrayUnion(W),
          blocklistEvents: arrayUnion(facilityEvent()),
        }),
      );
    });
    it("cannot unblock at A without the worker's event in the same write", async () => {
      await assertDenied(
        updateDoc(doc(db(), 'facilities/fac-a'), {
          blocklist: arrayRemove(W2),
          blocklistEvents: arrayUnion(facilityEvent({ nurseId: W2, action: 'unblocked' })),
        }),
      );
    });
    it('cannot block with a worker event that differs from the facility event', async () => {
      const timestamp = ts(Date.now());
      await assertDenied(
        changeBatch(db(), {
          facilityId: 'fac-a',
          nurseId: W,
          action: 'blocked',
          timestamp,
          worker: {
            blocklistedBy: arrayUnion('fac-a'),
            blocklistedByEvents: arrayUnion({
              timestamp,
              facilityId: 'fac-a',
              reason: 'Another reason',
              action: 'blocked',
            }),
          },
        }).commit(),
      );
    });
    it('cannot free a past shift of the worker while blocking', async () => {
      await assertDenied(
        changeBatch(db(), {
          facilityId: 'fac-a',
          nurseId: W,
          action: 'blocked',
          shiftIds: ['a-w-1', 'a-w-past'],
        }).commit(),
      );
    });
    it('cannot free the future shift of a worker who is not blocked', async () => {
      await assertDenied(
        changeBatch(db(), { facilityId: 'fac-a', nurseId: W, action: 'blocked', shiftIds: ['a-w4-future'] }).commit(),
      );
    });
    it('frees the future shift of a worker blocked earlier', async () => {
      await assertSucceeds(
        withHistory(db(), 'a-w2-future', { isFree: true, nurseId: null }, { kind: 'released', facilityId: 'fac-a' }),
      );
    });
    it('cannot free a shift without blocking its worker', async () => {
      await assertDenied(
        withHistory(db(), 'a-w-1', { isFree: true, nurseId: null }, { kind: 'released', facilityId: 'fac-a' }),
      );
    });
    it('cannot unclaim-and-edit a shift while freeing it', async () => {
      const d = db();
      const batch = changeBatch(d, { facilityId: 'fac-a', nurseId: W, action: 'blocked' });
      batch.update(doc(d, 'shifts/a-w-1'), { isFree: true, nurseId: null, description: 'Changed' });
      await assertDenied(batch.commit());
    });
    it('cannot hand a shift to another worker while freeing it', async () => {
      const d = db();
      const batch = changeBatch(d, { facilityId: 'fac-a', nurseId: W, action: 'blocked' });
      batch.update(doc(d, 'shifts/a-w-1'), { isFree: false, nurseId: W2 });
      await assertDenied(batch.commit());
    });
    it('cannot free a shift of B', async () => {
      await assertDenied(
        changeBatch(db(), { facilityId: 'fac-a', nurseId: W, action: 'blocked', shiftIds: ['b-w-future'] }).commit(),
      );
    });

    it('cannot mark a worker as blocked by A without blocking them in A', async () => {
      await assertDenied(
        updateDoc(doc(db(), 'user', W), {
          blocklistedBy: arrayUnion('fac-a'),
          blocklistedByEvents: arrayUnion({
            timestamp: ts(Date.now()),
            facilityId: 'fac-a',
            reason: 'Late',
            action: 'blocked',
          }),
        }),
      );
    });
    it('cannot mark a worker as unblocked by A while A keeps them blocked', async () => {
      await assertDenied(
        updateDoc(doc(db(), 'user', W2), {
          blocklistedBy: arrayRemove('fac-a'),
          blocklistedByEvents: arrayUnion({
            timestamp: ts(Date.now()),
            facilityId: 'fac-a',
            reason: 'OK now',
            action: 'unblocked',
          }),
        }),
      );
    });
    const workerEvent = (extra: Record<string, unknown> = {}) => ({
      timestamp: ts(Date.now()),
      facilityId: 'fac-a',
      reason: 'Late',
      action: 'blocked',
      ...extra,
    });
    it.each<[string, Record<string, unknown>]>([
      [
        'another facility id added too',
        { blocklistedBy: arrayUnion('fac-a', 'fac-c'), blocklistedByEvents: arrayUnion(workerEvent()) },
      ],
      ["another facility's id removed", { blocklistedBy: ['fac-a'], blocklistedByEvents: arrayUnion(workerEvent()) }],
      [
        'the worker renamed',
        { blocklistedBy: arrayUnion('fac-a'), blocklistedByEvents: arrayUnion(workerEvent()), firstName: 'Changed' },
      ],
      [
        'an event naming facility B',
        { blocklistedBy: arrayUnion('fac-a'), blocklistedByEvents: arrayUnion(workerEvent({ facilityId: 'fac-b' })) },
      ],
      [
        'an unknown action',
        { blocklistedBy: arrayUnion('fac-a'), blocklistedByEvents: arrayUnion(workerEvent({ action: 'banned' })) },
      ],
      [
        'an empty reason',
        { blocklistedBy: arrayUnion('fac-a'), blocklistedByEvents: arrayUnion(workerEvent({ reason: '' })) },
      ],
      [
        'a timestamp of two days ago',
        {
          blocklistedBy: arrayUnion('fac-a'),
          blocklistedByEvents: arrayUnion(workerEvent({ timestamp: ts(now - 2 * DAY) })),
        },
      ],
      [
        'an event with an extra field',
        { blocklistedBy: arrayUnion('fac-a'), blocklistedByEvents: arrayUnion(workerEvent({ by: UIDS.memberA })) },
      ],
      [
        'an event that is not a map',
        { blocklistedBy: arrayUnion('fac-a'), blocklistedByEvents: arrayUnion('blocked') },
      ],
      ['blocklistedBy not a list', { blocklistedBy: 'fac-a', blocklistedByEvents: arrayUnion(workerEvent()) }],
      ['the earlier events dropped', { blocklistedBy: ['fac-b', 'fac-a'], blocklistedByEvents: [workerEvent()] }],
    ])('cannot block with %s on the worker record', async (_, worker) => {
      await assertDenied(changeBatch(db(), { facilityId: 'fac-a', nurseId: W3, action: 'blocked', worker }).commit());
    });
    it('cannot give a non-worker user a blocklist', async () => {
      await assertDenied(
        updateDoc(doc(db(), 'user', UIDS.memberB), {
          blocklistedBy: arrayUnion('fac-a'),
          blocklistedByEvents: arrayUnion({
            timestamp: ts(Date.now()),
            facilityId: 'fac-a',
            reason: 'Late',
            action: 'blocked',
          }),
        }),
      );
    });

    it.each<[string, Record<string, unknown>]>([
      [
        'an unknown action',
        { blocklist: arrayUnion(W), blocklistEvents: arrayUnion(facilityEvent({ action: 'banned' })) },
      ],
      ['an empty reason', { blocklist: arrayUnion(W), blocklistEvents: arrayUnion(facilityEvent({ reason: '' })) }],
      ['a reason of numbers', { blocklist: arrayUnion(W), blocklistEvents: arrayUnion(facilityEvent({ reason: 42 })) }],
      [
        'no reason',
        {
          blocklist: arrayUnion(W),
          blocklistEvents: arrayUnion({ timestamp: ts(Date.now()), nurseId: W, action: 'blocked' }),
        },
      ],
      [
        'a timestamp of two days ago',
        { blocklist: arrayUnion(W), blocklistEvents: arrayUnion(facilityEvent({ timestamp: ts(now - 2 * DAY) })) },
      ],
      [
        'a timestamp as a number',
        { blocklist: arrayUnion(W), blocklistEvents: arrayUnion(facilityEvent({ timestamp: Date.now() })) },
      ],
      ['an event that is not a map', { blocklist: arrayUnion(W), blocklistEvents: arrayUnion('blocked') }],
      ['a blocked event but the blocklist unchanged', { blocklistEvents: arrayUnion(facilityEvent()) }],
      [
        'another worker added than the event names',
        { blocklist: arrayUnion(W3), blocklistEvents: arrayUnion(facilityEvent()) },
      ],
      [
        'an unblocked event that keeps the worker',
        { blocklistEvents: arrayUnion(facilityEvent({ nurseId: W2, action: 'unblocked' })) },
      ],
      [
        'two events at once',
        { blocklist: arrayUnion(W), blocklistEvents: arrayUnion(facilityEvent(), facilityEvent({ reason: 'Again' })) },
      ],
      ['the earlier events dropped', { blocklist: [W2, W], blocklistEvents: [facilityEvent()] }],
      ['no event', { blocklist: arrayUnion(W) }],
      ['a blocklist that is not a list', { blocklist: W, blocklistEvents: arrayUnion(facilityEvent()) }],
      [
        'another field changed',
        { blocklist: arrayUnion(W), blocklistEvents: arrayUnion(facilityEvent()), facilityName: 'Renamed' },
      ],
    ])("cannot change A's blocklist with %s", async (_, change) => {
      await assertDenied(updateDoc(doc(db(), 'facilities/fac-a'), change));
    });
  });

  describe('admin of facility A (adminIds)', () => {
    it('blocks a worker at A', async () => {
      await assertSucceeds(
        changeBatch(dbAs(env, 'adminOfA'), {
          facilityId: 'fac-a',
          nurseId: W,
          action: 'blocked',
          shiftIds: ['a-w-1'],
        }).commit(),
      );
    });
  });

  describe('member of facility B', () => {
    const db = () => dbAs(env, 'memberB');
    it('cannot block a worker at A', async () => {
      await assertDenied(changeBatch(db(), { facilityId: 'fac-a', nurseId: W, action: 'blocked' }).commit());
    });
    it('cannot unblock a worker at A', async () => {
      await assertDenied(changeBatch(db(), { facilityId: 'fac-a', nurseId: W2, action: 'unblocked' }).commit());
    });
    it("cannot free A's shifts while blocking at B", async () => {
      await assertDenied(
        changeBatch(db(), { facilityId: 'fac-b', nurseId: W, action: 'blocked', shiftIds: ['a-w-1'] }).commit(),
      );
    });
    it('blocks a worker at B and frees their future shift of B', async () => {
      await assertSucceeds(
        changeBatch(db(), { facilityId: 'fac-b', nurseId: W, action: 'blocked', shiftIds: ['b-w-future'] }).commit(),
      );
    });
  });

  describe('company owner of X', () => {
    it('blocks a worker at its facility X1 and frees their shift', async () => {
      await assertSucceeds(
        changeBatch(dbAs(env, 'companyX'), {
          facilityId: 'fac-x1',
          nurseId: W,
          action: 'blocked',
          shiftIds: ['x1-w-future'],
        }).commit(),
      );
    });
    it('cannot block a worker at A', async () => {
      await assertDenied(
        changeBatch(dbAs(env, 'companyX'), { facilityId: 'fac-a', nurseId: W, action: 'blocked' }).commit(),
      );
    });
  });

  describe('internal admin', () => {
    it('blocks a worker at A', async () => {
      await assertSucceeds(
        changeBatch(dbAs(env, 'internalAdmin'), { facilityId: 'fac-a', nurseId: W, action: 'blocked' }).commit(),
      );
    });
  });

  describe('worker', () => {
    const db = () => dbAs(env, 'worker');
    it('cannot remove A from their own blocklistedBy', async () => {
      await assertDenied(
        updateDoc(doc(db(), 'user', W), {
          blocklistedBy: [],
          blocklistedByEvents: arrayUnion({
            timestamp: ts(Date.now()),
            facilityId: 'fac-a',
            reason: 'Me',
            action: 'unblocked',
          }),
        }),
      );
    });
    it('cannot unblock themselves at A', async () => {
      await assertDenied(changeBatch(db(), { facilityId: 'fac-a', nurseId: W2, action: 'unblocked' }).commit());
    });
  });
});
