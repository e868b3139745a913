// A company's directory: one document listing each of its facilities as the portal's session reads them, so that a
// company user's session reads the company, this document and a count of the company's facilities (three reads)
// instead of every facility (60 at a 60-facility company) before any screen reads its own. A Cloud Function keeps it
// on each facility's write (functions/src/companyDirectory.ts), as the coverage weeks are kept; the seed and the
// backfill write it too.
//
// An entry is the facility's stored fields but its favorites' events, which no screen shows and which only grow. A
// directory that would pass DIRECTORY_MAX_BYTES (a Firestore document holds 1 MiB) is stored as `overflow` instead,
// and the session then reads the facilities themselves: slower, never wrong.

/** The directory's path under its company: companies/{companyId}/directory/facilities. */
export const DIRECTORY_DOC_ID = 'facilities';
export const directoryPath = (companyId: string) => `companies/${companyId}/directory/${DIRECTORY_DOC_ID}`;

/** The most a directory may hold before it is stored as overflow (below the 1 MiB of a document, with room). */
export const DIRECTORY_MAX_BYTES = 800_000;

/** The stored fields of a facility that its directory entry leaves out. */
export const LEFT_OUT_OF_DIRECTORY = ['premierlistEvents'] as const;

/** What the directory keeps of a facility's stored fields (the facility's id is the entry's key). */
export function directoryEntryOf(data: Record<string, unknown>): Record<string, unknown> {
  const entry: Record<string, unknown> = {};
  for (const k in data) {
    if (Object.hasOwn(data, k) && !(LEFT_OUT_OF_DIRECTORY as readonly string[]).includes(k)) entry[k] = data[k];
  }
  return entry;
}

/** The directory's stored shape: `facilities` by id, or `overflow: true` when they would not fit. */
export interface DirectoryData<Entry = Record<string, unknown>> {
  facilities?: Record<string, Entry>;
  overflow?: boolean;
}

const encoder = new TextEncoder();
/** A string as Firestore counts it: its UTF-8 bytes and one. */
const stringBytes = (s: string) => encoder.encode(s).length + 1;

/** A document's name as Firestore counts it: each collection and document id as a string, and 16. */
const documentNameBytes = (path: string) => path.split('/').reduce((n, part) => n + stringBytes(part), 16);

/**
 * The bytes Firestore counts for a stored value (its storage-size rules): null, a boolean 1; a number, a Date or a
 * Timestamp 8; a string its UTF-8 bytes and 1; an array its values; a map its keys and values. A value of no known kind
 * is counted as a map of its own fields, and an undefined as a null: never less than stored.
 */
export function storedValueBytes(v: unknown): number {
  if (v === null || v === undefined || typeof v === 'boolean') return 1;
  if (typeof v === 'number' || typeof v === 'bigint' || v instanceof Date) return 8;
  if (typeof v === 'string') return stringBytes(v);
  if (Array.isArray(v)) return v.reduce((n: number, x) => n + storedValueBytes(x), 0);
  if (v instanceof Uint8Array) return v.byteLength;
  if (typeof v !== 'object') return 8;
  const o = v as Record<string, unknown>;
  if (typeof o.toMillis === 'function') return 8; // a Timestamp
  if (typeof o.latitude === 'number' && typeof o.longitude === 'number') return 16; // a GeoPoint
  if (typeof o.path === 'string' && 'firestore' in o) return documentNameBytes(o.path); // a document reference
  let n = 0;
  for (const k in o) if (Object.hasOwn(o, k)) n += stringBytes(k) + storedValueBytes(o[k]);
  return n;
}

/** The size of company `companyId`'s directory holding `data`, as Firestore counts a document's (its name, 32 more). */
export const directoryBytes = (companyId: string, data: DirectoryData) =>
  documentNameBytes(directoryPath(companyId)) + storedValueBytes(data) + 32;

/** A facility's id and stored fields. */
export interface StoredFacility {
  id: string;
  data: Record<string, unknown>;
}

/** The directory of company `companyId` holding these facilities, or `overflow` when it would pass `maxBytes`. */
export function directoryOf(
  companyId: string,
  facilities: readonly StoredFacility[],
  maxBytes = DIRECTORY_MAX_BYTES,
): DirectoryData {
  const data = { facilities: Object.fromEntries(facilities.map(({ id, data }) => [id, directoryEntryOf(data)])) };
  return directoryBytes(companyId, data) > maxBytes ? { overflow: true } : data;
}

/**
 * The directory of every company in `companyIds` (those with no facility hold none) and of every company a facility
 * names (`companyOf`: its company's id, or null for a facility of its own), with its path, in the order first named.
 */
export function directoriesOf(
  facilities: readonly StoredFacility[],
  companyOf: (data: Record<string, unknown>) => string | null,
  companyIds: readonly string[] = [],
  maxBytes = DIRECTORY_MAX_BYTES,
): { companyId: string; path: string; data: DirectoryData }[] {
  const byCompany = new Map<string, StoredFacility[]>(companyIds.map((id) => [id, []]));
  for (const f of facilities) {
    const companyId = companyOf(f.data);
    if (companyId === null) continue;
    const list = byCompany.get(companyId);
    if (list) list.push(f);
    else byCompany.set(companyId, [f]);
  }
  return [...byCompany].map(([companyId, list]) => ({
    companyId,
    path: directoryPath(companyId),
    data: directoryOf(companyId, list, maxBytes),
  }));
}

/**
 * The order of a company's facilities everywhere they are listed: by name as Firestore orders strings (by code
 * point, so 'Z' before 'a'), then by id, as the facilities query by name returns them.
 */
export function byFacilityName(a: { id: string; facilityName: string }, b: { id: string; facilityName: string }) {
  return a.facilityName < b.facilityName
    ? -1
    : a.facilityName > b.facilityName
      ? 1
      : a.id < b.id
        ? -1
        : a.id > b.id
          ? 1
          : 0;
}
