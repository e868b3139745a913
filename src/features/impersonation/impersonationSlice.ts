import { createAppSlice, sessionEnded, type LoadStatus, addSlice } from '../../lib/redux';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { withDb } from '../../data/db';
import type { PickerEntity, PickerKind, PickerUser } from './impersonationApi';

interface ImpersonationState {
  entities: { kind: PickerKind | null; list: PickerEntity[]; status: LoadStatus };
  users: { entityId: string | null; list: PickerUser[]; status: LoadStatus };
}

const initialState: ImpersonationState = {
  entities: { kind: null, list: [], status: 'idle' },
  users: { entityId: null, list: [], status: 'idle' },
};

type State = { impersonation: ImpersonationState };

const impersonationApi = () => import('./impersonationApi');

/** The lists of the admin's picker (/otherLoginForm): entities of one kind, then the users of one entity. */
export const impersonationSlice = createAppSlice({
  name: 'impersonation',
  initialState,
  reducers: (create) => {
    const thunk = create.asyncThunk.withTypes<ThunkConfig>();
    return {
      loadPickerEntities: thunk(
        reported<PickerEntity[], PickerKind>(
          (kind) => ({ collection: kind === 'facility' ? 'facilities' : 'companies', operation: 'list' }),
          async (kind) => {
            const { api, db } = await withDb(impersonationApi);
            return api.listEntities(db, kind);
          },
        ),
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
      loadPickerUsers: thunk(
        reported<PickerUser[], string, State>(
          { collection: 'user', operation: 'get' },
          async (entityId, { getState }) => {
            const entity = getState().impersonation.entities.list.find((e) => e.id === entityId);
            if (!entity) return [];
            const { api, db } = await withDb(impersonationApi);
            return api.listUsers(db, entity.userIds);
          },
        ),
        {
          pending: (s, a) => {
            s.users = { entityId: a.meta.arg, list: [], status: 'loading' };
          },
          fulfilled: (s, a) => {
            if (s.users.entityId === a.meta.arg)
              s.users = { entityId: a.meta.arg, list: a.payload, status: 'succeeded' };
          },
          rejected: (s, a) => {
            if (s.users.entityId === a.meta.arg) s.users.status = 'failed';
          },
        },
      ),
      pickerUsersCleared: create.reducer((s) => {
        s.users = initialState.users;
      }),
    };
  },
  extraReducers: (builder) => {
    builder.addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    selectPickerEntities: (s) => s.entities,
    selectPickerUsers: (s) => s.users,
  },
});
addSlice(impersonationSlice);

export const { loadPickerEntities, loadPickerUsers, pickerUsersCleared } = impersonationSlice.actions;
export const { selectPickerEntities, selectPickerUsers } = impersonationSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    impersonation: ImpersonationState;
  }
}
