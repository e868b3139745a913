import { describe, expect, it } from 'vitest';
import { schemaErrors as errorsOf } from './schemaErrors';
import { reviewSchema } from './reviewSchema';
import { QUESTION_REQUIRED, RATING_OUT_OF_RANGE } from './validationMessages';

describe('reviewSchema', () => {
  const valid = { rating: 4, onTime: true, additionalComments: '' };
  it.each([
    ['rating and onTime answered is valid', valid, []],
    ['additionalComments is optional', { rating: 1, onTime: false }, []],
    [
      "Rating must be answered ('This question is required')",
      { ...valid, rating: null },
      ['This question is required'],
    ],
    ["onTime must be answered ('This question is required')", { ...valid, onTime: null }, [QUESTION_REQUIRED]],
    ['both unanswered', { rating: null, onTime: null }, [QUESTION_REQUIRED, QUESTION_REQUIRED]],
    ['Rating scale 1 to 5 (0)', { ...valid, rating: 0 }, [RATING_OUT_OF_RANGE]],
    ['Rating scale 1 to 5 (6)', { ...valid, rating: 6 }, [RATING_OUT_OF_RANGE]],
  ])('%s', (_, values, expected) => {
    expect(errorsOf(reviewSchema, values)).toEqual(expected);
  });
});
