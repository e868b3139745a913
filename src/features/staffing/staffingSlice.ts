// The staffing plan (/staffing): the chosen facility's stored needs, and the chosen week's shifts, live (from its
// coverage weeks), with the gaps just posted counted until the coverage weeks hold them.
import { createAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { addSlice, createAppSlice, profileLoaded, sessionEnded, type LoadStatus } from '../../lib/redux';
import type { SessionView } from '../../session/sessionSlice';
import { selectFacilityCompanies, selectScopeFacilities } from '../../session/scope';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { withDb } from '../../data/db';
import { declined, type ThunkError } from '../../lib/thunkError';
import { liveList } from '../../lib/liveList';
import { historyActor } from '../../session/actor';
import { submissionDone, submissionFor } from '../../lib/submissions';
import { MAX_POST_SHIFTS } from '../../domain/postingLimits';
import type { ShiftDraft } from '../../domain/shiftPosting';
import type { CoverageShift, TemplateNeeds, WeekCensus } from '../../domain/staffing';

interface StaffingState {
  needs: {
    facilityId: string | null;
    status: LoadStatus;
    stored: TemplateNeeds[];
    error: ThunkError | null;
  };
  week: {
    /** `${facilityId}:${from}`: which week the shifts are of, so a late answer for another is dropped */
    key: string | null;
    /** the facility and [from, to) of that week */
    range: WeekRange | null;
    status: LoadStatus;
    /** what the table counts: the shifts received, and those posted here that the coverage weeks do not hold yet */
    shifts: CoverageShift[];
    /** the shifts of the week as the coverage weeks hold them, by id */
    received: Record<string, CoverageShift>;
    /**
     * Shifts this page posted (Post the gaps) that the coverage weeks do not hold yet, by id: the trusted writer
     * copies a shift a moment after it is stored, and a gap must not be offered twice meanwhile.
     */
    posted: Record<string, CoverageShift>;
    error: ThunkError | null;
  };
  /** the chosen week's census and the facility's target (hours per resident day) */
  census: {
    /** `${facilityId}:${sunday}`: which week it is of, so a late answer for another is dropped */
    key: string | null;
    status: LoadStatus;
    census: WeekCensus;
    target: number | null;
    error: ThunkError | null;
  };
  /** how far the post of the gaps has got: shifts stored so far of the total (null before the first post) */
  posting: { posted: number; total: number } | null;
}

const initialState: StaffingState = {
  needs: { facilityId: null, status: 'idle', stored: [], error: null },
  week: { key: null, range: null, status: 'idle', shifts: [], received: {}, posted: {}, error: null },
  census: { key: null, status: 'idle', census: [null, null, null, null, null, null, null], target: null, error: null },
  posting: null,
};

type State = { staffing: StaffingState } & SessionView;

const staffingData = () => import('../../data/staffing');
const coverageWeeks = () => import('../../data/coverageWeeks');
const shiftPosting = () => import('../../data/shiftPosting');

/** The facility, when it is one the shown user's portal covers. */
function facilityInScope(state: State, facilityId: string) {
  const facility = selectScopeFacilities(state).find((f) => f.id === facilityId);
  if (!facility) throw declined('notFound');
  return facility;
}

interface WeekOf {
  facilityId: string;
  /** the week's Sunday, YYYY-MM-DD in the facility's zone */
  sunday: string;
}
const censusKey = ({ facilityId, sunday }: WeekOf) => `${facilityId}:${sunday}`;

interface WeekRange {
  facilityId: string;
  from: number;
  to: number;
}
const weekStarted = createAction<{ key: string; range: WeekRange }>('staffing/weekStarted');
const weekReceived = createAction<{ key: string; shifts: Record<string, CoverageShift> }>('staffing/weekReceived');
const weekFailed = createAction<{ key: string; error: ThunkError }>('staffing/weekFailed');

const gapsProgress = createAction<{ posted: number; total: number }>('staffing/gapsProgress');

const liveWeek = liveList({ collection: 'coverageWeeks', operation: 'watchStaffingWeek' });

/** The table's shifts: those received, and those posted here that have not come back yet. */
function countedShifts(week: StaffingState['week']): CoverageShift[] {
  return [...Object.values(week.received), ...Object.values(week.posted)];
}

/** Starts the listener on the facility's shifts starting in [from, to) (its coverage weeks); returns its stop. */
export function watchWeek(
  facilityId: string,
  from: number,
  to: number,
): ThunkAction<() => void, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    const key = `${facilityId}:${from}`;
    dispatch(weekStarted({ key, range: { facilityId, from, to } }));
    return liveWeek.start(
      async (live) => {
        const { api, db } = await withDb(coverageWeeks);
        live.keep(
          api.watchCoverageBetween(
            db,
            facilityId,
            from,
            to,
            (shifts) => dispatch(weekReceived({ key, shifts })),
            live.fail,
          ),
        );
      },
      (error) => dispatch(weekFailed({ key, error })),
    );
  };
}

