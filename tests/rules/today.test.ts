// Rules for /today's writes on shifts: marking a no-show (a member, a claimed shift without a clock-in,
// 30 minutes or more after its start, not cancelled, once; who and when as the History shows them) and reposting it
// (a new unclaimed shift naming its original, which names it back once, each with its History entry).
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import {
  addWithHistory,
  assertDenied,
  baseDocs,
  callerOf,
  cancellation,
  dbAs,
  HOUR,
  makeRulesEnv,
  MINUTE,
  newShift,
  seedDocs,
  storedShift,
  ts,
  UIDS,
  withHistory,
} from '../support/rules';

let env: RulesTestEnvironment;
let now: number;

beforeAll(async () => {
  env = await makeRulesEnv('today');
});
afterAll(async () => {
  await env.cleanup();
});

/** A shift of the facility claimed by the worker, starting `ago` ms before now, not clocked in to. */
const claimedStarted = (facilityId: string, ago: number, extra: Record<string, unknown> = {}) =>
  storedShift(now, facilityId, {
    isFree: false,
    nurseId: UIDS.worker,
    start: ts(now - ago),
    end: ts(now - ago + 8 * HOUR),
    ...extra,
  });

beforeEach(async () => {
  now = Date.now();
  await env.clearFirestore();
  await seedDocs(env, {
    ...baseDocs(),
    'shifts/a-late': claimedStarted('fac-a', 40 * MINUTE),
    'shifts/a-just-late': claimedStarted('fac-a', 20 * MINUTE),
    'shifts/a-clocked': claimedStarted('fac-a', 40 * MINUTE, { clockIn: ts(now - 35 * MINUTE) }),
    'shifts/a-cancelled': claimedStarted('fac-a', 40 * MINUTE, cancellation('someone')),
    'shifts/a-marked': claimedStarted('fac-a', 2 * HOUR, {
      noShowAt: ts(now - HOUR),
      noShowBy: UIDS.memberA,
      noShowNote: null,
    }),
    'shifts/b-late': claimedStarted('fac-b', 40 * MINUTE),
  });
});

const noShow = (db: Firestore, note: string | null = 'No call') => ({
  noShowAt: serverTimestamp(),
  noShowBy: callerOf(db),
  noShowNote: note,
});
const mark = (db: Firestore, id: string, facilityId = 'fac-a', data = noShow(db)) =>
  withHistory(db, id, data, { kind: 'noShow', facilityId });

/** The repost as the portal writes it: the new shift naming the original, the original naming it back. */
function repost(db: Firestore, originalId: string, newId = 'a-repost', { entryKind = 'reposted' } = {}) {
  const batch = writeBatch(db);
  const original = storedShift(now, 'fac-a');
  addWithHistory(
    batch,
    db,
    newId,
    newShift(now, 'fac-a', callerOf(db), {
      start: ts(now - 2 * HOUR),
      end: ts(now + 6 * HOUR),
      description: original.description,
      repostOf: originalId,
    }),
    { kind: 'created', facilityId: 'fac-a' },
    true,
  );
  addWithHistory(batch, db, originalId, { repostedAs: newId }, { kind: entryKind, facilityId: 'fac-a' });
  return batch.commit();
}

describe('shifts: Mark no-show', () => {
  describe('member of facility A', () => {
    const db = () => dbAs(env, 'memberA');
    it('marks a late worker from 30 minutes after the start, as itself, at the server time', async () => {
      await assertSucceeds(mark(db(), 'a-late'));
    });
    it('marks without a note', async () => {
      await assertSucceeds(mark(db(), 'a-late', 'fac-a', noShow(db(), null)));
    });
    it('cannot mark before the 30 minutes', async () => {
      await assertDenied(mark(db(), 'a-just-late'));
    });
    it('cannot mark a shift with a clock-in', async () => {
      await assertDenied(mark(db(), 'a-clocked'));
    });
    it('cannot mark a cancelled shift', async () => {
      await assertDenied(mark(db(), 'a-cancelled'));
    });
    it('cannot mark a second time', async () => {
      await assertDenied(mark(db(), 'a-marked'));
    });
    it('cannot mark as someone else', async () => {
      await assertDenied(mark(db(), 'a-late', 'fac-a', { ...noShow(db()), noShowBy: UIDS.adminOfA }));
    });
    it('cannot choose the time of the mark', async () => {
      await assertDenied(mark(db(), 'a-late', 'fac-a', { ...noShow(db()), noShowAt: ts(now - 5 * MINUTE) as never }));
    });
    it('cannot mark without a History entry of its kind', async () => {
      await assertDenied(withHistory(db(), 'a-late', noShow(db()), { kind: 'edited', facilityId: 'fac-a' }));
    });
    it("cannot mark another facility's shift", async () => {
      await assertDenied(mark(db(), 'b-late', 'fac-b'));
    });
  });
  describe('company owner X (facility X1 only)', () => {
    it("cannot mark facility A's shift", async () => {
      const db = dbAs(env, 'companyX');
      await assertDenied(mark(db, 'a-late'));
    });
  });
  describe('internal admin', () => {
    it('marks for the facility, recorded as itself', async () => {
      const db = dbAs(env, 'internalAdmin');
      await assertSucceeds(mark(db, 'a-late'));
    });
  });
});

describe('shifts: Repost a no-show', () => {
  describe('member of facility A', () => {
    const db = () => dbAs(env, 'memberA');
    it('posts an unclaimed shift naming the no-show, which names it back, each with its entry', async () => {
      await assertSucceeds(repost(db(), 'a-marked'));
    });
    it('cannot repost a shift that is not a no-show', async () => {
      await assertDenied(repost(db(), 'a-late'));
    });
    it('cannot repost twice', async () => {
      await assertSucceeds(repost(db(), 'a-marked'));
      await assertDenied(repost(db(), 'a-marked', 'a-repost-2'));
    });
    it('cannot link the original without its reposted entry', async () => {
      await assertDenied(repost(db(), 'a-marked', 'a-repost', { entryKind: 'edited' }));
    });
    it('cannot post a shift naming an original that does not name it back', async () => {
      const d = db();
      await assertDenied(
        withHistory(
          d,
          'a-stray',
          newShift(now, 'fac-a', callerOf(d), { repostOf: 'a-marked' }),
          { kind: 'created', facilityId: 'fac-a' },
          { create: true },
        ),
      );
    });
  });
  describe('member of facility B', () => {
    it("cannot repost facility A's no-show", async () => {
      await assertDenied(repost(dbAs(env, 'memberB'), 'a-marked'));
    });
  });
});
