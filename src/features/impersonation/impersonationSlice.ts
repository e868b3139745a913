import { createAppSlice, signedOut } from '../../lib/redux';
import { reportError } from '../../lib/errors';
import type { PickerEntity, PickerKind, PickerUser } from './impersonationApi';

type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface ImpersonationState {
  entities: { kind: PickerKind | null; list: PickerEntity[]; status: LoadStatus };
  users: { entityId: string | null; list: PickerUser[]; status: LoadStatus };
}

const initialState: ImpersonationState = {
  entities: { kind: null, list: [], status: 'idle' },
  users: { entityId: null, list: [], status: 'idle' },
};

type Root = { impersonation: ImpersonationState };

async function withDb() {
  const [api, { appDb }] = await Promise.all([import('./impersonationApi'), import('../../lib/firebase/firestore')]);
  return { api, db: appDb() };
}

/** The lists of the admin's picker (/otherLoginForm): entities of one kind, then the users of one entity. */
export const impersonationSlice = createAppSlice({
  name: 'impersonation',
  initialState,
  reducers: (create) => ({
    loadPickerEntities: create.asyncThunk(
      async (kind: PickerKind) => {
        const { api, db } = await withDb();
        try {
          return await api.listEntities(db, kind);
        } catch (error) {
          reportError(error, { collection: kind === 'facility' ? 'facilities' : 'companies', operation: 'list' });
          throw error;
        }
      },
      {
        pending: (s, a) => {
          s.entities = { kind: a.meta.arg, list: [], status: 'loading' };
          s.users = initialState.users;
        },
        fulfilled: (s, a) => {
          if (s.entities.kind === a.meta.arg) s.entities = { kind: a.meta.arg, list: a.payload, status: 'succeeded' };
        },
        rejected: (s, a) => {
          if (s.entities.kind === a.meta.arg) s.entities.status = 'failed';
        },
      },
    ),
    loadPickerUsers: create.asyncThunk(
      async (entityId: string, { getState }) => {
        const entity = (getState() as Root).impersonation.entities.list.find((e) => e.id === entityId);
        if (!entity) return [];
        const { api, db } = await withDb();
        try {
          return await api.listUsers(db, entity.userIds);
        } catch (error) {
          reportError(error, { collection: 'user', operation: 'get' });
          throw error;
        }
      },
      {
        pending: (s, a) => {
          s.users = { entityId: a.meta.arg, list: [], status: 'loading' };
        },
        fulfilled: (s, a) => {
          if (s.users.entityId === a.meta.arg) s.users = { entityId: a.meta.arg, list: a.payload, status: 'succeeded' };
        },
        rejected: (s, a) => {
          if (s.users.entityId === a.meta.arg) s.users.status = 'failed';
        },
      },
    ),
    pickerUsersCleared: create.reducer((s) => {
      s.users = initialState.users;
    }),
  }),
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
  selectors: {
    selectPickerEntities: (s) => s.entities,
    selectPickerUsers: (s) => s.users,
  },
});

export const { loadPickerEntities, loadPickerUsers, pickerUsersCleared } = impersonationSlice.actions;
export const { selectPickerEntities, selectPickerUsers } = impersonationSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    impersonation: ImpersonationState;
  }
}
