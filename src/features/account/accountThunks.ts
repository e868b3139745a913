// The Account page's write, as a thunk: the page dispatches, this loads the Api module and reports a failure.
import { createAsyncThunk } from '@reduxjs/toolkit';
import { reportError } from '../../lib/errors';
import { toThunkError, type ThunkError } from '../../lib/thunkError';
import type { AccountValues } from '../../domain/accountSchema';

export const saveAccount = createAsyncThunk<
  void,
  { uid: string; kind: 'facility' | 'company'; entityId: string; values: AccountValues },
  { rejectValue: ThunkError }
>('account/save', async (arg, { rejectWithValue }) => {
  const api = await import('./accountApi');
  try {
    await api.saveAccount(arg.uid, arg.kind, arg.entityId, arg.values);
  } catch (err) {
    // one batch: the user's name and the facility or company profile
    reportError(err, { collection: arg.kind === 'company' ? 'companies' : 'facilities', operation: 'updateAccount' });
    return rejectWithValue(toThunkError(err));
  }
});
