import { describe, expect, it } from 'vitest';
import { schemaErrors as errorsOf } from './schemaErrors';
import { blockReasonSchema } from './blockReasonSchema';
import { BLOCK_REASON_REQUIRED } from './validationMessages';

describe('blockReasonSchema', () => {
  it.each([
    ["The reason is required; the toast reads 'Reason is required'", { reason: '' }, ['Reason is required']],
    ['a blank reason counts as empty', { reason: '   ' }, [BLOCK_REASON_REQUIRED]],
    ['a reason is valid', { reason: 'No-show twice' }, []],
  ])('%s', (_, values, expected) => {
    expect(errorsOf(blockReasonSchema, values)).toEqual(expected);
  });
});
