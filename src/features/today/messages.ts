// The words of /today and its dashboard card (CONTRACT.md, "Beyond the spec", the third list's "Today").
// (The title, which the dashboard names before the card loads, is in title.ts.)
import { isThunkError } from '../../lib/thunkError';

export const TODAY_TABLE = "Today's shifts";
export const TODAY_COLUMNS = { start: 'Start', worker: 'Worker', position: 'Position', state: 'State' } as const;
export const TODAY_WINDOW_NOTE = 'Shifts starting from 12 hours ago to 24 hours ahead, and any still clocked in to.';
export const TODAY_EMPTY = 'No shifts in this window.';
/** Below the rows while more of the window are not shown yet: how many are, of all. */
export const todayShownOf = (shown: number, all: number) => `Showing ${shown} of ${all} shifts.`;
export const TODAY_FAILED = 'The shifts of today could not be loaded.';
export const MARK_NO_SHOW = 'Mark no-show';
export const NO_SHOW_NOTE = 'Note';
export const CANCEL = 'Cancel';
export const REPOST = 'Repost';
export const REPOSTED = 'Reposted';
export const REPOST_LINK = 'The repost';
export const NO_SHOW_FAILED: Record<string, string> = {
  locked: 'A no-show can be marked 30 minutes after the start.',
  changed: 'The shift changed meanwhile (a clock-in, a mark or a cancellation): nothing was marked.',
  notFound: 'The shift no longer exists.',
  refused: 'You may not mark this shift.',
  offline: 'You are offline: nothing was marked.',
};
export const REPOST_FAILED: Record<string, string> = {
  changed: 'The shift changed meanwhile or was reposted already: nothing was posted.',
  notFound: 'The shift no longer exists.',
  refused: 'You may not repost this shift.',
  offline: 'You are offline: nothing was posted.',
};
const ACTION_FAILED = 'Something went wrong: nothing was changed.';
/** A row action's failure as the toast or the dialog says it: the text for its kind, or ACTION_FAILED. */
export const failureText = (err: unknown, texts: Record<string, string>) =>
  (isThunkError(err) && texts[err.kind]) || ACTION_FAILED;
export const UNKNOWN_WORKER = 'Unknown worker';
export const OPEN_TODAY = 'Open Today';
/** The flag of a row whose worker's documents do not cover the shift (the problems follow it). */
export const CREDENTIAL_PROBLEM = 'Credential problem';
export const CREDENTIALS_UNCHECKED = 'Credentials not checked';
