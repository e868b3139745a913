// The shift of the details, edit and cancel screens, with its worker's name.
import { createAsyncThunk } from '@reduxjs/toolkit';
import { reportError } from '../../lib/errors';
import { reported } from '../../lib/thunks';
import { withDb } from '../../data/db';
import type { Shift } from '../../domain/types';
import { shiftsApi, shiftsData } from './shiftList';

export const loadShift = createAsyncThunk(
  'shifts/loadShift',
  reported<{ shift: Shift | null; workerName: string | null }, string>(
    { collection: 'shifts', operation: 'get' },
    async (id) => {
      const { api: data, db } = await withDb(shiftsData);
      const shift = await data.getShift(db, id);
      if (!shift?.nurseId) return { shift, workerName: null };
      const { api } = await withDb(shiftsApi);
      // the shift shows without its worker's name rather than not at all
      const names = await api.readWorkerNames(db, [shift.nurseId]).catch((err: unknown) => {
        reportError(err, { collection: 'user', operation: 'shiftWorkerName' });
        return {} as Record<string, string>;
      });
      return { shift, workerName: names[shift.nurseId] ?? null };
    },
  ),
);
