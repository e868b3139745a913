// Favorites (a facility's premierlist): who may be made one, and who is shown as one. Apart from workers.ts, so that
// the Favorite toggle, on many screens, loads these rules alone.
import type { Facility } from './types';

/** The rules' bound on a facility's premierlist (favorites). */
export const MAX_FAVORITES = 500;

/** Why a worker cannot be made a favorite at the facility now, or null when they can. */
export function favoriteRefusal(
  facility: Pick<Facility, 'blocklist' | 'premierlist'>,
  nurseId: string,
): 'blocked' | 'full' | null {
  if (facility.blocklist.includes(nurseId)) return 'blocked';
  if (!facility.premierlist.includes(nurseId) && facility.premierlist.length >= MAX_FAVORITES) return 'full';
  return null;
}

/** The facility's favorites as shown: its premierlist, without anyone blocked there meanwhile. */
export function shownFavorites(facility: Pick<Facility, 'blocklist' | 'premierlist'>): string[] {
  return [...new Set(facility.premierlist)].filter((id) => !facility.blocklist.includes(id));
}
