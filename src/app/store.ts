import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { AppState } from '../lib/redux';
import { sessionSlice } from '../session/sessionSlice';
import { shiftsSlice } from '../features/shifts/shiftsSlice';
import { invoicesSlice } from '../features/invoices/invoicesSlice';
import { timesheetSlice } from '../features/timesheet/timesheetSlice';
import { impersonationSlice } from '../features/impersonation/impersonationSlice';
import { calendarSlice } from '../features/calendar/calendarSlice';
import { reviewsSlice } from '../features/reviews/reviewsSlice';
import { blocksSlice } from '../features/blocks/blocksSlice';
import { discontentSlice } from '../features/discontent/discontentSlice';

// Feature slices join here; each feature's Firestore code loads only when its thunks first run.
export const rootReducer = combineSlices(
  sessionSlice,
  shiftsSlice,
  invoicesSlice,
  timesheetSlice,
  impersonationSlice,
  calendarSlice,
  reviewsSlice,
  blocksSlice,
  discontentSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

// Features type their state as lib/redux's AppState (each slice declares its part): the store must have
// exactly that state, or this line does not compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const storeMatchesAppState: Same<RootState, AppState> = true;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
