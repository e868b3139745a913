// Blocking and unblocking workers: the names and positions of the blocked workers, and the block and
// unblock writes (which update the session's facility profile afterwards).
import { createAppSlice, facilityUpdated, signedOut } from '../../lib/redux';
import { reportError } from '../../lib/errors';
import { submissionDone, submissionFor } from '../../lib/submissions';
import type { RootState } from '../../app/store';
import type { WorkerInfo } from '../../lib/firebase/workers';

export interface BlocksState {
  workers: Record<string, WorkerInfo>;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
}

const initialState: BlocksState = { workers: {}, status: 'idle' };

const api = () => import('./blocksApi');

export interface BlockArgs {
  facilityId: string;
  nurseId: string;
  reason: string;
}

async function change(
  arg: BlockArgs,
  action: 'blocked' | 'unblocked',
  dispatch: (a: unknown) => unknown,
): Promise<{ freed: string[] }> {
  const { applyBlockChange, getFacility } = await api();
  const reason = arg.reason.trim();
  // a retry of the same change keeps the event time of its first try (see applyBlockChange)
  const { key, submission } = submissionFor('blocks', { ...arg, reason, action }, 0);
  let freed: string[];
  try {
    freed = await applyBlockChange({ ...arg, reason, action }, undefined, Date.now(), { eventAt: submission.at });
    submissionDone(key);
  } catch (err) {
    reportError(err, { collection: 'facilities', operation: action === 'blocked' ? 'block' : 'unblock' });
    throw err;
  }
  // the session's facility profile follows the stored one (blocklist and its events)
  const facility = await getFacility(arg.facilityId).catch((err: unknown) => {
    // the change is stored; only the session's copy stays behind until the next load
    reportError(err, { collection: 'facilities', operation: 'reloadAfterBlock' });
    return null;
  });
  if (facility) dispatch(facilityUpdated(facility));
  return { freed };
}

export const blocksSlice = createAppSlice({
  name: 'blocks',
  initialState,
  reducers: (create) => ({
    loadWorkers: create.asyncThunk(
      async (ids: string[], { getState }): Promise<Record<string, WorkerInfo>> => {
        const known = (getState() as RootState).blocks.workers;
        const missing = [...new Set(ids)].filter((id) => id && !known[id]);
        if (!missing.length) return {};
        const { getWorkers } = await api();
        return getWorkers(missing);
      },
      {
        pending: (s) => {
          s.status = 'loading';
        },
        fulfilled: (s, a) => {
          Object.assign(s.workers, a.payload);
          s.status = 'succeeded';
        },
        rejected: (s, a) => {
          s.status = 'failed';
          reportError(a.error, { collection: 'user', operation: 'blockedWorkers' });
        },
      },
    ),
    /** 'blocked and removed from all future shifts': resolves to the ids of the shifts freed. */
    blockWorker: create.asyncThunk(async (arg: BlockArgs, { dispatch }): Promise<{ freed: string[] }> =>
      change(arg, 'blocked', dispatch),
    ),
    unblockWorker: create.asyncThunk(async (arg: BlockArgs, { dispatch }): Promise<{ freed: string[] }> =>
      change(arg, 'unblocked', dispatch),
    ),
  }),
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
  selectors: {
    selectBlockedWorkers: (s) => s.workers,
    selectBlockedWorkersStatus: (s) => s.status,
  },
});

export const { loadWorkers, blockWorker, unblockWorker } = blocksSlice.actions;
export const { selectBlockedWorkers, selectBlockedWorkersStatus } = blocksSlice.selectors;
