// The post size limit, apart from the pattern rules (which load dayjs): the shifts store checks it, and the store loads
// with the login page.

/** One batch holds at most 500 writes; a post is at most one batch's worth. */
export const MAX_POST_SHIFTS = 500;
