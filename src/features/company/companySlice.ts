import { createAppSlice, facilityUpdated, profileLoaded, signedOut } from '../../lib/redux';
import { reportError } from '../../lib/errors';
import { submissionDone, submissionFor } from '../../lib/submissions';
import type { Company, Facility } from '../../domain/types';
import type { CreateFacilityValues } from '../../domain/validation';

export interface CompanyState {
  profile: Company | null;
  facilities: Facility[];
}

const initialState: CompanyState = { profile: null, facilities: [] };

/** The company profile and its facility list (spec: client state 'company profile', 'facility list'). */
export const companySlice = createAppSlice({
  name: 'company',
  initialState,
  reducers: (create) => ({
    facilityAdded: create.reducer<Facility>((state, action) => {
      state.facilities.push(action.payload);
      state.facilities.sort((a, b) => a.facilityName.localeCompare(b.facilityName));
    }),
    /** 'Create facility from the company screen': a new active facility of the shown company. */
    createFacility: create.asyncThunk(async (values: CreateFacilityValues, { getState, dispatch }) => {
      const company = (getState() as { company: CompanyState }).company.profile;
      if (!company) throw new Error('No company to add a facility to');
      const [api, { appDb }] = await Promise.all([import('./companyApi'), import('../../lib/firebase/firestore')]);
      const { key, submission } = submissionFor('facilities', { company: company.id, values }, 1);
      try {
        const facility = await api.createCompanyFacility(appDb(), company, values, submission);
        submissionDone(key);
        dispatch(companySlice.actions.facilityAdded(facility));
        return facility;
      } catch (error) {
        reportError(error, { collection: 'facilities', operation: 'create' });
        throw error;
      }
    }),
  }),
  extraReducers: (builder) => {
    builder
      .addCase(profileLoaded, (state, action) => {
        state.profile = action.payload.company;
        state.facilities = action.payload.facilities;
      })
      .addCase(facilityUpdated, (state, action) => {
        const i = state.facilities.findIndex((f) => f.id === action.payload.id);
        if (i >= 0) state.facilities[i] = action.payload;
      })
      .addCase(signedOut, () => initialState);
  },
  selectors: {
    selectCompany: (s) => s.profile,
    selectCompanyFacilities: (s) => s.facilities,
  },
});

export const { facilityAdded, createFacility } = companySlice.actions;
export const { selectCompany, selectCompanyFacilities } = companySlice.selectors;
