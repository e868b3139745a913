// The Favorite toggle's write, apart from workersSlice.ts: the toggle sits on many screens (the dashboard's reviews,
// the timesheet, shift details), which so load this slice alone, not the worker lists' and the worker page's state.
// It updates the session's facility profile with what it wrote, as block and unblock do; the slice keeps which
// toggles are saving (each disabled meanwhile).
import type { Dispatch } from '@reduxjs/toolkit';
import { addSlice, createAppSlice, facilityUpdated, sessionEnded } from '../../lib/redux';
import { reportError } from '../../lib/errors';
import { submissionDone, submissionFor } from '../../lib/submissions';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { withDb } from '../../data/db';
import { declined, isThunkError } from '../../lib/thunkError';
import type { SessionView } from '../../session/sessionSlice';
import { historyActor } from '../../session/actor';
import type { HistoryActor } from '../../data/history';
import * as facilitiesModule from '../../data/facilities';

interface FavoriteArgs {
  facilityId: string;
  nurseId: string;
  favorite: boolean;
  /** the shift the change was made from (its History records it), if any */
  shiftId?: string;
}

const favoritesData = () => import('../../data/favorites');
const facilitiesData = () => Promise.resolve(facilitiesModule);

async function changeFavorite(arg: FavoriteArgs, dispatch: Dispatch, actor: HistoryActor | null): Promise<void> {
  if (!actor) throw declined('refused');
  const [{ api, db }, { api: facilities }] = await Promise.all([withDb(favoritesData), withDb(facilitiesData)]);
  // a retry of the same change keeps the event time of its first try (see applyFavoriteChange)
  const { key, submission } = submissionFor('favorites', arg, 0);
  try {
    const facility = await api.applyFavoriteChange(db, { ...arg, by: actor.uid, byName: actor.name }, submission.at);
    // the session's facility profile shows the change as written, without reading the facility again
    dispatch(facilityUpdated(facility));
  } catch (error) {
    if (isThunkError(error) && (error.kind === 'changed' || error.kind === 'invalid')) {
      // nothing was written: show the facility as it is stored now
      submissionDone(key);
      const facility = await facilities.getFacility(db, arg.facilityId).catch((err: unknown) => {
        reportError(err, { collection: 'facilities', operation: 'reloadAfterFavorite' });
        return null;
      });
      if (facility) dispatch(facilityUpdated(facility));
    }
    throw error;
  }
  submissionDone(key);
}

interface FavoritesState {
  /** the toggles whose change is being saved (toggleKey) */
  saving: string[];
}

const initialState: FavoritesState = { saving: [] };

/** One toggle: a worker at a facility, on the shift it sits on (a timesheet's rows may name the worker twice). */
const toggleKey = (arg: Pick<FavoriteArgs, 'facilityId' | 'nurseId' | 'shiftId'>) =>
  `${arg.facilityId}/${arg.nurseId}/${arg.shiftId ?? ''}`;

const favoritesSlice = createAppSlice({
  name: 'favorites',
  initialState,
  reducers: (create) => {
    const thunk = create.asyncThunk.withTypes<ThunkConfig>();
    return {
      /** The Favorite toggle: adds the worker to the facility's favorites or removes them. */
      setFavorite: thunk(
        reported(
          { collection: 'facilities', operation: 'favorite' },
          (arg: FavoriteArgs, { dispatch, getState }: { dispatch: Dispatch; getState: () => SessionView }) =>
            changeFavorite(arg, dispatch, getState().session.user ? historyActor(getState()) : null),
        ),
        {
          pending: (s, a) => void s.saving.push(toggleKey(a.meta.arg)),
          settled: (s, a) => void (s.saving = s.saving.filter((k) => k !== toggleKey(a.meta.arg))),
        },
      ),
    };
  },
  extraReducers: (builder) => {
    builder.addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    selectFavoriteSaving: (s, toggle: Pick<FavoriteArgs, 'facilityId' | 'nurseId' | 'shiftId'>) =>
      s.saving.includes(toggleKey(toggle)),
  },
});
addSlice(favoritesSlice);

export const { setFavorite } = favoritesSlice.actions;
export const { selectFavoriteSaving } = favoritesSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    favorites: FavoritesState;
  }
}
