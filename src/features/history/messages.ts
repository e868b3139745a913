// The History (shift details) and the Activity (/activity): their words.
export const HISTORY_HEADING = 'History';
export const HISTORY_EMPTY = 'No changes recorded yet.';
export const HISTORY_FAILED = 'The History could not be loaded.';
export const ACTIVITY_TITLE = 'Activity';
export const ACTIVITY_EMPTY = 'No changes to show.';
export const KIND_FILTER_LABEL = 'What';
export const ALL_KINDS = 'All changes';
export const UNKNOWN_ACTOR = 'Someone';
/** The `Shift` cell of a team change: the Team screen. */
export const TEAM_LINK = 'Team';
/** A block or unblock of the shift's worker (an event of the facility's blocklist), in the shift's History. */
export const WORKER_BLOCKED = (reason: string) => (reason ? `Worker blocked: ${reason}` : 'Worker blocked');
export const WORKER_UNBLOCKED = (reason: string) => (reason ? `Worker unblocked: ${reason}` : 'Worker unblocked');
