// The Favorite toggle's words (CONTRACT.md fixes 'Favorite'), apart from messages.ts: the toggle is on many screens.
export const FAVORITE = 'Favorite';
export const favoriteAdded = (name: string) => `${name} is now a favorite`;
export const favoriteRemoved = (name: string) => `${name} is no longer a favorite`;
export const FAVORITE_FAILED = 'The favorite could not be saved. Please try again.';
export const favoriteBlocked = (name: string) =>
  `${name} is blocked here, so they cannot be a favorite. Unblock them first.`;
export const FAVORITES_FULL = 'A facility can have at most 500 favorites. Remove one first.';
export const favoriteChanged = (name: string) =>
  `Someone else changed whether ${name} is a favorite in the meantime, so nothing was changed. ` +
  'The button now shows where things stand.';
export const THE_WORKER = 'The worker';
