import { createAsyncThunk } from '@reduxjs/toolkit';
import { reportError } from '../../lib/errors';
import { submissionDone, submissionFor } from '../../lib/submissions';
import { toThunkError, type ThunkError } from '../../lib/thunkError';
import type { Facility } from '../../domain/types';
import type { CreateFacilityValues } from '../../domain/createFacilitySchema';
import { facilityAdded, type SessionState } from '../../session/sessionSlice';

/** 'Create facility from the company screen': a new active facility of the shown company. */
export const createFacility = createAsyncThunk<Facility, CreateFacilityValues, { rejectValue: ThunkError }>(
  'company/createFacility',
  async (values, { getState, dispatch, rejectWithValue }) => {
    const company = (getState() as { session: SessionState }).session.company;
    if (!company) return rejectWithValue({ kind: 'notFound', message: 'No company to add a facility to' });
    const [api, { appDb }] = await Promise.all([import('./companyApi'), import('../../data/firestore')]);
    const { key, submission } = submissionFor('facilities', { company: company.id, values }, 1);
    try {
      const facility = await api.createCompanyFacility(appDb(), company, values, submission);
      submissionDone(key);
      dispatch(facilityAdded(facility));
      return facility;
    } catch (error) {
      reportError(error, { collection: 'facilities', operation: 'create' });
      return rejectWithValue(toThunkError(error));
    }
  },
);
