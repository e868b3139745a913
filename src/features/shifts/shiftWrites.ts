// Every shift write: create (N workers, N documents), edit, cancel, the shift templates, and the export's read.
import { createAction, createAsyncThunk } from '@reduxjs/toolkit';
import { facilityUpdated } from '../../lib/redux';
import type { SessionView } from '../../session/sessionSlice';
import { historyActor } from '../../session/actor';
import { selectScopeFacilities, selectScopeFacilityIds } from '../../session/scope';
import { submissionDone, submissionFor } from '../../lib/submissions';
import { reported } from '../../lib/thunks';
import { withDb } from '../../data/db';
import { declined, isThunkError } from '../../lib/thunkError';
import { cancelRefusal, isShiftLocked, type ShiftSeen } from '../../domain/shiftStatus';
import type { CancelReasonType, Shift, ShiftTemplate } from '../../domain/types';
import type { EditShiftValues } from '../../domain/shiftSchemas';
import { MAX_POST_SHIFTS } from '../../domain/postingLimits';
import { editedRequirements } from './editRequirements';
import type { ShiftDraft } from '../../domain/shiftPosting';
import { refreshShifts, shiftEdits, shiftPosting, shiftsApi, shiftsData } from './shiftList';
import type { AppState } from '../../lib/redux';

/** N workers, N shift documents (in batches of POST_BATCH_SIZE), written as the signed-in user. */
export const createShifts = createAsyncThunk(
  'shifts/create',
  reported<string[], { draft: ShiftDraft; count: number }, Pick<AppState, 'shifts'> & SessionView>(
    { collection: 'shifts', operation: 'create' },
    async (arg, { getState, dispatch }) => {
      const actor = historyActor(getState());
      const { api, db } = await withDb(shiftPosting);
      const { key, submission } = submissionFor('shifts', arg, arg.count);
      const ids = await api.createShifts(db, arg.draft, arg.count, actor, submission);
      submissionDone(key);
      // 'After commit wait 1 second, then reload the shift list.'
      setTimeout(() => void dispatch(refreshShifts()), 1000);
      return ids;
    },
  ),
);

/** How far a post has got: shifts stored so far of the total (null before the first post). */
export const postingProgress = createAction<{ posted: number; total: number }>('shifts/postingProgress');

/**
 * Post several and Copy a week: every draft one shift document, written in batches with the progress in the store.
 * A failure part-way leaves the progress at what is stored; posting the same drafts again (the same submission)
 * writes only what is missing, under the same ids.
 */
export const postShifts = createAsyncThunk(
  'shifts/post',
  reported<string[], { drafts: ShiftDraft[] }, SessionView>(
    { collection: 'shifts', operation: 'post' },
    async ({ drafts }, { getState, dispatch }) => {
      const actor = historyActor(getState());
      if (drafts.length === 0 || drafts.length > MAX_POST_SHIFTS) throw declined('invalid');
      const total = drafts.length;
      dispatch(postingProgress({ posted: 0, total }));
      const { api, db } = await withDb(shiftPosting);
      const { key, submission } = submissionFor('shifts-post', drafts, total);
      const ids = await api.postShifts(db, drafts, actor, submission, (posted) =>
        dispatch(postingProgress({ posted, total })),
      );
      submissionDone(key);
      setTimeout(() => void dispatch(refreshShifts()), 1000);
      return ids;
    },
  ),
);

/** Copy a week's read: the facility's shifts starting in [from, to) that are not cancelled. */
export const readWeekToCopy = createAsyncThunk(
  'shifts/readWeekToCopy',
  reported<Shift[], { facilityId: string; from: number; to: number }>(
    { collection: 'shifts', operation: 'copyWeek' },
    async ({ facilityId, from, to }) => {
      const { api, db } = await withDb(shiftsData);
      const week = await api.fetchShiftsStartingBetween(db, [facilityId], from, to);
      return week.filter((s) => s.status !== 'cancelled');
    },
  ),
);

/** Refused as notFound, cancelled or locked (each its own message) before anything is written. */
/** The stored shift, read again when a save found it changed since the form opened: the form shows it. */
export const shiftChangedElsewhere = createAction<Shift>('shifts/changedElsewhere');

type ShiftsData = Awaited<ReturnType<typeof shiftsData>>;

/**
 * Declines a save as 'changed' after putting the stored shift in the store, so that the form shows what it now is
 * (and its next save compares with that). A 'changed' from the write's own transaction is handled the same way.
 */
