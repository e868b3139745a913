// A company's directory: one document listing each of its facilities as the portal's session reads them, so that a
// company user's session reads the company and this document (two reads) instead of every facility (60 at a
// 60-facility company) before any screen reads its own. A Cloud Function keeps it on each facility's write
// (functions/src/companyDirectory.ts), as the coverage weeks are kept; the seed and the backfill write it too.
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
