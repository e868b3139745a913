// The discontent (Disciplinary) form of shift details.
import { object, string, type ObjectSchema } from 'yup';
import { DISCONTENT_FIELD_REQUIRED } from './validationMessages';

export const DISCONTENT_REASONS = ['lateToWork', 'poorWorkQuality', 'anotherReason'] as const;

export type DiscontentReason = (typeof DISCONTENT_REASONS)[number];

export interface DiscontentValues {
  shiftDiscontentReason: DiscontentReason;
  applyDiscontentCommentTo: string;
  shiftDiscontentReasonDetails: string;
}

export type DiscontentFormValues = Omit<DiscontentValues, 'shiftDiscontentReason'> & {
  shiftDiscontentReason: DiscontentReason | '';
};

/** 'All three fields (reason, applyDiscontentCommentTo, details) are required.' */
export const discontentSchema: ObjectSchema<DiscontentValues> = object({
  shiftDiscontentReason: string<DiscontentReason | ''>()
    .default('')
    .required(DISCONTENT_FIELD_REQUIRED)
    .oneOf([...DISCONTENT_REASONS], DISCONTENT_FIELD_REQUIRED),
  applyDiscontentCommentTo: string().trim().default('').required(DISCONTENT_FIELD_REQUIRED),
  shiftDiscontentReasonDetails: string().trim().default('').required(DISCONTENT_FIELD_REQUIRED),
});
