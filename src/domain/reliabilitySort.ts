// /workers' Reliability sort: the order of 'Recent workers' by the share of started shifts kept, right
// across Load More's pages, from the few workers with a no-show. Apart from reliability.ts, which the dashboard's code
// reaches, so that its first load does not carry the sort.

/** /workers reads at most this many of the facility's no-shows of the last 90 days (few: a bound, not a page). */
export const NO_SHOWS_READ = 100;

/** What a worker's reliability is made of: their started shifts here in the last 90 days, and the no-shows of them. */
export interface ReliabilityTally {
  started: number;
  noShows: number;
}

/**
 * The exact share of started shifts kept, for ordering: 299 of 300 reads 100% and still comes after 300 of 300. Null
 * when none started.
 */
function keptShare({ started, noShows }: ReliabilityTally): number | null {
  return started > 0 ? (started - Math.min(noShows, started)) / started : null;
}

/** /workers' Reliability sorts: the most reliable first, or the least. */
export const RELIABILITY_ORDERS = ['highest', 'lowest'] as const;
export type ReliabilityOrder = (typeof RELIABILITY_ORDERS)[number];

/**
 * 'Recent workers' in Reliability order, right however many of Load More's pages were read. A worker without a no-show
 * here in the last 90 days is at 100% (they started the shift that made them a recent worker), so only the few with
 * one need counting: `withNoShows`, every recent worker with a no-show, with their tallies, read whole. `paged` are the
 * rows read so far, latest worked first, and `complete` says no page is left. The 100% workers keep their latest-first
 * order (the pages' own), so a page read later only adds to the end of them; the workers with a no-show go before
 * them (least reliable first) or after the last page (most reliable first); those with no started shift have no
 * figure and come last, once every page is read. Equal figures: the latest worked first, then by id.
 */
export function reliabilityOrder<T extends { nurseId: string; lastWorked: number }>(
  paged: readonly T[],
  complete: boolean,
  withNoShows: readonly (T & ReliabilityTally)[],
  order: ReliabilityOrder,
): T[] {
  const counted = new Set(withNoShows.map((r) => r.nurseId));
  const perfect = paged.filter((r) => !counted.has(r.nurseId));
  const latestFirst = (a: T, b: T) =>
    b.lastWorked - a.lastWorked || (a.nurseId < b.nurseId ? -1 : a.nurseId > b.nurseId ? 1 : 0);
  const sign = order === 'lowest' ? 1 : -1;
  const rated = withNoShows
    .flatMap((r) => {
      const share = keptShare(r);
      return share === null ? [] : [{ r, share }];
    })
    .sort((a, b) => sign * (a.share - b.share) || latestFirst(a.r, b.r))
    .map(({ r }) => r);
  const unrated = complete ? withNoShows.filter((r) => keptShare(r) === null).sort(latestFirst) : [];
  return order === 'lowest' ? [...rated, ...perfect, ...unrated] : [...perfect, ...(complete ? rated : []), ...unrated];
}
