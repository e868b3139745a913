// The reason dialog of blocking and unblocking a worker.
import { object, string, type ObjectSchema } from 'yup';
import { BLOCK_REASON_REQUIRED } from './validationMessages';

/** 'The reason is required.' */
export const blockReasonSchema: ObjectSchema<{ reason: string }> = object({
  reason: string().trim().default('').required(BLOCK_REASON_REQUIRED),
});
