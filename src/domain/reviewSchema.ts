// The review form of a worked shift.
import { boolean, number, object, string, type ObjectSchema } from 'yup';
import { QUESTION_REQUIRED, RATING_OUT_OF_RANGE } from './validationMessages';

export interface ReviewValues {
  rating: number;
  onTime: boolean;
  additionalComments: string;
}

export type ReviewFormValues = Omit<ReviewValues, 'rating' | 'onTime'> & {
  rating: number | null;
  onTime: boolean | null;
};

/** 'Rating and onTime must be answered, otherwise the field shows 'This question is required''. */
export const reviewSchema: ObjectSchema<ReviewValues> = object({
  rating: number()
    .nullable()
    .default(null)
    .typeError(QUESTION_REQUIRED)
    .nonNullable(QUESTION_REQUIRED)
    .required(QUESTION_REQUIRED)
    .integer(RATING_OUT_OF_RANGE)
    .min(1, RATING_OUT_OF_RANGE)
    .max(5, RATING_OUT_OF_RANGE),
  onTime: boolean()
    .nullable()
    .default(null)
    .typeError(QUESTION_REQUIRED)
    .nonNullable(QUESTION_REQUIRED)
    .required(QUESTION_REQUIRED),
  additionalComments: string().default(''),
});
