// Paging of the shift list across Firestore 'in' chunks (pure, so it is tested without Firestore).
import type { Shift } from '../../domain/types';

/** 'Shift list page size 10; fewer than 10 returned means no more.' */
export const SHIFT_PAGE_SIZE = 10;
/**
 * Facilities per 'in' query. Firestore accepts 30 values, but the rules read each facility (and the
 * company) to check membership and may make at most 10 document reads for one query: 9 facilities
 * plus the company is the most a company owner's query can name (tests/rules/shifts.test.ts).
 */
export const FACILITIES_PER_QUERY = 9;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface ShiftPage {
  shifts: Shift[];
  hasMore: boolean;
}

/**
 * One page from the pages of each chunk (each at most pageSize, newest first): the newest pageSize
 * of them all. More may follow when the chunks returned at least a page in total (for a single
 * chunk that is the spec's rule: fewer than 10 returned means no more).
 */
export function mergePages(chunks: readonly (readonly Shift[])[], pageSize = SHIFT_PAGE_SIZE): ShiftPage {
  const all = chunks.flat().sort(byCreatedAtDesc);
  return { shifts: all.slice(0, pageSize), hasMore: all.length >= pageSize };
}

export function byCreatedAtDesc(a: Pick<Shift, 'createdAt' | 'id'>, b: Pick<Shift, 'createdAt' | 'id'>): number {
  return b.createdAt - a.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The list after merging shifts in: each id once, newest first. */
export function mergeIntoList(
  ids: readonly string[],
  byId: Record<string, Pick<Shift, 'createdAt' | 'id'>>,
  incoming: readonly string[],
): string[] {
  return [...new Set([...ids, ...incoming])].filter((id) => byId[id]).sort((a, b) => byCreatedAtDesc(byId[a], byId[b]));
}
