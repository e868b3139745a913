// The post size limit, apart from the pattern rules (which load dayjs): the shifts store checks it, and the store loads
// with the login page.

/**
 * The most shifts one post writes (in batches of 8, each shift with its History entry: src/data/shiftPosting.ts), so
 * that a post ends in reasonable time.
 */
export const MAX_POST_SHIFTS = 500;
