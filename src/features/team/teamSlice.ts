// The Team screen (/team): the shown facility's members' records and invites, and the Owner's changes to them. A
// member's change comes back as the facility (the session's, which holds adminIds and memberRoles); an invite's as the
// facility's invites.
import {
  addSlice,
  createAppSlice,
  facilityUpdated,
  profileLoaded,
  sessionEnded,
  type LoadStatus,
} from '../../lib/redux';
import type { SessionView } from '../../session/sessionSlice';
import { selectScopeFacilities } from '../../session/scope';
import { historyActor } from '../../session/actor';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { withDb } from '../../data/db';
import { declined, type ThunkError } from '../../lib/thunkError';
import type { TeamRole } from '../../domain/teamRoles';
import type { TeamInvite, TeamPerson } from '../../domain/teamTable';
import type { InviteInputs } from '../../domain/teamInviteSchema';

interface TeamState {
  /** the facility whose team the state holds, so a late answer for another is dropped */
  facilityId: string | null;
  status: LoadStatus;
  people: TeamPerson[];
  invites: TeamInvite[];
  error: ThunkError | null;
}

const initialState: TeamState = { facilityId: null, status: 'idle', people: [], invites: [], error: null };

type State = { team: TeamState } & SessionView;
const teamApi = () => import('./teamApi');

/** The facility, when it is one the shown user's portal covers. */
function facilityInScope(state: State, facilityId: string) {
  const facility = selectScopeFacilities(state).find((f) => f.id === facilityId);
  if (!facility) throw declined('notFound');
  return facility;
}

interface MemberChange {
  facilityId: string;
  uid: string;
  name: string;
  seenRole: TeamRole;
  /** the new role; null: Remove */
  role: TeamRole | null;
}

const teamSlice = createAppSlice({
  name: 'team',
  initialState,
  reducers: (create) => {
    const thunk = create.asyncThunk.withTypes<ThunkConfig>();
    return {
      loadTeam: thunk(
        reported(
          { collection: 'invites', operation: 'readTeam' },
          async (facilityId: string, { getState }: { getState: () => State }) => {
            const facility = facilityInScope(getState(), facilityId);
            const { api, db } = await withDb(teamApi);
            return api.fetchTeam(db, facility);
          },
        ),
        {
          pending: (s, a) => {
            if (s.facilityId !== a.meta.arg) {
              s.people = [];
              s.invites = [];
            }
            s.facilityId = a.meta.arg;
            s.status = 'loading';
            s.error = null;
          },
          fulfilled: (s, a) => {
            if (s.facilityId !== a.meta.arg) return;
            s.status = 'succeeded';
            s.people = a.payload.people;
            s.invites = a.payload.invites;
          },
          rejected: (s, a) => {
            if (s.facilityId !== a.meta.arg) return;
            s.status = 'failed';
            s.error = a.payload ?? null;
          },
        },
      ),
      inviteTeammate: thunk(
        reported(
          { collection: 'invites', operation: 'createInvite' },
          async (
            { facilityId, inputs }: { facilityId: string; inputs: InviteInputs },
            { getState }: { getState: () => State },
          ) => {
            const facility = facilityInScope(getState(), facilityId);
            const { api, db } = await withDb(teamApi);
            return api.sendInvite(db, facility, inputs, historyActor(getState()), Date.now());
          },
        ),
        { fulfilled: (s, a) => void (s.facilityId === a.meta.arg.facilityId && (s.invites = a.payload)) },
      ),
      changeInvite: thunk(
        reported(
          { collection: 'invites', operation: 'changeInvite' },
          async (
            { invite, change }: { invite: TeamInvite; change: 'revoke' | 'resend' },
            { getState }: { getState: () => State },
          ) => {
            facilityInScope(getState(), invite.facilityId);
            const { api, db } = await withDb(teamApi);
            return api.updateInvite(db, invite, change, historyActor(getState()), Date.now());
          },
        ),
        { fulfilled: (s, a) => void (s.facilityId === a.meta.arg.invite.facilityId && (s.invites = a.payload)) },
      ),
      changeMember: thunk(
        reported(
          { collection: 'facilities', operation: 'changeMember' },
          async (change: MemberChange, { getState, dispatch }: { getState: () => State; dispatch: Dispatch }) => {
            facilityInScope(getState(), change.facilityId);
            const { api, db } = await withDb(teamApi);
            const facility = await api.updateMember(
              db,
              change.facilityId,
              { uid: change.uid, name: change.name, seenRole: change.seenRole },
              change.role,
              historyActor(getState()),
            );
            dispatch(facilityUpdated(facility));
          },
        ),
      ),
    };
  },
  extraReducers: (builder) => {
    builder.addCase(profileLoaded, () => initialState).addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    selectTeam: (s) => s,
  },
});
type Dispatch = (action: ReturnType<typeof facilityUpdated>) => unknown;
addSlice(teamSlice);

export const { loadTeam, inviteTeammate, changeInvite, changeMember } = teamSlice.actions;
export const { selectTeam } = teamSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    team: TeamState;
  }
}
