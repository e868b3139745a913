import { createAppSlice, facilityUpdated, profileLoaded, signedOut } from '../../lib/redux';
import type { Company, Facility } from '../../domain/types';

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

export const { facilityAdded } = companySlice.actions;
export const { selectCompany, selectCompanyFacilities } = companySlice.selectors;
