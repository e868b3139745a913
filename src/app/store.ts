import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { sessionSlice } from '../session/sessionSlice';
import { shiftsSlice } from '../features/shifts/shiftsSlice';
import { invoicesSlice } from '../features/invoices/invoicesSlice';
import { timesheetSlice } from '../features/timesheet/timesheetSlice';
import { impersonationSlice } from '../features/impersonation/impersonationSlice';
import { calendarSlice } from '../features/calendar/calendarSlice';
import { reviewsSlice } from '../features/reviews/reviewsSlice';
import { blocksSlice } from '../features/blocks/blocksSlice';
import { discontentSlice } from '../features/discontent/discontentSlice';
import { insightsSlice } from '../features/insights/insightsSlice';
import { workersSlice } from '../features/workers/workersSlice';
import { sessionEndMiddleware } from '../lib/sessionEnd';

// Feature slices join here; each feature's Firestore code loads only when its thunks first run.
const rootReducer = combineSlices(
  sessionSlice,
  shiftsSlice,
  invoicesSlice,
  timesheetSlice,
  impersonationSlice,
  calendarSlice,
  reviewsSlice,
  blocksSlice,
  discontentSlice,
  insightsSlice,
  workersSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(sessionEndMiddleware),
  });
}
