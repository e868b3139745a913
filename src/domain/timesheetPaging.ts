// The timesheet lists its week a page at a time, so that a scheduler opening it at the busiest facility
// pays for what the screen shows. What the screen says of the whole week (Approve All's count) comes from two counts
// until the whole week has been read: on Load More to its end, or when Show totals, Approve All or the payroll CSV
// ask for it (those act on every entry of the week, so they list it whole first).

/** Entries read per page (each may read its worker's name too: a first view reads at most about 60 documents). */
export const TIMESHEET_PAGE_SIZE = 25;

/** What two aggregation queries say of the week: its entries, and those of them approved. */
export interface WeekCounts {
  entries: number;
  approved: number;
}

/**
 * Whether entries of the week remain unread: the last read filled what it asked for (a short answer is the end), and
 * the count, when known, says there are more than those read.
 */
export function weekHasMore(read: { loaded: number; lastAsked: number; lastGot: number }, counts: WeekCounts | null) {
  if (read.lastGot < read.lastAsked) return false;
  return counts === null || read.loaded < counts.entries;
}

/**
 * How many entries Approve All would approve (every one not approved yet, rejected ones included): counted from
 * the entries once the whole week is listed (what its question then sums), else from the week's counts.
 */
export function toApproveCount(
  listed: readonly { timesheetAction: string | null }[],
  whole: boolean,
  counts: WeekCounts | null,
): number {
  if (whole || counts === null) return listed.filter((e) => e.timesheetAction !== 'approved').length;
  return Math.max(0, counts.entries - counts.approved);
}

/** How many entries a reload after an action reads again: as many as are listed, at least a page. */
export function reloadSize(listed: number): number {
  return Math.max(TIMESHEET_PAGE_SIZE, listed);
}

/** The week's counts as the whole week's entries give them (once every entry has been read). */
export function countsOf(entries: readonly { timesheetAction: string | null }[]): WeekCounts {
  return { entries: entries.length, approved: entries.filter((e) => e.timesheetAction === 'approved').length };
}
