import type { DocumentData, DocumentSnapshot, QueryDocumentSnapshot } from 'firebase/firestore';

type Millisable = { toMillis(): number };

function isMillisable(v: unknown): v is Millisable {
  return typeof v === 'object' && v !== null && typeof (v as Millisable).toMillis === 'function';
}

/** Deeply replaces Firestore Timestamps (and Dates) with epoch ms so the store only holds plain data. */
export function toPlain(value: unknown): unknown {
  if (isMillisable(value)) return value.toMillis();
  if (value instanceof Date) return value.getTime();
  if (Array.isArray(value)) return value.map(toPlain);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = toPlain(v);
    return out;
  }
  return value;
}

/**
 * Documents read from the server so far, counted where the reads happen (online.ts, the calendar's Lite
 * reads): `npm run bench` reports it per screen. A number on globalThis costs nothing and carries no data.
 */
export function countDocsRead(n = 1): void {
  const g = globalThis as { __shiftcoverDocsRead?: number };
  g.__shiftcoverDocsRead = (g.__shiftcoverDocsRead ?? 0) + n;
}

/** A document as a plain object with its id, defaults filled in for absent fields. */
export function plainDoc<T extends { id: string }>(
  snap: DocumentSnapshot<DocumentData> | QueryDocumentSnapshot<DocumentData>,
  defaults: Omit<T, 'id'>,
): T {
  const data = toPlain(snap.data() ?? {}) as Partial<T>;
  return { ...defaults, ...data, id: snap.id } as T;
}
