// Worker links: who in the portal may read a worker's credentials (firestore.rules, user/{id}/credentials). A facility
// reads the documents of the workers who claimed or worked one of its shifts, a company those of its facilities'
// workers, for as long as the worker pages list them: until WORKER_LINK_DAYS after the end of the latest such shift.
//
// The rules cannot query shifts, and nothing a portal user writes may widen what they read, so a trusted writer (the
// Cloud Function of functions/src/index.ts; the seed for the demo) keeps one link document a worker per facility,
// facilities/{facilityId}/workerLinks/{workerId}, and per company, companies/{companyId}/workerLinks/{workerId},
// holding `until`. A link only ever lengthens: a claim heard twice, late or after a release writes nothing new.
import { RECENT_WORKER_DAYS } from './workers';

/** A link lasts this many days past the end of the latest shift the worker claimed there: the worker pages' window. */
export const WORKER_LINK_DAYS = RECENT_WORKER_DAYS;
const DAY_MS = 86_400_000;

/** The stored fields of a shift the writer reads, as plain values (instants in ms). */
export interface ClaimFields {
  facilityIdentifier?: unknown;
  nurseId?: unknown;
  isFree?: unknown;
  status?: unknown;
  end?: unknown;
}

/** A worker's claim of a facility's shift ending at `end` (ms). */
export interface WorkerClaim {
  facilityId: string;
  workerId: string;
  end: number;
}

/** A link document: facilities/{id}/workerLinks/{workerId} or companies/{id}/workerLinks/{workerId}. */
export interface WorkerLinkRef {
  scope: 'facilities' | 'companies';
  scopeId: string;
  workerId: string;
}

/** A link document as written: readable until `until` (ms). */
export interface WorkerLink extends WorkerLinkRef {
  until: number;
}

// an id the writer may put in a document path: one segment
const isId = (v: unknown): v is string => typeof v === 'string' && v !== '' && !v.includes('/');

/**
 * The claim a stored shift records, or null: a worker named, taken (isFree false, as the worker app writes a claim),
 * not cancelled, with an end.
 */
export function claimOf(fields: ClaimFields | null): WorkerClaim | null {
  if (!fields) return null;
  const { facilityIdentifier, nurseId, isFree, status, end } = fields;
  if (!isId(facilityIdentifier) || !isId(nurseId) || isFree !== false || status === 'cancelled') return null;
  if (typeof end !== 'number' || !Number.isFinite(end)) return null;
  return { facilityId: facilityIdentifier, workerId: nurseId, end };
}

/**
 * The claim a shift's change makes known, or null when it adds nothing: none after it, or the same worker's claim of
 * the same facility's shift that ended no earlier before it (a clock-in, an approval, a note).
 */
export function claimOfChange(before: ClaimFields | null, after: ClaimFields | null): WorkerClaim | null {
  const now = claimOf(after);
  if (!now) return null;
  const was = claimOf(before);
  const known = was && was.facilityId === now.facilityId && was.workerId === now.workerId && was.end >= now.end;
  return known ? null : now;
}

/** The time a claim's links last until. */
export const linkUntil = (end: number) => end + WORKER_LINK_DAYS * DAY_MS;

/** The link documents of a claim: its facility's, and its company's when the facility belongs to one. */
export function linkRefsOf(claim: WorkerClaim, companyId: string | null): WorkerLinkRef[] {
  const refs: WorkerLinkRef[] = [{ scope: 'facilities', scopeId: claim.facilityId, workerId: claim.workerId }];
  if (isId(companyId)) refs.push({ scope: 'companies', scopeId: companyId, workerId: claim.workerId });
  return refs;
}

/**
 * The link documents a claim writes: each of linkRefsOf whose stored `until` (ms, null when none) it lengthens, with
 * its new until. A facility that is gone yields none (`facility` null).
 */
export function workerLinkWrites(
  claim: WorkerClaim,
  facility: { companyId: string | null } | null,
  stored: (ref: WorkerLinkRef) => number | null,
): WorkerLink[] {
  if (!facility) return [];
  const until = linkUntil(claim.end);
  return linkRefsOf(claim, facility.companyId).flatMap((ref) => {
    const before = stored(ref);
    return before !== null && before >= until ? [] : [{ ...ref, until }];
  });
}

/** A link document's path. */
export const workerLinkPath = ({ scope, scopeId, workerId }: WorkerLinkRef) =>
  `${scope}/${scopeId}/workerLinks/${workerId}`;

/**
 * The links of many stored shifts at once (a backfill, a seed): each document once, with the latest until of its
 * claims; a claim of a facility `companyOf` does not know (undefined) yields none. In the order first met.
 */
export function workerLinksOf(
  shifts: Iterable<ClaimFields | null>,
  companyOf: (facilityId: string) => string | null | undefined,
): WorkerLink[] {
  const links = new Map<string, WorkerLink>();
  for (const fields of shifts) {
    const claim = claimOf(fields);
    const companyId = claim && companyOf(claim.facilityId);
    if (!claim || companyId === undefined) continue;
    for (const link of workerLinkWrites(claim, { companyId }, () => null)) {
      const path = workerLinkPath(link);
      const known = links.get(path);
      if (!known || known.until < link.until) links.set(path, link);
    }
  }
  return [...links.values()];
}
