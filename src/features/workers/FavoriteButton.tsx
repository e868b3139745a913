import Button from 'react-bootstrap/Button';
import { toast } from '../../lib/toast';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectFacilitiesById } from '../../session/scope';
import type { ThunkError } from '../../lib/thunkError';
import { favoriteRefusal } from '../../domain/favorites';
import { selectFavoriteSaving, setFavorite } from './favoritesSlice';
import {
  FAVORITE,
  favoriteAdded,
  favoriteBlocked,
  favoriteChanged,
  FAVORITE_FAILED,
  favoriteRemoved,
  FAVORITES_FULL,
  THE_WORKER,
} from './favoriteMessages';

export interface FavoriteButtonProps {
  facilityId: string;
  nurseId: string;
  workerName: string;
  size?: 'sm';
  /** the shift the toggle sits on (details, a timesheet or review row): the change goes into its History */
  shiftId?: string;
}

/** The 'Favorite' toggle (aria-pressed): the worker in the facility's favorites (premierlist), or not. */
export function FavoriteButton({ facilityId, nurseId, workerName, size, shiftId }: FavoriteButtonProps) {
  const dispatch = useAppDispatch();
  const facility = useAppSelector(selectFacilitiesById)[facilityId];
  const saving = useAppSelector((state) => selectFavoriteSaving(state, { facilityId, nurseId, shiftId }));
  if (!facility || !nurseId) return null;
  const pressed = facility.premierlist.includes(nurseId);
  const name = workerName || THE_WORKER;

  const toggle = async () => {
    if (!pressed) {
      const refusal = favoriteRefusal(facility, nurseId);
      if (refusal) {
        toast.error(refusal === 'blocked' ? favoriteBlocked(name) : FAVORITES_FULL);
        return;
      }
    }
    try {
      await dispatch(setFavorite({ facilityId, nurseId, favorite: !pressed, shiftId })).unwrap();
      toast.success(pressed ? favoriteRemoved(name) : favoriteAdded(name));
    } catch (err) {
      const kind = (err as ThunkError).kind;
      if (kind === 'changed') toast.warning(favoriteChanged(name));
      else if (kind === 'invalid') toast.error(favoriteBlocked(name));
      else toast.error(FAVORITE_FAILED);
    }
  };

  return (
    <Button
      size={size}
      // outline-warning's yellow text fails the contrast check on a light background
      variant={pressed ? 'warning' : 'outline-secondary'}
      aria-pressed={pressed}
      disabled={saving}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{pressed ? '★ ' : '☆ '}</span>
      {FAVORITE}
    </Button>
  );
}
