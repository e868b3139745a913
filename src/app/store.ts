import { configureStore } from '@reduxjs/toolkit';
import { addSlice, connectSliceLoading, rootReducer, type AppState } from '../lib/redux';
import { sessionSlice } from '../session/sessionSlice';
import { sessionEndMiddleware } from '../lib/sessionEnd';

// The session is in the store from the start; each feature's slice joins when its module first loads
// (lib/redux addSlice), so the signed-out screens carry only the auth slice (their sign-in and invite thunks).
addSlice(sessionSlice);

/** The state every slice declares in lib/redux's AppState; a slice is there once its module has loaded. */
export type RootState = AppState;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    // the reducer's type leaves lazily loaded slices optional; addSlice puts each in before any screen reads it
    reducer: rootReducer as unknown as (state: RootState | undefined, action: { type: string }) => RootState,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(sessionEndMiddleware),
  });
  connectSliceLoading(store.dispatch);
  return store;
}
