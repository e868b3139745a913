// Firestore refuses a request whose rules read more documents than allowed (get, getAfter and exists:
// 10 for one document or query, 20 for a batch or transaction). These are the heaviest paths of
// firestore.rules, each taken the longest way round: an internal admin (whose membership checks fail
// first: the facility, its company, then their own user record) acting for a facility that belongs to a
// company through companyId alone, on the largest request the portal makes.
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import {
  assertDenied,
  baseDocs,
  blockingBatch,
  DAY,
  dbAs,
  discontentForm,
  makeRulesEnv,
  newReview,
  seedDocs,
  storedShift,
  ts,
  UIDS,
  workedShift,
  type Persona,
  addWithHistory,
  reviewWithHistory,
} from '../support/rules';
import { defined } from '../support/defined';

let env: RulesTestEnvironment;
let now: number;
const W = UIDS.worker;
/** Company X's facilities that only companyId ties to it (their owner is a manager, not X's owner). */
const Z = Array.from({ length: 10 }, (_, i) => `fac-z${i + 1}`);
const FUTURE = Array.from({ length: 40 }, (_, i) => `z1-w-${i}`);
const WORKED = Array.from({ length: 60 }, (_, i) => `z1-worked-${i}`);
const FIRST_WORKED = defined(WORKED[0], 'a worked shift');

beforeAll(async () => {
  env = await makeRulesEnv('reads');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  now = Date.now();
  await env.clearFirestore();
  const base = baseDocs();
  const docs: Record<string, Record<string, unknown>> = { ...base };
  for (const id of Z)
    docs[`facilities/${id}`] = {
      ...base['facilities/fac-x1'],
      id,
      facilityName: `Facility ${id}`,
      ownerId: 'u-manager',
    };
  FUTURE.forEach(
    (id, i) =>
      (docs[`shifts/${id}`] = storedShift(now, 'fac-z1', {
        isFree: false,
        nurseId: W,
        start: ts(now + (i + 1) * DAY),
      })),
  );
  for (const id of WORKED) docs[`shifts/${id}`] = workedShift(now, 'fac-z1');
  await seedDocs(env, docs);
});

const shiftsIn = (db: Firestore, ids: string[]) =>
  query(collection(db, 'shifts'), where('facilityIdentifier', 'in', ids), orderBy('createdAt', 'desc'), limit(10));

describe('the heaviest rule paths stay within the reads allowed', () => {
  describe.each<Exclude<Persona, 'signedOut'>>(['companyX', 'internalAdmin'])(
    'as %s, for facilities of company X',
    (persona) => {
      it("lists the shifts of 9 facilities in one 'in' query", async () => {
        await assertSucceeds(getDocs(shiftsIn(dbAs(env, persona), Z.slice(0, 9))));
      });
      it("lists the company's shifts in one query on companyId (the rules read the company alone)", async () => {
        const q = query(collection(dbAs(env, persona), 'shifts'), where('companyId', '==', 'co-x'), limit(10));
        await assertSucceeds(getDocs(q));
      });
      // with their History entries: the block's own batch frees 6 shifts, later batches 8 (blocksApi)
      it('blocks a worker and frees 6 future shifts, each with its History entry, in one batch', async () => {
        await assertSucceeds(blockingBatch(dbAs(env, persona), 'fac-z1', W, FUTURE.slice(0, 6)).commit());
      });
      it('approves 8 timesheet entries, each with its History entry, in one batch (approveAll)', async () => {
        const db = dbAs(env, persona);
        const batch = writeBatch(db);
        for (const id of WORKED.slice(0, 8)) {
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
            { kind: 'approved', facilityId: 'fac-z1' },
          );
        }
        await assertSucceeds(batch.commit());
      });
      it('reviews a worked shift', async () => {
        await assertSucceeds(reviewWithHistory(dbAs(env, persona), FIRST_WORKED, newReview('fac-z1', UIDS[persona])));
      });
      it('files a Disciplinary Form with hasShiftDiscontent in one batch', async () => {
        const db = dbAs(env, persona);
        const batch = writeBatch(db);
        batch.set(doc(collection(db, 'shiftdiscontents')), discontentForm(FIRST_WORKED, 'fac-z1', UIDS[persona]));
        addWithHistory(
          batch,
          db,
          FIRST_WORKED,
          { hasShiftDiscontent: true },
          { kind: 'discontent', facilityId: 'fac-z1' },
        );
        await assertSucceeds(batch.commit());
      });
    },
  );

  it("refuses an 'in' query over 10 facilities of a company (11 reads): why the app asks for 9 at a time", async () => {
    await assertDenied(getDocs(shiftsIn(dbAs(env, 'companyX'), Z)));
  });
});