export const staffingSlice = createAppSlice({
  name: 'staffing',
  initialState,
  reducers: (create) => {
    const thunk = create.asyncThunk.withTypes<ThunkConfig>();
    return {
      loadNeeds: thunk(
        reported(
          { collection: 'staffingNeeds', operation: 'read' },
          async (facilityId: string, { getState }: { getState: () => State }) => {
            facilityInScope(getState(), facilityId);
            const { api, db } = await withDb(staffingData);
            return api.readNeeds(db, facilityId);
          },
        ),
        {
          pending: (s, a) => {
            if (s.needs.facilityId !== a.meta.arg) s.needs.stored = [];
            s.needs.facilityId = a.meta.arg;
            s.needs.status = 'loading';
            s.needs.error = null;
          },
          fulfilled: (s, a) => {
            if (s.needs.facilityId !== a.meta.arg) return;
            s.needs = { ...s.needs, status: 'succeeded', stored: a.payload };
          },
          rejected: (s, a) => {
            if (s.needs.facilityId !== a.meta.arg) return;
            s.needs.status = 'failed';
            s.needs.error = a.payload ?? null;
          },
        },
      ),
      /** The needs of the facility's templates, as typed; the stored needs of other templates stay. */
      saveNeeds: thunk(
        reported(
          { collection: 'staffingNeeds', operation: 'save' },
          async (
            { facilityId, entries }: { facilityId: string; entries: TemplateNeeds[] },
            { getState }: { getState: () => State },
          ) => {
            const state = getState();
            facilityInScope(state, facilityId);
            const { api, db } = await withDb(staffingData);
            await api.saveNeeds(db, facilityId, entries, historyActor(state).uid);
            return api.readNeeds(db, facilityId);
          },
        ),
        {
          fulfilled: (s, a) => {
            if (s.needs.facilityId === a.meta.arg.facilityId) s.needs.stored = a.payload;
          },
        },
      ),
      discardNeeds: thunk(
        reported(
          { collection: 'staffingNeeds', operation: 'discard' },
          async (
            { facilityId, templateName }: { facilityId: string; templateName: string },
            { getState }: { getState: () => State },
          ) => {
            facilityInScope(getState(), facilityId);
            const { api, db } = await withDb(staffingData);
            await api.discardNeeds(db, facilityId, templateName);
            return api.readNeeds(db, facilityId);
          },
        ),
        {
          fulfilled: (s, a) => {
            if (s.needs.facilityId === a.meta.arg.facilityId) s.needs.stored = a.payload;
          },
        },
      ),
      loadCensus: thunk(
        reported(
          { collection: 'staffingCensus', operation: 'read' },
          async ({ facilityId, sunday }: WeekOf, { getState }: { getState: () => State }) => {
            facilityInScope(getState(), facilityId);
            const { api, db } = await withDb(staffingData);
            return api.readCensus(db, facilityId, sunday);
          },
        ),
        {
          pending: (s, a) => {
            const key = censusKey(a.meta.arg);
            if (s.census.key !== key) s.census = { ...initialState.census, key };
            s.census.status = 'loading';
            s.census.error = null;
          },
          fulfilled: (s, a) => {
            if (s.census.key !== censusKey(a.meta.arg)) return;
            s.census = { ...s.census, status: 'succeeded', ...a.payload };
          },
          rejected: (s, a) => {
            if (s.census.key !== censusKey(a.meta.arg)) return;
            s.census.status = 'failed';
            s.census.error = a.payload ?? null;
          },
        },
      ),
      /** The week's census as typed, and the target when it was changed (null: none); then what is stored. */
      saveCensus: thunk(
        reported(
          { collection: 'staffingCensus', operation: 'save' },
          async (
            { facilityId, sunday, census, target }: WeekOf & { census: WeekCensus; target?: number | null },
            { getState }: { getState: () => State },
          ) => {
            const state = getState();
            facilityInScope(state, facilityId);
            const { api, db } = await withDb(staffingData);
            await api.saveCensus(db, facilityId, sunday, census, target, historyActor(state).uid);
            return api.readCensus(db, facilityId, sunday);
          },
        ),
        {
          fulfilled: (s, a) => {
            if (s.census.key === censusKey(a.meta.arg)) s.census = { ...s.census, status: 'succeeded', ...a.payload };
          },
        },
      ),
      /**
       * The gaps' shifts through the posting engine (src/data/shiftPosting.ts), as Post several posts: batches, the
       * progress in the store, and a retry of the same drafts (the same submission) that writes only what is missing.
       */
      postGaps: thunk(
        reported(
          { collection: 'shifts', operation: 'postGaps' },
          async (
            { drafts }: { drafts: ShiftDraft[] },
            { getState, dispatch }: { getState: () => State; dispatch: (a: UnknownAction) => unknown },
          ) => {
            const actor = historyActor(getState());
            if (drafts.length === 0 || drafts.length > MAX_POST_SHIFTS) throw declined('invalid');
            const total = drafts.length;
            dispatch(gapsProgress({ posted: 0, total }));
            const { api, db } = await withDb(shiftPosting);
            const { key, submission } = submissionFor('staffing-gaps', drafts, total);
            const companies = selectFacilityCompanies(getState());
            const ids = await api.postShifts(db, drafts, companies, actor, submission, (posted) =>
              dispatch(gapsProgress({ posted, total })),
            );
            submissionDone(key);
            return ids;
          },
        ),
        {
          // counted at once, until the coverage weeks hold them
          fulfilled: (s, a) => {
            const range = s.week.range;
            if (!range) return;
            a.meta.arg.drafts.forEach((d, i) => {
              const id = a.payload[i];
              if (id === undefined || id in s.week.received) return;
              if (d.facilityIdentifier !== range.facilityId || d.start < range.from || d.start >= range.to) return;
              s.week.posted[id] = {
                start: d.start,
                end: d.end,
                nurseType: d.nurseType,
                status: 'active',
                isFree: true,
              };
            });
            s.week.shifts = countedShifts(s.week);
          },
        },
      ),
    };
  },
  extraReducers: (builder) => {
    builder
      .addCase(gapsProgress, (s, a) => {
        s.posting = a.payload;
      })
      .addCase(weekStarted, (s, a) => {
        if (s.week.key !== a.payload.key)
          s.week = { ...initialState.week, key: a.payload.key, range: a.payload.range, status: 'loading' };
      })
      .addCase(weekReceived, (s, a) => {
        if (s.week.key !== a.payload.key) return;
        const received = a.payload.shifts;
        const posted = Object.fromEntries(Object.entries(s.week.posted).filter(([id]) => !(id in received)));
        s.week = { ...s.week, status: 'succeeded', received, posted, error: null };
        s.week.shifts = countedShifts(s.week);
      })
      .addCase(weekFailed, (s, a) => {
        if (s.week.key !== a.payload.key) return;
        s.week.status = 'failed';
        s.week.error = a.payload.error;
      })
      .addCase(profileLoaded, () => initialState)
      .addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    selectNeeds: (s) => s.needs,
    selectWeek: (s) => s.week,
    selectGapsPosting: (s) => s.posting,
    selectCensus: (s) => s.census,
  },
});
addSlice(staffingSlice);

export const { loadNeeds, saveNeeds, discardNeeds, loadCensus, saveCensus, postGaps } = staffingSlice.actions;
export const { selectNeeds, selectWeek, selectGapsPosting, selectCensus } = staffingSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    staffing: StaffingState;
  }
}
