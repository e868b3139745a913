// The writer of the companies' Today windows (src/domain/companyToday.ts): on every write of a shift that may be in
// one, its entry in its company's window as the shift is now (its worker's name and documents with it), and its
// removal from the window of a company it left; and every hour each company's window written whole for the hours
// ahead. As the directories are kept
// (companyDirectory.ts): the entry is read from the shift as it is now, in a transaction with the windows, so events
// heard twice or out of order write the same.
import { isDeepStrictEqual } from 'node:util';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  companyTodayBytes,
  companyTodayOf,
  companyTodayPath,
  companyTodayRange,
  COMPANY_TODAY_MAX_BYTES,
  COMPANY_TODAY_SLACK_MS,
  inCompanyToday,
  workerOf,
  type CompanyTodayData,
  type TodayWorker,
  type TodayRange,
} from '../../src/domain/companyToday';
import { storedValueBytes } from '../../src/domain/companyDirectory';
import { TODAY_PAST_MS, TODAY_STILL_ON_MS } from '../../src/domain/today';
import { workerName } from '../../src/domain/history';
import { companyIdOf, companyIdsOf } from './workerLinks';

/** What the writer did to a company's window. */
export interface TodayWrite {
  companyId: string;
  /** the shift's entry set or removed; the window written whole; or stored as overflow */
  kind: 'entry' | 'removed' | 'rebuilt' | 'overflow';
}

/**
 * Whether a shift's stored fields (before or after a change heard at `at`) may be in a window that still serves: one
 * written within the last COMPANY_TODAY_SLACK_MS (an older one serves no screen, and the hourly rebuild replaces it).
 * A change of a shift far ahead or far back (most posts) reads nothing.
 */
export function mayBeInCompanyToday(data: DocumentData | undefined, at: number): boolean {
  if (!data || !companyIdOf(data)) return false;
  const newest = companyTodayRange(at);
  return inCompanyToday(data, { from: newest.from - COMPANY_TODAY_SLACK_MS, to: newest.to });
}

/** The shift's entry in the window of company `companyId` and `range`, or null when it has none there. */
const entryIn = (companyId: string, range: TodayRange, data: DocumentData | undefined) =>
  data && companyIdOf(data) === companyId && inCompanyToday(data, range) ? data : null;

/** The most documents of a worker a window keeps (the rules let the portal list no more of them at once). */
const CREDENTIALS_LIMIT = 50;

/** The name and documents of each worker of `ids`, read in the transaction (none, and '', for one without a record). */
async function readTodayWorkers(
  db: Firestore,
  tx: Transaction,
  ids: readonly string[],
): Promise<Record<string, TodayWorker>> {
  const read = await Promise.all(
    ids.map(async (id): Promise<[string, TodayWorker]> => {
      const user = db.collection('user').doc(id);
      const [record, credentials] = await Promise.all([
        tx.get(user),
        tx.get(user.collection('credentials').limit(CREDENTIALS_LIMIT)),
      ]);
      return [
        id,
        {
          name: workerName(record.data()),
          credentials: Object.fromEntries(credentials.docs.map((d) => [d.id, d.data()])),
        },
      ];
    }),
  );
  return Object.fromEntries(read);
}

/**
 * Brings the windows up to date with shift `shiftId` as it is now, read in the transaction: its entry in its company's
 * window (with its worker's name and documents, read when the window has none of them yet), and its removal from those
 * of the other companies the event saw it in (`change`: the shift before and after). A change that leaves an entry as
 * it was writes nothing. A company without a window that serves (none yet, or overflow) is left to the hourly rebuild,
 * as the portal then reads the shifts. Resolves to the writes made.
 */
