// Blocking and unblocking workers: the names and positions of the blocked workers, and the block and
// unblock writes (which update the session's facility profile with what they wrote).
import type { Dispatch } from '@reduxjs/toolkit';
import { createAppSlice, facilityUpdated, sessionEnded, type LoadStatus, addSlice } from '../../lib/redux';
import { submissionDone, submissionFor } from '../../lib/submissions';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { withDb } from '../../data/db';
import type { WorkerInfo } from '../../data/users';
import { declined, isThunkError } from '../../lib/thunkError';
import type { SessionView } from '../../session/sessionSlice';
import { historyActor } from '../../session/actor';
import type { HistoryActor } from '../../data/history';
import * as facilitiesModule from '../../data/facilities';
import * as usersModule from '../../data/users';

/** The signed-in actor, or null when nobody is signed in (the change is then refused). */
const actorOrNull = (state: SessionView): HistoryActor | null => (state.session.user ? historyActor(state) : null);

interface BlocksState {
  workers: Record<string, WorkerInfo>;
  status: LoadStatus;
}

type State = { blocks: BlocksState };

const initialState: BlocksState = { workers: {}, status: 'idle' };

const blocksData = () => import('../../data/blocks');
const facilitiesData = () => Promise.resolve(facilitiesModule);
const usersData = () => Promise.resolve(usersModule);

export interface BlockArgs {
  facilityId: string;
  nurseId: string;
  reason: string;
}

async function change(
  arg: BlockArgs,
  action: 'blocked' | 'unblocked',
  dispatch: Dispatch,
  actor: HistoryActor | null,
): Promise<{ freed: string[] }> {
  if (!actor) throw declined('refused');
  const { uid: by, name: byName } = actor;
  const [{ api, db }, { api: facilities }] = await Promise.all([withDb(blocksData), withDb(facilitiesData)]);
  const reason = arg.reason.trim();
  // a retry of the same change keeps the event time of its first try (see applyBlockChange)
  const { key, submission } = submissionFor('blocks', { ...arg, reason, action }, 0);
  let written: Awaited<ReturnType<typeof api.applyBlockChange>>;
  try {
    const eventAt = submission.at;
    written = await api.applyBlockChange(db, { ...arg, reason, action, by, byName }, Date.now(), { eventAt });
  } catch (error) {
    if (isThunkError(error) && error.kind === 'changed') {
      // someone else blocked (or unblocked) the worker meanwhile: nothing was written; show the facility as it is
      submissionDone(key);
      const facility = await facilities.getFacility(db, arg.facilityId).catch(() => null);
      if (facility) dispatch(facilityUpdated(facility));
    }
    throw error;
  }
  submissionDone(key);
  // the session's facility profile follows the stored one (blocklist and its events), as the write left it
  dispatch(facilityUpdated(written.facility));
  return { freed: written.freed };
}

export const blocksSlice = createAppSlice({
  name: 'blocks',
  initialState,
  reducers: (create) => {
    const thunk = create.asyncThunk.withTypes<ThunkConfig>();
    return {
      loadWorkers: thunk(
        reported<Record<string, WorkerInfo>, string[], State>(
          { collection: 'user', operation: 'blockedWorkers' },
          async (ids, { getState }) => {
            const known = getState().blocks.workers;
            const missing = [...new Set(ids)].filter((id) => id && !known[id]);
            if (!missing.length) return {};
            const { api, db } = await withDb(usersData);
            return api.readWorkers(db, missing);
          },
        ),
        {
          pending: (s) => {
            s.status = 'loading';
          },
          fulfilled: (s, a) => {
            Object.assign(s.workers, a.payload);
            s.status = 'succeeded';
          },
          rejected: (s) => {
            s.status = 'failed';
          },
        },
      ),
      /** 'blocked and removed from all future shifts': resolves to the ids of the shifts freed. */
      blockWorker: thunk(
        reported<{ freed: string[] }, BlockArgs, SessionView>(
          { collection: 'facilities', operation: 'block' },
          (arg, { dispatch, getState }) => change(arg, 'blocked', dispatch, actorOrNull(getState())),
        ),
      ),
      unblockWorker: thunk(
        reported<{ freed: string[] }, BlockArgs, SessionView>(
          { collection: 'facilities', operation: 'unblock' },
          (arg, { dispatch, getState }) => change(arg, 'unblocked', dispatch, actorOrNull(getState())),
        ),
      ),
    };
  },
  extraReducers: (builder) => {
    builder.addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    selectBlockedWorkers: (s) => s.workers,
    selectBlockedWorkersStatus: (s) => s.status,
  },
});
addSlice(blocksSlice);

export const { loadWorkers, blockWorker, unblockWorker } = blocksSlice.actions;
export const { selectBlockedWorkers, selectBlockedWorkersStatus } = blocksSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    blocks: BlocksState;
  }
}
