// The dashboard's urgent card (Unfilled in the next 48 hours): its window and how many it lists. Apart from
// insights.ts, whose weeks and figures only /insights uses.
/** The next 48 hours: the dashboard's urgent card lists unclaimed shifts starting in [now, now + 48 h). */
export const UNFILLED_SOON_MS = 48 * 3_600_000;
/** The dashboard's urgent card lists at most this many shifts. */
export const UNFILLED_SOON_LIMIT = 50;
/**
 * The urgent card's first load lists the soonest this many (and reads one more, to know whether there are others), so
 * the dashboard's reads do not grow with the facility's unfilled shifts; Show all lists up to UNFILLED_SOON_LIMIT.
 */
export const UNFILLED_SOON_FIRST = 5;
