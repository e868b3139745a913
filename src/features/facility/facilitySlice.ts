import { createAppSlice, facilityUpdated, profileLoaded, signedOut } from '../../lib/redux';
import type { Facility } from '../../domain/types';

export interface FacilityState {
  profile: Facility | null;
}

const initialState: FacilityState = { profile: null };

/** The facility profile of a facility user (spec: client state 'facility profile'). */
export const facilitySlice = createAppSlice({
  name: 'facility',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(profileLoaded, (state, action) => {
        state.profile = action.payload.facility;
      })
      .addCase(facilityUpdated, (state, action) => {
        if (state.profile?.id === action.payload.id) state.profile = action.payload;
      })
      .addCase(signedOut, () => initialState);
  },
  selectors: {
    selectFacility: (s) => s.profile,
  },
});

export const { selectFacility } = facilitySlice.selectors;
