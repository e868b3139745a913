// The Account page's write, as a thunk: the page dispatches, this loads the Api module and reports a failure.
import { createAsyncThunk } from '@reduxjs/toolkit';
import { reportError } from '../../lib/errors';
import { isThunkError, toThunkError, type ThunkError } from '../../lib/thunkError';
import type { AccountValues } from '../../domain/accountSchema';

export const saveAccount = createAsyncThunk<
  void,
  { uid: string; kind: 'facility' | 'company'; entityId: string; values: AccountValues; seen: AccountValues },
  { rejectValue: ThunkError }
>('account/save', async (arg, { rejectWithValue }) => {
  const api = await import('./accountApi');
  try {
    await api.saveAccount(arg.uid, arg.kind, arg.entityId, arg.values, arg.seen);
  } catch (err) {
    if (isThunkError(err) && err.kind === 'changed') return rejectWithValue(err);
    // one transaction: the user's name and the facility or company profile
    reportError(err, { collection: arg.kind === 'company' ? 'companies' : 'facilities', operation: 'updateAccount' });
    return rejectWithValue(toThunkError(err));
  }
});

/** The account as stored now, for the page to show after a save found it changed elsewhere. */
export const readStoredAccount = createAsyncThunk<
  AccountValues,
  { uid: string; kind: 'facility' | 'company'; entityId: string },
  { rejectValue: ThunkError }
>('account/readStored', async (arg, { rejectWithValue }) => {
  const api = await import('./accountApi');
  try {
    return await api.readAccountValues(arg.uid, arg.kind, arg.entityId);
  } catch (err) {
    reportError(err, { collection: 'user', operation: 'readAccount' });
    return rejectWithValue(toThunkError(err));
  }
});

/** Whether the facility has shifts (the Account page warns that a new time zone leaves their times as posted). */
export const readHasShifts = createAsyncThunk<boolean, { facilityId: string }, { rejectValue: ThunkError }>(
  'account/readHasShifts',
  async (arg, { rejectWithValue }) => {
    const api = await import('./accountApi');
    try {
      return await api.hasShifts(arg.facilityId);
    } catch (err) {
      reportError(err, { collection: 'shifts', operation: 'readHasShifts' });
      return rejectWithValue(toThunkError(err));
    }
  },
);