export function applyShiftToday(
  db: Firestore,
  shiftId: string,
  change: { before?: DocumentData; after?: DocumentData },
  maxBytes = COMPANY_TODAY_MAX_BYTES,
): Promise<TodayWrite[]> {
  return db.runTransaction(async (tx) => {
    const now = (await tx.get(db.collection('shifts').doc(shiftId))).data();
    const companyIds = companyIdsOf(now, change.before, change.after);
    const stored = await Promise.all(companyIds.map((id) => tx.get(db.doc(companyTodayPath(id)))));
    const plans = companyIds.flatMap((companyId, i) => {
      const window = stored[i]?.data() as CompanyTodayData | undefined;
      if (!window?.shifts) return [];
      const entry = entryIn(companyId, window, now);
      const had = window.shifts[shiftId] ?? null;
      if (isDeepStrictEqual(had, entry)) return [];
      const worker = entry && workerOf(entry);
      const named = worker === null || window.workerNames?.[worker] !== undefined;
      return [{ companyId, window, entry, had, worker: named ? null : worker }];
    });
    // every read before the first write, as a transaction requires
    const workers = await readTodayWorkers(db, tx, [...new Set(plans.flatMap((p) => p.worker ?? []))]);
    const writes: TodayWrite[] = [];
    for (const { companyId, window, entry, had, worker } of plans) {
      const ref = db.doc(companyTodayPath(companyId));
      const held = worker === null ? null : workers[worker]!;
      const bytes = (e: DocumentData | null) => (e ? storedValueBytes({ [shiftId]: e }) : 0);
      const workerBytes = worker === null ? 0 : storedValueBytes({ [worker]: held });
      if (companyTodayBytes(companyId, window) - bytes(had) + bytes(entry) + workerBytes > maxBytes) {
        tx.set(ref, { from: window.from, to: window.to, overflow: true });
        writes.push({ companyId, kind: 'overflow' });
        continue;
      }
      // the entry whole at its field path: a merge would keep fields the shift no longer has
      const at = new FieldPath('shifts', shiftId);
      const value = entry ?? FieldValue.delete();
      if (worker === null || held === null) tx.update(ref, at, value);
      else {
        tx.update(
          ref,
          at,
          value,
          new FieldPath('workerNames', worker),
          held.name,
          new FieldPath('workerCredentials', worker),
          held.credentials,
        );
      }
      writes.push({ companyId, kind: entry ? 'entry' : 'removed' });
    }
    return writes;
  });
}

/**
 * Writes company `companyId`'s window whole for `at` (companyTodayRange) from its shifts as they are now, read in the
 * transaction: those starting in the range, and those still clocked in to. Nothing is written when it is unchanged.
 */
export function rebuildCompanyToday(
  db: Firestore,
  companyId: string,
  at: number,
  maxBytes = COMPANY_TODAY_MAX_BYTES,
): Promise<TodayWrite | null> {
  const range = companyTodayRange(at);
  const shifts = db.collection('shifts').where('companyId', '==', companyId);
  return db.runTransaction(async (tx) => {
    const [starting, stillOn, stored] = await Promise.all([
      tx.get(
        shifts
          .where('start', '>=', Timestamp.fromMillis(range.from))
          .where('start', '<=', Timestamp.fromMillis(range.to)),
      ),
      tx.get(
        shifts
          .where('clockOut', '==', null)
          .where('clockIn', '>=', Timestamp.fromMillis(range.from + TODAY_PAST_MS - TODAY_STILL_ON_MS)),
      ),
      tx.get(db.doc(companyTodayPath(companyId))),
    ]);
    const read = [...starting.docs, ...stillOn.docs].map((d) => ({ id: d.id, data: d.data() }));
    const workers = await readTodayWorkers(db, tx, [...new Set(read.flatMap((s) => workerOf(s.data) ?? []))]);
    const window = companyTodayOf(companyId, range, read, workers, maxBytes);
    if (isDeepStrictEqual(window, stored.data())) return null;
    tx.set(db.doc(companyTodayPath(companyId)), window);
    return { companyId, kind: window.overflow ? 'overflow' : 'rebuilt' };
  });
}

/**
 * Every company's window written whole for `at`, one company after another (each its own transaction). The hourly
 * run, and the backfill's. Resolves to the windows written.
 */
export async function rebuildCompanyTodays(db: Firestore, at: number): Promise<TodayWrite[]> {
  const companies = await db.collection('companies').select().get();
  const writes: TodayWrite[] = [];
  for (const company of companies.docs) {
    const written = await rebuildCompanyToday(db, company.id, at);
    if (written) writes.push(written);
  }
  return writes;
}
