// /compliance's Credential problems check the claimed shifts of the next 14 days soonest first, a page at a
// time, so that its first view reads a bounded number of documents at the busiest facility: a page holds at most
// CHECK_PAGE_SHIFTS shifts of at most CHECK_PAGE_WORKERS workers, and reads the shifts (one more, to know where the
// next page begins) and each worker's record and documents once. `Check later shifts` adds the next page.

/**
 * A page's size. The first view at the bench's huge facility reads the page's 13 shifts and 7 workers' records and 4
 * documents each (48), beside the session's and the Alerts' reads: within 60. The demo's claimed shifts of the next
 * 14 days (9 not ended, of 6 workers, at Maple Grove) fit in the first page (tests/scripts/complianceFirstPage.test.ts
 * proves it from the seed at every hour of a week).
 */
export const CHECK_PAGE_SHIFTS = 12;
export const CHECK_PAGE_WORKERS = 7;

/** A place in the claimed shifts' order (start, then end, then id: the query's), where a page begins. */
export interface CheckCursor {
  start: number;
  end: number;
  id: string;
}

/** What the paging needs of a claimed shift. */
interface PagedShift extends CheckCursor {
  nurseId: string | null;
}

export function compareCursors(a: CheckCursor, b: CheckCursor): number {
  return a.start - b.start || a.end - b.end || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

const cursorOf = (s: CheckCursor): CheckCursor => ({ start: s.start, end: s.end, id: s.id });

/**
 * What a page checks of its answer (its shifts in the query's order, at most CHECK_PAGE_SHIFTS + 1): from the first,
 * up to CHECK_PAGE_SHIFTS shifts, stopping before a shift whose worker would be the page's CHECK_PAGE_WORKERS + 1st
 * (only the workers of shifts not ended at `now` count: theirs alone are read). `next` is the first shift left for the
 * next page; null when the answer held the rest of the window.
 */
export function pageCheck<T extends PagedShift>(
  answer: readonly T[],
  now: number,
  maxShifts = CHECK_PAGE_SHIFTS,
  maxWorkers = CHECK_PAGE_WORKERS,
): { checked: T[]; next: CheckCursor | null } {
  const workers = new Set<string>();
  const checked: T[] = [];
  for (const shift of answer) {
    const worker = shift.nurseId && shift.end > now ? shift.nurseId : null;
    const full =
      checked.length === maxShifts || (worker !== null && !workers.has(worker) && workers.size === maxWorkers);
    if (full) return { checked, next: cursorOf(shift) };
    if (worker !== null) workers.add(worker);
    checked.push(shift);
  }
  return { checked, next: null };
}

/** A page as far as it answered: where it begins (null: the window's start) and its first shift left unchecked. */
export interface CheckedPage {
  at: CheckCursor | null;
  next: CheckCursor | null;
}

/** How far the window has been checked from its start, without a gap: nothing yet, up to a shift, or all of it. */
export type CheckedSoFar = { kind: 'none' } | { kind: 'before'; next: CheckCursor } | { kind: 'all' };

/**
 * How far the answered pages check the window together. Pages join where one begins at or before the place the ones
 * before it reach; a claim that lengthens a page shortens what it reaches and may leave a gap before the next page, and
 * then the check stops at the gap (the next page asked for begins there).
 */
export function checkedSoFar(pages: readonly CheckedPage[]): CheckedSoFar {
  const ordered = [...pages].sort((a, b) => (a.at && b.at ? compareCursors(a.at, b.at) : a.at ? 1 : b.at ? -1 : 0));
  let reached: CheckCursor | null = null;
  let started = false;
  for (const page of ordered) {
    const joins = page.at === null || (started && reached !== null && compareCursors(page.at, reached) <= 0);
    if (!joins) break;
    started = true;
    if (page.next === null) return { kind: 'all' };
    if (reached === null || compareCursors(page.next, reached) > 0) reached = page.next;
  }
  return reached ? { kind: 'before', next: reached } : { kind: 'none' };
}

/** A page of the claimed shifts: where it begins (null: the window's start) and its answer (null until it comes). */
export interface ClaimedPage<T> {
  at: CheckCursor | null;
  shifts: readonly T[] | null;
}

/**
 * What the pages check together at `now`: the shifts they checked that have not ended, each once, in the query's
 * order (the ones whose workers' documents are read and judged), and how far the window is checked.
 */
export function checkPages<T extends PagedShift>(
  pages: readonly ClaimedPage<T>[],
  now: number,
): { shifts: T[]; soFar: CheckedSoFar } {
  const byId = new Map<string, T>();
  const checks: CheckedPage[] = [];
  for (const page of pages) {
    if (!page.shifts) continue;
    const { checked, next } = pageCheck(page.shifts, now);
    checks.push({ at: page.at, next });
    for (const s of checked) if (s.end > now) byId.set(s.id, s);
  }
  return { shifts: [...byId.values()].sort(compareCursors), soFar: checkedSoFar(checks) };
}
