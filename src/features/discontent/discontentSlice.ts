// The discontent (Disciplinary) form: which shifts got one in this session, and the write.
import { createAppSlice, signedOut, addSlice } from '../../lib/redux';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { withDb } from '../../data/db';
import { declined } from '../../lib/thunkError';
import { submissionDone, submissionFor } from '../../lib/submissions';
import type { Shift } from '../../domain/types';
import type { DiscontentValues } from '../../domain/discontentSchema';
import { selectAuthUser, type SessionView } from '../../session/sessionSlice';
import { historyActor } from '../../session/actor';

interface DiscontentState {
  /** shift ids whose form was submitted here (the shift document may not have been reloaded yet) */
  submitted: string[];
}

const initialState: DiscontentState = { submitted: [] };

export const discontentSlice = createAppSlice({
  name: 'discontent',
  initialState,
  reducers: (create) => {
    const thunk = create.asyncThunk.withTypes<ThunkConfig>();
    return {
      submitDiscontent: thunk(
        reported(
          { collection: 'shiftdiscontents', operation: 'create' },
          async (
            arg: {
              shift: Pick<Shift, 'id' | 'facilityIdentifier' | 'companyId' | 'nurseId' | 'start' | 'description'>;
              values: DiscontentValues;
            },
            { getState }: { getState: () => SessionView },
          ): Promise<string> => {
            if (!selectAuthUser(getState())?.uid) throw declined('refused');
            const actor = historyActor(getState());
            const { api, db } = await withDb(() => import('./discontentApi'));
            const { key, submission } = submissionFor('shiftdiscontents', arg, 1);
            const id = await api.submitDiscontent(arg.shift, arg.values, actor, db, submission.at, submission.ids[0]);
            submissionDone(key);
            return id;
          },
        ),
        {
          fulfilled: (s, a) => {
            if (!s.submitted.includes(a.meta.arg.shift.id)) s.submitted.push(a.meta.arg.shift.id);
          },
        },
      ),
    };
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
  selectors: {
    selectDiscontentSubmitted: (s) => s.submitted,
  },
});
addSlice(discontentSlice);

export const { submitDiscontent } = discontentSlice.actions;
export const { selectDiscontentSubmitted } = discontentSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    discontent: DiscontentState;
  }
}
