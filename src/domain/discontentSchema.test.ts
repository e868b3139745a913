import { describe, expect, it } from 'vitest';
import { schemaErrors as errorsOf } from './schemaErrors';
import { discontentSchema } from './discontentSchema';
import { DISCONTENT_FIELD_REQUIRED } from './validationMessages';

describe('discontentSchema', () => {
  const valid = {
    shiftDiscontentReason: 'lateToWork',
    applyDiscontentCommentTo: 'Ann Lee',
    shiftDiscontentReasonDetails: 'Arrived 40 minutes late',
  };
  it.each([
    ['all three fields filled is valid', valid, []],
    ['the reason is required', { ...valid, shiftDiscontentReason: '' }, [DISCONTENT_FIELD_REQUIRED]],
    [
      'the reason is one of lateToWork, poorWorkQuality, anotherReason',
      { ...valid, shiftDiscontentReason: 'rude' },
      [DISCONTENT_FIELD_REQUIRED],
    ],
    ['applyDiscontentCommentTo is required', { ...valid, applyDiscontentCommentTo: ' ' }, [DISCONTENT_FIELD_REQUIRED]],
    ['details are required', { ...valid, shiftDiscontentReasonDetails: '' }, [DISCONTENT_FIELD_REQUIRED]],
  ])('%s', (_, values, expected) => {
    expect(errorsOf(discontentSchema, values)).toEqual(expected);
  });
});
