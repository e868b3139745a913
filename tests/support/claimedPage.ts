// /compliance's pages as the server answers them, from seeded documents: what tests derive the page's
// expectations from, with the app's paging rule (src/domain/complianceCheck.ts) applied to it.
import { CHECK_PAGE_SHIFTS, compareCursors, type CheckCursor } from '../../src/domain/complianceCheck';

const HOUR = 3_600_000;
// the screen's window, spelled out (the domain modules that hold them load dayjs, which Playwright's loader does not
// resolve): the contract's 14 days ahead, and 12 hours back, a shift's longest (a shift on now)
const AHEAD = 14 * 24 * HOUR;
const BACK = 12 * HOUR;

interface SeedDoc {
  path: string;
  data: Record<string, unknown>;
}

/**
 * A page's answer at `now`: the facility's claimed, active shifts starting from 12 hours back to 14 days ahead and not
 * ended, in the query's order (start, end, id), from `at` on (the first page: from the start), CHECK_PAGE_SHIFTS + 1
 * at most.
 */
export function pageAnswer(docs: readonly SeedDoc[], facilityId: string, now: number, at: CheckCursor | null = null) {
  return docs
    .filter((d) => /^shifts\/[^/]+$/.test(d.path) && d.data.facilityIdentifier === facilityId)
    .filter((d) => d.data.status === 'active' && d.data.isFree === false)
    .map((d) => ({
      id: d.path.slice('shifts/'.length),
      start: (d.data.start as Date).getTime(),
      end: (d.data.end as Date).getTime(),
      nurseId: (d.data.nurseId as string | null | undefined) ?? null,
    }))
    .filter((s) => s.start >= now - BACK && s.start < now + AHEAD)
    .filter((s) => s.end > now)
    .filter((s) => !at || compareCursors(s, at) >= 0)
    .sort(compareCursors)
    .slice(0, CHECK_PAGE_SHIFTS + 1);
}
