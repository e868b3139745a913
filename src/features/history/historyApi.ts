// The Activity's pages (the facility's, or the company's facilities', entries), through src/data/history.ts, which
// also holds a shift's entries (read by the History directly) and the one writer of entries. Loaded on demand.
import { firstPageOf, newestFirst, perScopePart, type FacilityScope } from '../../lib/firebase/facilityChunks';
import type { Firestore } from '../../data/db';
import { readActivity } from '../../data/history';
import type { HistoryEntry, HistoryKind } from '../../domain/history';

/** Rows of the Activity per page. */
export const ACTIVITY_PAGE_SIZE = 25;

export interface ActivityPage {
  entries: HistoryEntry[];
  hasMore: boolean;
}

/**
 * The next page of the Activity after the entries already shown (`shown`, newest first). The entries of one batch
 * share their server time, so the page starts AT the last shown time (not after it) and drops what is shown: none is
 * skipped at a page's edge. A company's whole scope is one query on companyId; facilities, chunks of 9.
 */
export async function fetchActivityPage(
  db: Firestore,
  scope: FacilityScope,
  kind: HistoryKind | null,
  shown: readonly Pick<HistoryEntry, 'id' | 'at'>[],
): Promise<ActivityPage> {
  if (scope.facilityIds.length === 0) return { entries: [], hasMore: false };
  const last = shown.at(-1);
  const from = last ? last.at : null;
  const seen = new Set(shown.map((e) => e.id));
  const atEdge = last ? shown.filter((e) => e.at === last.at).length : 0;
  const size = ACTIVITY_PAGE_SIZE + atEdge;
  const pages = await perScopePart(scope, async (part) =>
    (await readActivity(db, part, kind, from, size)).filter((e) => !seen.has(e.id)),
  );
  const { items, hasMore } = firstPageOf(pages, newestFirst('at'), ACTIVITY_PAGE_SIZE);
  return { entries: items, hasMore };
}
