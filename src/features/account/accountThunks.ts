// The Account page's reads and write, as thunks: the page dispatches, these load src/data's account module (and the
// shifts' for the time zone's warning) and report a failure.
import { createAsyncThunk } from '@reduxjs/toolkit';
import { reportError } from '../../lib/errors';
import { isThunkError, toThunkError, type ThunkError } from '../../lib/thunkError';
import { trimmedAccount, type AccountValues } from '../../domain/accountSchema';
import { withDb } from '../../data/db';
import type { StoredNotificationSettings } from '../../domain/notificationSettings';

const accountData = () => import('../../data/account');

export const saveAccount = createAsyncThunk<
  void,
  {
    uid: string;
    kind: 'facility' | 'company';
    entityId: string;
    values: AccountValues;
    seen: AccountValues;
    /** the facility's or company's profile too (an Owner), or the user's own record only */
    profile: boolean;
  },
  { rejectValue: ThunkError }
>('account/save', async (arg, { rejectWithValue }) => {
  const { api, db } = await withDb(accountData);
  try {
    await api.writeAccount(db, arg.uid, arg.kind, arg.entityId, trimmedAccount(arg.values), arg.seen, arg.profile);
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
  const { api, db } = await withDb(accountData);
  try {
    return await api.readAccount(db, arg.uid, arg.kind, arg.entityId);
  } catch (err) {
    reportError(err, { collection: 'user', operation: 'readAccount' });
    return rejectWithValue(toThunkError(err));
  }
});

/** Whether the facility has shifts (the Account page warns that a new time zone leaves their times as posted). */
export const readHasShifts = createAsyncThunk<boolean, { facilityId: string }, { rejectValue: ThunkError }>(
  'account/readHasShifts',
  async (arg, { rejectWithValue }) => {
    const { api, db } = await withDb(() => import('../../data/shifts'));
    try {
      return await api.facilityHasShifts(db, arg.facilityId);
    } catch (err) {
      reportError(err, { collection: 'shifts', operation: 'readHasShifts' });
      return rejectWithValue(toThunkError(err));
    }
  },
);

/** The Notifications section's save (the user record's notifications, contactOptions and mobilePhone). */
export const saveNotificationSettings = createAsyncThunk<
  void,
  { uid: string; settings: StoredNotificationSettings },
  { rejectValue: ThunkError }
>('account/saveNotifications', async (arg, { rejectWithValue }) => {
  const { api, db } = await withDb(accountData);
  try {
    await api.writeNotificationSettings(db, arg.uid, arg.settings);
  } catch (err) {
    reportError(err, { collection: 'user', operation: 'saveNotificationSettings' });
    return rejectWithValue(toThunkError(err));
  }
});
