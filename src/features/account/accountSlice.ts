// The Account page's reads and writes (src/data's account module, and the shifts' for the time zone's warning), and
// what the page shows of its reads: the account as stored after a save found it changed elsewhere, and whether a
// facility has shifts. A profile loaded afresh (after a save) supersedes both.
import { addSlice, createAppSlice, profileLoaded, sessionEnded } from '../../lib/redux';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { trimmedAccount, type AccountValues } from '../../domain/accountSchema';
import { withDb } from '../../data/db';
import type { StoredNotificationSettings } from '../../domain/notificationSettings';

interface AccountState {
  /** the account as stored, read after a save found it changed elsewhere: shown, and what the next save checks */
  storedNow: AccountValues | null;
  /** by facility: whether it has shifts (a new time zone leaves their times as posted), read when the zone changes */
  hasShifts: Record<string, boolean>;
}

const initialState: AccountState = { storedNow: null, hasShifts: {} };

interface AccountOf {
  uid: string;
  kind: 'facility' | 'company';
  entityId: string;
}

const accountData = () => import('../../data/account');

const accountSlice = createAppSlice({
  name: 'account',
  initialState,
  reducers: (create) => {
    const thunk = create.asyncThunk.withTypes<ThunkConfig>();
    return {
      /** The user's name and, for an Owner, the facility's or company's profile, in one transaction. */
      saveAccount: thunk(
        reported(
          (arg: AccountOf & { values: AccountValues; seen: AccountValues; profile: boolean }) => ({
            collection: arg.kind === 'company' ? 'companies' : 'facilities',
            operation: 'updateAccount',
          }),
          async (arg: AccountOf & { values: AccountValues; seen: AccountValues; profile: boolean }) => {
            const { api, db } = await withDb(accountData);
            // `profile`: the facility's or company's profile too (an Owner), or the user's own record only
            const values = trimmedAccount(arg.values);
            await api.writeAccount(db, arg.uid, arg.kind, arg.entityId, values, arg.seen, arg.profile);
          },
        ),
        { fulfilled: (s) => void (s.storedNow = null) },
      ),
      /** The account as stored now, for the page to show after a save found it changed elsewhere. */
      readStoredAccount: thunk(
        reported({ collection: 'user', operation: 'readAccount' }, async (arg: AccountOf) => {
          const { api, db } = await withDb(accountData);
          return api.readAccount(db, arg.uid, arg.kind, arg.entityId);
        }),
        { fulfilled: (s, a) => void (s.storedNow = a.payload) },
      ),
      /** Whether the facility has shifts (the page warns that a new time zone leaves their times as posted). */
      readHasShifts: thunk(
        reported({ collection: 'shifts', operation: 'readHasShifts' }, async (arg: { facilityId: string }) => {
          const { api, db } = await withDb(() => import('../../data/shifts'));
          return api.facilityHasShifts(db, arg.facilityId);
        }),
        {
          fulfilled: (s, a) => void (s.hasShifts[a.meta.arg.facilityId] = a.payload),
          // unknown: warn, as if there were
          rejected: (s, a) => void (s.hasShifts[a.meta.arg.facilityId] = true),
        },
      ),
      /** The Notifications section's save (the user record's notifications, contactOptions and mobilePhone). */
      saveNotificationSettings: thunk(
        reported(
          { collection: 'user', operation: 'saveNotificationSettings' },
          async (arg: { uid: string; settings: StoredNotificationSettings }) => {
            const { api, db } = await withDb(accountData);
            await api.writeNotificationSettings(db, arg.uid, arg.settings);
          },
        ),
      ),
    };
  },
  extraReducers: (builder) => {
    builder.addCase(profileLoaded, () => initialState).addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    selectStoredAccount: (s) => s.storedNow,
    /** null until read */
    selectHasShifts: (s, facilityId: string | undefined) => (facilityId ? (s.hasShifts[facilityId] ?? null) : null),
  },
});
addSlice(accountSlice);

export const { saveAccount, readStoredAccount, readHasShifts, saveNotificationSettings } = accountSlice.actions;
export const { selectStoredAccount, selectHasShifts } = accountSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    account: AccountState;
  }
}
