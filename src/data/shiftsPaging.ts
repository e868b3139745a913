// Paging of the shift list across Firestore 'in' chunks (pure, so it is tested without Firestore).
import { firstPageOf, newestFirst } from '../lib/firebase/facilityChunks';
import type { Shift } from '../domain/types';

/** 'Shift list page size 10; fewer than 10 returned means no more.' */
export const SHIFT_PAGE_SIZE = 10;

export interface ShiftPage {
  shifts: Shift[];
  hasMore: boolean;
}

const byCreatedAtDesc = newestFirst('createdAt');

/** The newest page of the chunks' pages (each newest first): see firstPageOf. */
export function mergePages(chunks: readonly (readonly Shift[])[], pageSize = SHIFT_PAGE_SIZE): ShiftPage {
  const { items, hasMore } = firstPageOf(chunks, byCreatedAtDesc, pageSize);
  return { shifts: items, hasMore };
}

/** The list after merging shifts in: each id once, newest first. */
export function mergeIntoList(
  ids: readonly string[],
  byId: Record<string, Pick<Shift, 'createdAt' | 'id'>>,
  incoming: readonly string[],
): string[] {
  // byId is keyed by the shift's id; an id not (or no longer) in it is left out
  return [...new Set([...ids, ...incoming])]
    .flatMap((id) => byId[id] ?? [])
    .sort(byCreatedAtDesc)
    .map((s) => s.id);
}
