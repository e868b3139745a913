// The Account page's write, as a thunk: the page dispatches, this loads the Api module and reports a failure.
import { createAsyncThunk } from '@reduxjs/toolkit';
import { reportError } from '../../lib/errors';
import type { AccountValues } from './accountApi';

export const saveAccount = createAsyncThunk(
  'account/save',
  async (arg: {
    uid: string;
    kind: 'facility' | 'company';
    entityId: string;
    values: AccountValues;
  }): Promise<void> => {
    const api = await import('./accountApi');
    try {
      await api.saveAccount(arg.uid, arg.kind, arg.entityId, arg.values);
    } catch (err) {
      // one batch: the user's name and the facility or company profile
      reportError(err, { collection: arg.kind === 'company' ? 'companies' : 'facilities', operation: 'updateAccount' });
      throw err;
    }
  },
);
