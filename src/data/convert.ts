import type { DocumentData, DocumentSnapshot, QueryDocumentSnapshot } from 'firebase/firestore';

type Millisable = { toMillis(): number };

/**
 * Deeply replaces Firestore Timestamps (and Dates) with epoch ms so the store only holds plain data.
 * It runs for every field of every document read (a busy calendar month: 2,000 documents of 25 fields),
 * so primitives leave at the first test and objects are walked without intermediate arrays.
 */
export function toPlain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (typeof (value as Millisable).toMillis === 'function') return (value as Millisable).toMillis();
  if (value instanceof Date) return value.getTime();
  if (Array.isArray(value)) return value.length === 0 ? [] : value.map(toPlain);
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k in source) if (Object.hasOwn(source, k)) out[k] = toPlain(source[k]);
  return out;
}

/**
 * Documents read from the server so far, counted where the reads happen (online.ts, the calendar's REST
 * reads): `npm run bench` reports it per screen. A number on globalThis costs nothing and carries no data.
 */
export function countDocsRead(n = 1): void {
  const g = globalThis as { __shiftcoverDocsRead?: number };
  g.__shiftcoverDocsRead = (g.__shiftcoverDocsRead ?? 0) + n;
}

/**
 * Firestore listeners open right now (watchServer's), for the long-session check (`npm run test:long-session`):
 * after any number of screens, sign-outs and impersonation switches, the count must come back to its level.
 */
export function countOpenListeners(delta: 1 | -1): void {
  const g = globalThis as { __shiftcoverListeners?: number };
  g.__shiftcoverListeners = (g.__shiftcoverListeners ?? 0) + delta;
}

/** A document as a plain object with its id, defaults filled in for absent fields. */
export function plainDoc<T extends { id: string }>(
  snap: DocumentSnapshot<DocumentData> | QueryDocumentSnapshot<DocumentData>,
  defaults: Omit<T, 'id'>,
): T {
  return plainOf<T>(snap.id, (snap.data() ?? {}) as Record<string, unknown>, defaults);
}

/** Stored fields (a document's, or an entry of a map that lists documents) as a plain object with the id given. */
export function plainOf<T extends { id: string }>(
  id: string,
  data: Record<string, unknown>,
  defaults: Omit<T, 'id'>,
): T {
  // one object per document: the defaults, then the stored fields over them
  const out: Record<string, unknown> = { ...defaults };
  for (const k in data) if (Object.hasOwn(data, k)) out[k] = toPlain(data[k]);
  out.id = id;
  return out as T;
}
