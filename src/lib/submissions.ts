// A create that failed may still have reached the server (the answer was lost, or the SDK sent it when
// the connection came back). Trying the same submission again must not store it twice, so a submission
// keeps the ids and time it was first tried with until it succeeds: the retry writes the same documents
// again instead of new ones. A changed form is a new submission.
import { onSessionEnd } from './sessionEnd';

const AUTO_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character id like Firestore's automatic ones. */
export function newDocId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  // 248 = 62 * 4: bytes at or above it would make some characters likelier
  let id = '';
  for (const b of bytes) id += AUTO_ID_CHARS[b % 62];
  return bytes.every((b) => b < 248) ? id : newDocId();
}

export interface Submission {
  ids: string[];
  /** ms: when it was first tried (stored createdAt values stay those of the first try) */
  at: number;
  /** how many times it was tried before this try: a retry may find part of it stored */
  tries: number;
}

const pending = new Map<string, Submission>();
// another user's retry is not this one's
onSessionEnd(() => pending.clear());

/** The ids and time of this submission: those of its failed earlier try, else new ones. */
export function submissionFor(
  kind: string,
  payload: unknown,
  count: number,
  now = Date.now(),
): { key: string; submission: Submission } {
  const key = `${kind}:${JSON.stringify(payload)}`;
  const earlier = pending.get(key);
  const submission =
    earlier && earlier.ids.length === count
      ? { ...earlier, tries: earlier.tries + 1 }
      : { ids: Array.from({ length: count }, newDocId), at: now, tries: 0 };
  pending.set(key, submission);
  return { key, submission };
}

/** The submission went through: the next identical one is new. */
export function submissionDone(key: string): void {
  pending.delete(key);
}
