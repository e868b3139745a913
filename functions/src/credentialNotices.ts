// The writer of the Credential problems notification (src/domain/credentialNotices.ts): a claimed shift starting
// within 14 days whose worker's documents (user/{workerId}/credentials) fail the facility's requirements for its
// position is told to the members who chose the kind, once per shift, worker and problem (the notice's key; the
// documents are written by writeMessages, created never set, so a second check of the same problem writes nothing).
// Checked when a worker claims the shift (index.ts, credentialProblemsOfShift) and by the hourly sweep
// (credentialSweep), which catches what no write of the shift shows: a shift coming within 14 days, a document
// expiring or removed, the facility's requirements changed.
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { warn } from 'firebase-functions/logger';
import {
  DOCUMENT_TYPES,
  PROBLEM_WINDOW_DAYS,
  problemText,
  type Credential,
  type DocumentType,
} from '../../src/domain/compliance';
import {
  credentialCheckDue,
  credentialNoticesOf,
  credentialWords,
  type CredentialShift,
} from '../../src/domain/credentialNotices';
import { deliveriesOf, shiftLink } from '../../src/domain/notifications';
import { DEFAULT_TZ } from '../../src/domain/types';
import { instantOf } from './coverage';
import { audienceOf, keepAlerts, notifiedShiftOf, portalOrigin, writeMessages } from './notifications';
import { credentialAlertOf } from '../../src/domain/alerts';
import { personName } from '../../src/domain/history';

const DAY_MS = 24 * 3_600_000;
/** A worker's documents read at most (the portal's own bound, src/data/credentials.ts). */
const CREDENTIALS_LIMIT = 50;
/**
 * A sweep reads at most this many shifts of the next 14 days, earliest first: far above what the portal's facilities
 * post in two weeks; past it, the later shifts wait for a run that reads fewer (a warning says so).
 */
const SWEEP_SHIFT_LIMIT = 5000;

const ms = (v: unknown): number | null => {
  const t = instantOf(v);
  return typeof t === 'number' && Number.isFinite(t) ? t : null;
};

/** A stored shift as the check reads it; null when there is no document. */
export function credentialShiftOf(id: string, data: DocumentData | undefined): CredentialShift | null {
  const shift = notifiedShiftOf(id, data);
  if (!shift || !data) return null;
  const { facilityId, start, nurseType, nurseId, status, isFree } = shift;
  return { id, facilityId, start, end: ms(data.end) ?? start, nurseType, nurseId, status, isFree };
}

/** A stored credential as compliance.ts judges it; null for a type the portal does not know. */
function credentialOf(id: string, data: DocumentData): Credential | null {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(data.type as string)) return null;
  return {
    id,
    type: data.type as DocumentType,
    number: String(data.number ?? ''),
    state: String(data.state ?? ''),
    expiresAt: ms(data.expiresAt),
    verifiedAt: ms(data.verifiedAt),
  };
}

/** What one check reads, each once per run however many shifts share a facility or a worker. */
function readsOf(db: Firestore) {
  const audiences = new Map<string, ReturnType<typeof audienceOf>>();
  const workers = new Map<string, Promise<{ credentials: Credential[]; record: DocumentData | undefined }>>();
  const once = <T>(cache: Map<string, T>, key: string, read: () => T): T => {
    if (!cache.has(key)) cache.set(key, read());
    return cache.get(key)!;
  };
  return {
    audience: (facilityId: string) => once(audiences, facilityId, () => audienceOf(db, facilityId)),
    worker: (uid: string) =>
      once(workers, uid, async () => {
        const user = db.collection('user').doc(uid);
        const [record, docs] = await Promise.all([
          user.get(),
          user.collection('credentials').limit(CREDENTIALS_LIMIT).get(),
        ]);
        const credentials = docs.docs.map((d) => credentialOf(d.id, d.data())).filter((c) => c !== null);
        return { credentials, record: record.data() };
      }),
  };
}
type Reads = ReturnType<typeof readsOf>;

/** Tells the credential problems of `shift` at `now` to the members who chose them; returns the ids written. */
export async function notifyCredentialProblems(
  db: Firestore,
  shift: CredentialShift,
  now: number,
  reads: Reads = readsOf(db),
): Promise<string[]> {
  // no read for a shift the rule leaves out (unclaimed, cancelled, started, beyond 14 days)
  if (!credentialCheckDue(shift, now) || shift.nurseId.includes('/')) return [];
  const audience = await reads.audience(shift.facilityId);
  if (!audience) return [];
  const deliveries = deliveriesOf('credentials', audience.memberIds, audience.records);
  const { facility } = audience;
  const tz = typeof facility.tz === 'string' && facility.tz ? facility.tz : DEFAULT_TZ;
  const worker = await reads.worker(shift.nurseId);
  const notices = credentialNoticesOf(
    shift,
    {
      tz,
      documentRequirements:
        typeof facility.documentRequirements === 'object' && facility.documentRequirements !== null
          ? (facility.documentRequirements as Record<string, readonly string[]>)
          : null,
      requiresCovidVaccination: facility.requiresCovidVaccination === true,
    },
    worker.credentials,
    now,
  );
  const workerNames = worker.record
    ? { firstName: String(worker.record.firstName ?? ''), lastName: String(worker.record.lastName ?? '') }
    : null;
  const written: string[] = [];
  for (const notice of notices) {
    // every member's Alerts keep it; those who chose Credential problems get the email or text too
    await keepAlerts(
      db,
      audience.memberIds,
      credentialAlertOf(
        { key: notice.key, detail: problemText(notice.problem) },
        shift,
        workerNames ? personName(workerNames, '') : '',
        now,
      ),
    );
    if (deliveries.length === 0) continue;
    const words = credentialWords([notice.problem], {
      facilityName: typeof facility.facilityName === 'string' ? facility.facilityName : '',
      tz,
      start: shift.start,
      position: shift.nurseType,
      worker: workerNames,
      link: shiftLink(portalOrigin(), shift.id),
    });
    written.push(...(await writeMessages(db, notice.key, 'credentials', deliveries, words)));
  }
  return written;
}

/**
 * The sweep at `now`: every claimed shift starting in the next 14 days, checked. One range query on `start` (a
 * single-field index, automatic), the claim filtered here (an equality on it would need a composite index).
 */
export async function sweepCredentialProblems(db: Firestore, now: number): Promise<string[]> {
  const snap = await db
    .collection('shifts')
    .where('start', '>', Timestamp.fromMillis(now))
    .where('start', '<=', Timestamp.fromMillis(now + PROBLEM_WINDOW_DAYS * DAY_MS))
    .orderBy('start')
    .limit(SWEEP_SHIFT_LIMIT)
    .get();
  if (snap.size >= SWEEP_SHIFT_LIMIT)
    warn(`[notify] the credential sweep read its limit of ${SWEEP_SHIFT_LIMIT} shifts: later ones were not checked`);
  const reads = readsOf(db);
  const written: string[] = [];
  for (const d of snap.docs) {
    const shift = credentialShiftOf(d.id, d.data());
    if (shift) written.push(...(await notifyCredentialProblems(db, shift, now, reads)));
  }
  return written;
}
