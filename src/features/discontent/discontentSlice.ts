// The discontent (Disciplinary) form: which shifts got one in this session, and the write.
import { createAppSlice, signedOut, type AppState, addSlice } from '../../lib/redux';
import { reportError } from '../../lib/errors';
import { submissionDone, submissionFor } from '../../lib/submissions';
import type { Shift } from '../../domain/types';
import type { DiscontentValues } from '../../domain/discontentSchema';
import { selectAuthUser } from '../../session/sessionSlice';
import { historyActor } from '../../session/actor';

interface DiscontentState {
  /** shift ids whose form was submitted here (the shift document may not have been reloaded yet) */
  submitted: string[];
}

const initialState: DiscontentState = { submitted: [] };

export const discontentSlice = createAppSlice({
  name: 'discontent',
  initialState,
  reducers: (create) => ({
    submitDiscontent: create.asyncThunk(
      async (
        arg: {
          shift: Pick<Shift, 'id' | 'facilityIdentifier' | 'nurseId' | 'start' | 'description'>;
          values: DiscontentValues;
        },
        { getState },
      ): Promise<string> => {
        if (!selectAuthUser(getState() as AppState)?.uid) throw new Error('Not signed in');
        const actor = historyActor(getState() as AppState);
        const { submitDiscontent } = await import('./discontentApi');
        const { key, submission } = submissionFor('shiftdiscontents', arg, 1);
        try {
          const id = await submitDiscontent(arg.shift, arg.values, actor, undefined, submission.at, submission.ids[0]);
          submissionDone(key);
          return id;
        } catch (err) {
          reportError(err, { collection: 'shiftdiscontents', operation: 'create' });
          throw err;
        }
      },
      {
        fulfilled: (s, a) => {
          if (!s.submitted.includes(a.meta.arg.shift.id)) s.submitted.push(a.meta.arg.shift.id);
        },
      },
    ),
  }),
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
