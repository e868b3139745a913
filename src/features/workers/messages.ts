// Know your workers: the names CONTRACT.md fixes ('Workers', 'Favorites', 'Recent workers', the figures,
// 'Shifts with {name}') and the texts around them (the Favorite toggle's: favoriteMessages.ts).
export const WORKERS_TITLE = 'Workers';
export const FAVORITES_TITLE = 'Favorites';
export const RECENT_TITLE = 'Recent workers';

export const NO_FAVORITES = 'No favorites yet. Mark a worker with Favorite on their page, a shift or the timesheet.';
export const NO_RECENT = 'Nobody worked a shift here in the last 90 days.';
export const RECENT_NOTE = 'Everyone who worked a shift in the last 90 days, most recent first.';

export const COLUMNS = {
  worker: 'Worker',
  position: 'Position',
  facility: 'Facility',
  lastWorked: 'Last worked',
  description: 'Description',
  start: 'Start',
  end: 'End',
  hours: 'Hours',
  status: 'Status',
  when: 'When',
  what: 'What',
  reason: 'Reason',
  who: 'Who',
} as const;

export const FIGURES = {
  shiftsWorked: 'Shifts worked',
  hoursWorked: 'Hours worked',
  averageRating: 'Average rating',
  onTime: 'On time',
  lastWorked: 'Last worked',
  noShows: 'No-shows',
  lateArrivals: 'Late arrivals',
  reliability: 'Reliability',
} as const;
export const NO_SHOWS_NOTE = 'in the last 90 days';
export const lateArrivalsNote = (of: number) => `of the latest ${of} worked`;
export const RELIABILITY_NOTE = 'started shifts of the last 90 days worked';
export const HOURS_NOTE = 'approved on the timesheet';
export const ratingNote = (count: number) => (count === 1 ? 'from 1 review' : `from ${count} reviews`);
export const NO_REVIEWS = 'no reviews yet';
export const onTimeNote = (of: number, sampled: boolean) =>
  sampled
    ? `clocked in within 5 minutes of the start, last ${of} shifts`
    : `clocked in within 5 minutes of the start, ${of === 1 ? '1 shift' : `${of} shifts`}`;
export const NEVER = 'never';

export const shiftsWithTitle = (name: string) => `Shifts with ${name}`;
export const NO_SHIFTS = 'No shifts with this worker.';
export const WORKER_NOT_FOUND = 'Worker not found';
export const WORKER_NOT_FOUND_DETAILS = 'This worker has not worked a shift with you.';
export const BACK_TO_WORKERS = 'Back to workers';
export const WORKER_FAILED = 'The worker could not be loaded.';
export const atFacility = (name: string) => `At ${name}`;

export const BLOCK_HISTORY_TITLE = 'Block history';
export const blockedHere = (facility: string) => `Blocked at ${facility}`;
export const NO_BLOCK_HISTORY = 'Never blocked here.';
export const ACTIONS = { blocked: 'Blocked', unblocked: 'Unblocked' } as const;
export const UNKNOWN_ACTOR = 'Someone else';
