// Favorites first: a new shift may be offered to the facility's favorites (premierlist) for a window before
// anyone else may claim it. The shift stores the instant the window closes (favoritesFirstUntil); the worker app
// enforces it, the rules validate it, the portal shows it.

/** The windows a scheduler may choose, in hours. */
export const FAVORITES_FIRST_HOURS = [2, 6, 12, 24] as const;
export type FavoritesFirstHours = (typeof FAVORITES_FIRST_HOURS)[number];
export const DEFAULT_FAVORITES_FIRST_HOURS: FavoritesFirstHours = 2;

const HOUR_MS = 60 * 60 * 1000;

export function isFavoritesFirstHours(value: unknown): value is FavoritesFirstHours {
  return FAVORITES_FIRST_HOURS.includes(value as FavoritesFirstHours);
}

/**
 * When the favorites' window of a shift posted at `postedAt` closes: `hours` later, but never past the shift's start
 * (after the start nobody can work it). Null when no window was asked for, or when the shift has already started, so
 * that no window would be left.
 */
export function favoritesFirstUntil(postedAt: number, start: number, hours: number | null): number | null {
  if (hours == null || !isFavoritesFirstHours(hours)) return null;
  const until = Math.min(postedAt + hours * HOUR_MS, start);
  return until > postedAt ? until : null;
}

/** Whether only favorites may claim the shift at `now`: a window was set and has not closed. */
export function isFavoritesFirstOpen(shift: { favoritesFirstUntil: number | null }, now: number): boolean {
  return shift.favoritesFirstUntil != null && now < shift.favoritesFirstUntil;
}

/** An edit that moves the start earlier than the window's end closes the window at the new start. */
export function favoritesFirstAfterEdit(until: number | null, newStart: number): number | null {
  return until == null ? null : Math.min(until, newStart);
}

/** The window the form asks for: its hours when `Offer to favorites first` is checked, else none. */
export function chosenFavoritesFirstHours(offer: boolean, hoursText: string): FavoritesFirstHours | null {
  const hours = Number(hoursText);
  return offer && isFavoritesFirstHours(hours) ? hours : null;
}
