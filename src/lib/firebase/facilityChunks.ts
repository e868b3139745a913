// Reads across a company's facilities. The rules read each facility (and the company) named by an 'in'
// query to check membership, and a query may make them read at most 10 documents: a company's
// facilities are queried 9 at a time, and the chunks' answers merged. Pure (no Firestore import), so
// slices may merge pages without loading Firestore; byFacility.ts builds the query constraint.

/** Facilities per 'in' query: 9 facilities plus the company is the most the rules' 10 reads allow. */
export const FACILITIES_PER_QUERY = 9;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Runs `read` once per chunk of facilities, at the same time; the answers in chunk order. */
export function perFacilityChunk<T>(facilityIds: readonly string[], read: (ids: string[]) => Promise<T>): Promise<T[]> {
  return Promise.all(chunk(facilityIds, FACILITIES_PER_QUERY).map(read));
}

/** Newest first by a time field, then by id, so that equal times keep one order. */
export function newestFirst<K extends string>(field: K) {
  return (a: { id: string } & Record<K, number>, b: { id: string } & Record<K, number>): number =>
    b[field] - a[field] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * One page from the pages of each chunk (each at most pageSize, in `order`): the first pageSize of them
 * all. More may follow when the chunks returned at least a page in total (for a single chunk that is the
 * spec's rule: fewer than a page returned means no more).
 */
export function firstPageOf<T>(
  chunks: readonly (readonly T[])[],
  order: (a: T, b: T) => number,
  pageSize: number,
): { items: T[]; hasMore: boolean } {
  const all = chunks.flat().sort(order);
  return { items: all.slice(0, pageSize), hasMore: all.length >= pageSize };
}
