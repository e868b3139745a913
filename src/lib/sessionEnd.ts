// State kept outside the store (pending submissions, running listeners, what a facility's last range
// was like) belongs to the shown user as much as the store does: it is cleared when their portal ends.
import type { Middleware } from '@reduxjs/toolkit';
import { sessionEnded } from './redux';

const resets = new Set<() => void>();

/** Runs `reset` whenever the shown user's portal ends (sign-out, or an admin acting for someone else). */
export function onSessionEnd(reset: () => void): void {
  resets.add(reset);
}

/** The store's part: after the slices have reset themselves, every registered reset runs. */
export const sessionEndMiddleware: Middleware = () => (next) => (action) => {
  const result = next(action);
  if (sessionEnded(action)) resets.forEach((reset) => reset());
  return result;
};
