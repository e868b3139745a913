// 'Create facility from the company screen': the write, and whether it is saving (the form is locked meanwhile). The
// new facility joins the session's list of the company's facilities, which the dashboard's table shows.
import { addSlice, createAppSlice, sessionEnded } from '../../lib/redux';
import { submissionDone, submissionFor } from '../../lib/submissions';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { withDb } from '../../data/db';
import { declined } from '../../lib/thunkError';
import type { CreateFacilityValues } from '../../domain/createFacilitySchema';
import { facilityAdded, type SessionView } from '../../session/sessionSlice';

interface CompanyState {
  /** a facility is being created */
  creating: boolean;
}

const initialState: CompanyState = { creating: false };

type Dispatch = (action: ReturnType<typeof facilityAdded>) => unknown;

const companySlice = createAppSlice({
  name: 'company',
  initialState,
  reducers: (create) => {
    const thunk = create.asyncThunk.withTypes<ThunkConfig>();
    return {
      /** A new active facility of the shown company. */
      createFacility: thunk(
        reported(
          { collection: 'facilities', operation: 'create' },
          async (
            values: CreateFacilityValues,
            { getState, dispatch }: { getState: () => SessionView; dispatch: Dispatch },
          ) => {
            const company = getState().session.company;
            if (!company) throw declined('notFound');
            const { api, db } = await withDb(() => import('./companyApi'));
            const { key, submission } = submissionFor('facilities', { company: company.id, values }, 1);
            const facility = await api.createCompanyFacility(db, company, values, submission);
            submissionDone(key);
            dispatch(facilityAdded(facility));
            return facility;
          },
        ),
        {
          pending: (s) => void (s.creating = true),
          settled: (s) => void (s.creating = false),
        },
      ),
    };
  },
  extraReducers: (builder) => {
    builder.addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    selectCreatingFacility: (s) => s.creating,
  },
});
addSlice(companySlice);

export const { createFacility } = companySlice.actions;
export const { selectCreatingFacility } = companySlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    company: CompanyState;
  }
}
