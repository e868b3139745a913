// Reads across a company's facilities. The rules read each facility (and the company) named by an 'in'
// query to check membership, and a query may make them read at most 10 documents: a company's
// facilities are queried 9 at a time, and the chunks' answers merged. The shifts carry their company
// (companyId), so a company's shifts with every facility shown are one query on it, the rules reading
// the company alone (scopeParts). Pure (no Firestore import), so slices may merge pages without loading
// Firestore; byFacility.ts builds the query constraint.

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

/** What a screen reads: the facilities it shows, and their company when they are all of its facilities. */
export interface FacilityScope {
  facilityIds: readonly string[];
  /** the company whose every facility is shown (a company user's `All facilities`), else null */
  companyId: string | null;
}

/** One query's share of a scope's shifts: a chunk of at most FACILITIES_PER_QUERY facilities, or the whole company. */
export type ScopePart = readonly string[] | { readonly companyId: string };

/** The queries a read of the scope's shifts makes: one on its company when it has one, else one per chunk of 9. */
export function scopeParts(scope: FacilityScope): ScopePart[] {
  if (scope.facilityIds.length === 0) return [];
  return scope.companyId !== null ? [{ companyId: scope.companyId }] : chunk(scope.facilityIds, FACILITIES_PER_QUERY);
}

/** Runs `read` once per part of the scope (scopeParts), at the same time; the answers in order. */
export function perScopePart<T>(scope: FacilityScope, read: (part: ScopePart) => Promise<T>): Promise<T[]> {
  return Promise.all(scopeParts(scope).map(read));
}

/** The facilities alone (a screen of one facility, a chunk): their shifts are read by facility. */
export const scopeOfFacilities = (facilityIds: readonly string[]): FacilityScope => ({ facilityIds, companyId: null });

/** A scope as text, the same for equal scopes: what a slice keeps to drop a late answer to another. */
export const scopeKey = (scope: FacilityScope): string =>
  `${scope.companyId === null ? '' : `company:${scope.companyId}|`}${scope.facilityIds.join(',')}`;

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