async function changedMeanwhile(
  api: ShiftsData,
  db: Parameters<ShiftsData['getShift']>[0],
  id: string,
  dispatch: (action: unknown) => unknown,
  write: () => Promise<void>,
): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isThunkError(error) || error.kind !== 'changed') throw error;
    const current = await api.getShift(db, id);
    if (current) dispatch(shiftChangedElsewhere(current));
    throw error;
  }
}

export const editShift = createAsyncThunk(
  'shifts/edit',
  reported<Shift, { id: string; values: EditShiftValues; seen: ShiftSeen }, SessionView>(
    { collection: 'shifts', operation: 'edit' },
    async (arg, { getState, dispatch }) => {
      const actor = historyActor(getState());
      const [{ api, db }, { api: edits }] = await Promise.all([withDb(shiftsData), withDb(shiftEdits)]);
      const before = await api.getShift(db, arg.id);
      if (!before) throw declined('notFound');
      if (before.status === 'cancelled') throw declined('cancelled');
      if (isShiftLocked(before, Date.now())) throw declined('locked');
      const additionalRequirements = editedRequirements(before, arg.values.nurseType);
      // what the scheduler saw must still hold when the write lands (the write's transaction checks it)
      await changedMeanwhile(api, db, arg.id, dispatch, () =>
        edits.editShift(db, arg.id, { ...arg.values, additionalRequirements }, arg.seen, actor),
      );
      return { ...before, ...arg.values, additionalRequirements };
    },
  ),
);

export const cancelShift = createAsyncThunk(
  'shifts/cancel',
  reported<Shift, { id: string; type: CancelReasonType; details: string; seen: ShiftSeen }, SessionView>(
    { collection: 'shifts', operation: 'cancel' },
    async (arg, { getState, dispatch }) => {
      const actor = historyActor(getState());
      const uid = actor.uid;
      const [{ api, db }, { api: edits }] = await Promise.all([withDb(shiftsData), withDb(shiftEdits)]);
      const before = await api.getShift(db, arg.id);
      if (!before) throw declined('notFound');
      if (cancelRefusal(before, Date.now())) throw declined('refused');
      if (before.status === 'cancelled') throw declined('cancelled');
      const details = arg.details.trim();
      const reason = { type: arg.type, ...(details ? { details } : {}) };
      await changedMeanwhile(api, db, arg.id, dispatch, () => edits.cancelShift(db, arg.id, reason, actor, arg.seen));
      return { ...before, status: 'cancelled', cancelledAt: Date.now(), cancelledBy: uid, cancellationReason: reason };
    },
  ),
);

/** The export's data: shifts starting in [from, to), the names of their workers, their facilities' names and zones. */
export const exportShifts = createAsyncThunk(
  'shifts/export',
  reported<
    {
      shifts: Shift[];
      workerNames: Record<string, string>;
      facilities: Record<string, { facilityName: string; tz: string }>;
    },
    { from: number; to: number },
    SessionView
  >({ collection: 'shifts', operation: 'export' }, async (arg, { getState }) => {
    const state = getState();
    const facilities = Object.fromEntries(
      selectScopeFacilities(state).map((f) => [f.id, { facilityName: f.facilityName, tz: f.tz }]),
    );
    const [{ api: data, db }, { api }] = await Promise.all([withDb(shiftsData), withDb(shiftsApi)]);
    const shifts = await data.fetchShiftsStartingBetween(db, selectScopeFacilityIds(state), arg.from, arg.to);
    const workerNames = await api.readWorkerNames(db, shifts.map((s) => s.nurseId ?? '').filter(Boolean));
    return { shifts, workerNames, facilities };
  }),
);

export const saveShiftTemplates = createAsyncThunk(
  'shifts/saveTemplates',
  reported<void, { templates: ShiftTemplate[]; seen: ShiftTemplate[] }, SessionView>(
    { collection: 'facilities', operation: 'shiftTemplates' },
    async ({ templates, seen }, { getState, dispatch }) => {
      const facility = getState().session.facility;
      if (!facility) throw declined('refused');
      const clean = templates.map((t) => ({ name: t.name.trim(), startTime: t.startTime, endTime: t.endTime }));
      const { api, db } = await withDb(shiftsApi);
      const result = await api.saveShiftTemplates(db, facility.id, clean, seen);
      if (!result.saved) {
        // another scheduler saved templates since the editor opened: it shows theirs, and keeps what was typed
        dispatch(facilityUpdated({ ...facility, shiftTemplates: result.current }));
        throw declined('changed');
      }
      dispatch(facilityUpdated({ ...facility, shiftTemplates: clean }));
    },
  ),
);
