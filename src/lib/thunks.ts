// How every thunk fails: it rejects with a ThunkError (rejectWithValue), a plain value components switch
// on by kind, after the failure was reported once with where it happened.
import type { AsyncThunkPayloadCreator, GetThunkAPI } from '@reduxjs/toolkit';
import { reportError, type ErrorContext } from './errors';
import { isThunkError, toThunkError, type ThunkError } from './thunkError';

/**
 * Every thunk's config: it rejects with a ThunkError. The state a thunk reads is typed by reported()'s
 * State (the slices it reads, as `{ shifts: ShiftsState } & SessionView`): createAppSlice's thunks may
 * not name a state in their config, and no feature may import the app's RootState.
 */
export type ThunkConfig = { rejectValue: ThunkError };

type ThunkApi<State> = Omit<GetThunkAPI<ThunkConfig>, 'getState'> & { getState: () => State };

/**
 * The payload creator of a thunk that reports what fails (a Firebase error, a timeout) and rejects with
 * its ThunkError. A ThunkError thrown by `run` itself is the thunk's verdict (the shift has started, it
 * is gone) rather than a failure: it is passed on as it is, unreported.
 */
export function reported<Returned, Arg, State = unknown>(
  where: ErrorContext | ((arg: Arg) => ErrorContext),
  run: (arg: Arg, thunkApi: ThunkApi<State>) => Promise<Returned>,
): AsyncThunkPayloadCreator<Returned, Arg, ThunkConfig> {
  return async (arg, thunkApi) => {
    try {
      // the store holds at least the slices State names (the store is built from every feature's slice)
      return await run(arg, { ...thunkApi, getState: thunkApi.getState as () => State });
    } catch (err) {
      if (!isThunkError(err)) reportError(err, typeof where === 'function' ? where(arg) : where);
      return thunkApi.rejectWithValue(toThunkError(err));
    }
  };
}
