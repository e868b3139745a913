// What a failed thunk rejects with: a plain, serialisable value (it travels through the store and
// DevTools) that components switch on. Never match on an error's message text or class after unwrap():
// Redux Toolkit serialises thrown errors, so `instanceof` on the caught value is never true.

/**
 * - notFound: the document is gone or was never there (or the caller may not see it)
 * - locked: the shift has started (or is about to), so it can no longer be edited
 * - cancelled: the shift was cancelled meanwhile
 * - refused: the server (security rules) or a spec rule refused the write
 * - changed: the document changed since the user read it; nothing was overwritten
 * - offline: the server could not be reached; nothing is known to be stored
 * - invalid: the input broke a validation rule that only the thunk could check
 * - failed: anything else (reported to Sentry)
 */
export type ThunkErrorKind =
  'notFound' | 'locked' | 'cancelled' | 'refused' | 'changed' | 'offline' | 'invalid' | 'failed';

export interface ThunkError {
  kind: ThunkErrorKind;
  /** the Firebase error code, when there was one */
  code?: string;
  /** for logs and Sentry only: never shown, never matched */
  message?: string;
}

const KINDS: readonly ThunkErrorKind[] = [
  'notFound',
  'locked',
  'cancelled',
  'refused',
  'changed',
  'offline',
  'invalid',
  'failed',
];

export function isThunkError(value: unknown): value is ThunkError {
  return (
    typeof value === 'object' && value !== null && KINDS.includes((value as { kind?: unknown }).kind as ThunkErrorKind)
  );
}

export function thunkError(kind: ThunkErrorKind, code?: string): ThunkError {
  return code === undefined ? { kind } : { kind, code };
}

// Firebase codes (Firestore's and Auth's) and the kind each means to the person at the screen.
const KIND_OF_CODE: Record<string, ThunkErrorKind> = {
  'permission-denied': 'refused',
  'not-found': 'notFound',
  unavailable: 'offline',
  'deadline-exceeded': 'offline',
  'failed-precondition': 'changed',
  aborted: 'changed',
  'auth/network-request-failed': 'offline',
};

/** Any thrown value as a ThunkError: a ThunkError stays itself; a Firebase error maps by its code. */
export function toThunkError(error: unknown): ThunkError {
  if (isThunkError(error)) return error;
  const { code, message, name } = (error ?? {}) as { code?: unknown; message?: unknown; name?: unknown };
  const text = typeof message === 'string' ? message : undefined;
  if (name === 'ServerUnavailableError') return { kind: 'offline', message: text };
  if (typeof code === 'string') return { kind: KIND_OF_CODE[code] ?? 'failed', code, message: text };
  return { kind: 'failed', message: text };
}

/**
 * The thunk's own verdict (a spec rule refused it before anything was sent): thrown inside a reported()
 * thunk it is passed on unreported. The message names the kind, for the logs.
 */
export function declined(kind: ThunkErrorKind): ThunkError {
  return { kind, message: kind };
}

/**
 * What a failed action says, by its verdict: the words the screen gives for a kind, else its `failed` words. One way
 * for every screen to turn a rejection into a message (a value that is not a ThunkError is a failure).
 */
export function errorText(error: unknown, words: { failed: string } & Partial<Record<ThunkErrorKind, string>>): string {
  return (isThunkError(error) && words[error.kind]) || words.failed;
}
