// Blocking and unblocking workers: the spec's toasts and the labels it leaves to us.
export const BLOCKED_EMPLOYEES_TITLE = 'Blocked Employees';
export const blockedToast = (name: string) => `${name} has been blocked and removed from all future shifts.`;
export const unblockedToast = (name: string) => `${name} has been unblocked and is eligible to pick future shifts`;
export const BLOCK_FAILED = 'The worker could not be blocked. Please try again.';
export const UNBLOCK_FAILED = 'The worker could not be unblocked. Please try again.';
export const BLOCK = 'Block';
export const UNBLOCK = 'Unblock';
export const blockTitle = (name: string) => `Block ${name}`;
export const unblockTitle = (name: string) => `Unblock ${name}`;
export const blockDescription = (name: string, facility: string) =>
  `${name} will be removed from all future shifts at ${facility} and will not be able to pick its shifts. ` +
  'Please tell us why.';
export const unblockDescription = (name: string, facility: string) =>
  `${name} will be eligible to pick future shifts at ${facility} again. Please tell us why.`;
export const THIS_WORKER = 'this worker';
/** A block or unblock that found the worker's state changed by someone else since the button was shown. */
export const changedMeanwhile = (name: string, wasBlocked: boolean) =>
  `Someone else ${wasBlocked ? 'unblocked' : 'blocked'} ${name} in the meantime, so nothing was changed. ` +
  'The button now shows where things stand.';

export const COLUMNS = {
  worker: 'Worker',
  position: 'Position',
  facility: 'Facility',
  blockedAt: 'Blocked at',
  reason: 'Reason',
} as const;
