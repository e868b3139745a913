import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import Button from 'react-bootstrap/Button';
import { Card } from '../../components/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { toast } from '../../lib/toast';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectDisplayTz, selectFacilitiesById } from '../../session/scope';
import { Loader } from '../../components/Loader';
import { formatShiftTime } from '../../domain/formats';
import { isReviewable, ratingText, RATING_MAX, RATING_MIN } from '../../domain/reviews';
import { reviewSchema, type ReviewFormValues, type ReviewValues } from '../../domain/reviewSchema';
import { useSingleSubmit } from '../../components/useSingleSubmit';
import { logEvent } from '../../lib/analytics';
import { selectUserType } from '../../session/sessionSlice';
import {
  FORM,
  GO_BACK,
  NO_MORE_TO_REVIEW,
  REVIEW_NEXT_SHIFT,
  REVIEW_SAVE_FAILED,
  REVIEW_SAVED,
  SHIFT_NOT_FOUND,
  SHIFT_NOT_REVIEWABLE,
} from './messages';
import { responseOf } from './reviewsPaging';
import { loadReviewTarget, selectReviewForm, submitReview, type ReviewTarget } from './reviewsSlice';
import { FailedAlert } from '../../components/FailedAlert';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** /shift-details/{id}/review: the review form; ?source= is for analytics only. */
export default function ReviewFormPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const source = params.get('source');
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectReviewForm);

  useEffect(() => {
    if (!id) return;
    logEvent('shift_details_review_view', { shiftId: id, ...(source ? { source } : {}) });
    void dispatch(loadReviewTarget(id));
    // the source is read once per shift; it does not reload the form
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, id]);

  const current = form.shiftId === id;
  if (!id || (current && form.status === 'notFound')) return <Message title={SHIFT_NOT_FOUND} />;
  if (!current || form.status === 'loading' || form.status === 'idle') return <Loader />;
  if (form.status === 'failed' || !form.target) {
    return (
      <Card className="shadow-sm">
        <Card.Body>
          <FailedAlert
            message="The shift could not be loaded."
            onRetry={() => void dispatch(loadReviewTarget(id))}
            className="mb-0"
          />
        </Card.Body>
      </Card>
    );
  }
  // 'This shift is not available for review' when the shift is free or not yet ended (or cancelled)
  if (!isReviewable(form.target.shift, Date.now())) return <Message title={SHIFT_NOT_REVIEWABLE} shiftId={id} />;
  return <ReviewForm key={id} target={form.target} />;
}

function Message({ title, shiftId }: { title: string; shiftId?: string }) {
  return (
    <Card className="shadow-sm">
      <Card.Body>
        <h1 className="h5">{title}</h1>
        {shiftId ? (
          <Link to={`/shift-details/${encodeURIComponent(shiftId)}`}>Back to the shift</Link>
        ) : (
          <Link to="/reviews">Back to reviews</Link>
        )}
      </Card.Body>
    </Card>
  );
}

function initialValues(target: ReviewTarget): ReviewFormValues {
  const review = target.review;
  if (!review) return { rating: null, onTime: null, additionalComments: '' };
  const onTime = responseOf(review, 'onTime');
  const comments = responseOf(review, 'additionalComments');
  return {
    rating: review.rating >= RATING_MIN && review.rating <= RATING_MAX ? review.rating : null,
    onTime: typeof onTime === 'boolean' ? onTime : null,
    additionalComments: typeof comments === 'string' ? comments : '',
  };
}

function ReviewForm({ target }: { target: ReviewTarget }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const tz = useAppSelector(selectDisplayTz);
  const isCompany = useAppSelector(selectUserType) === 'company';
  const facilities = useAppSelector(selectFacilitiesById);
  const {
    handleSubmit,
    watch,
    setValue,
    register,
    formState: { errors: fieldErrors, isSubmitted },
  } = useForm<ReviewFormValues, unknown, ReviewValues>({
    // the schema takes what the form holds (unanswered: null) and gives the answers
    resolver: yupResolver(reviewSchema) as Resolver<ReviewFormValues, unknown, ReviewValues>,
    defaultValues: initialValues(target),
  });
  const values = watch();
  const errors = { rating: fieldErrors.rating?.message, onTime: fieldErrors.onTime?.message };
  const [done, setDone] = useState<{ next: string | null } | null>(null);
  const { shift } = target;
  const text = ratingText(values.rating);

  // the answers are radio buttons showing numbers and yes/no: set as values, checked after a first submit
  const answered = { shouldValidate: isSubmitted, shouldDirty: true };

  const [submit, saving] = useSingleSubmit(async (valid: ReviewValues) => {
    try {
      const result = await dispatch(submitReview({ shiftId: shift.id, values: valid })).unwrap();
      toast.success(REVIEW_SAVED);
      setDone(result);
    } catch {
      // whatever the kind, nothing was stored and the form keeps the answers
      toast.error(REVIEW_SAVE_FAILED);
    }
  });

  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/');
  };

  const facility = isCompany ? facilities[shift.facilityIdentifier] : undefined;
  const summary = (
    <p className="mb-3">
      <strong>{shift.description || 'Shift'}</strong>
      {facility && <> at {facility.facilityName}</>}
      <br />
      <span className="text-body-secondary">
        {target.workerName || 'Worker'} ({shift.nurseType}), {formatShiftTime(shift.start, tz)} to{' '}
        {formatShiftTime(shift.end, tz)}
      </span>
    </p>
  );

  if (done) {
    return (
      <Card className="shadow-sm">
        <Card.Header>
          <h1 className="h5 mb-0">
            {FORM.title}: {target.workerName || shift.description}
          </h1>
        </Card.Header>
        <Card.Body>
          {summary}
          <p className="mb-3" role="status">
            {FORM.saved} {done.next ? '' : NO_MORE_TO_REVIEW}
          </p>
          <div className="d-flex flex-wrap gap-2">
            {done.next && (
              <Link
                to={`/shift-details/${encodeURIComponent(done.next)}/review?source=next`}
                className="btn btn-primary"
              >
                {REVIEW_NEXT_SHIFT}
              </Link>
            )}
            <Button variant="outline-secondary" onClick={goBack}>
              {GO_BACK}
            </Button>
          </div>
        </Card.Body>
      </Card>
    );
  }

  return (
    <Card className="shadow-sm">
      <Card.Header>
        <h1 className="h5 mb-0">
          {FORM.title}: {target.workerName || shift.description}
        </h1>
      </Card.Header>
      <Card.Body>
        {summary}
        {target.review && <Alert variant="info">{FORM.reviewedBefore}</Alert>}
        <Form noValidate onSubmit={(e) => void handleSubmit(submit)(e)}>
          <fieldset disabled={saving}>
            <fieldset
              className="mb-3"
              aria-describedby={`review-rating-hint${errors.rating ? ' review-rating-error' : ''}`}
            >
              <legend className="form-label fs-6 fw-semibold mb-1">{FORM.rating}</legend>
              <p id="review-rating-hint" className="small text-body-secondary mb-2">
                {FORM.ratingHint}
              </p>
              <div className="d-flex flex-wrap gap-2">
                {RATINGS.map((n) => (
                  <span key={n}>
                    <input
                      type="radio"
                      className="btn-check"
                      name="rating"
                      id={`review-rating-${n}`}
                      value={n}
                      checked={values.rating === n}
                      onChange={() => setValue('rating', n, answered)}
                      aria-invalid={errors.rating ? true : undefined}
                    />
                    <label className="btn btn-outline-primary" htmlFor={`review-rating-${n}`} style={{ minWidth: 44 }}>
                      {n}
                    </label>
                  </span>
                ))}
              </div>
              {errors.rating && (
                <div id="review-rating-error" className="invalid-feedback d-block">
                  {errors.rating}
                </div>
              )}
            </fieldset>
            <p className="mb-3" role="status" aria-live="polite">
              {text}
            </p>

            <fieldset
              className="mb-3"
              aria-describedby={`review-ontime-hint${errors.onTime ? ' review-ontime-error' : ''}`}
            >
              <legend className="form-label fs-6 fw-semibold mb-1">{FORM.onTime}</legend>
              <p id="review-ontime-hint" className="small text-body-secondary mb-2">
                {FORM.onTimeHint}
              </p>
              {([true, false] as const).map((answer) => (
                <Form.Check
                  key={String(answer)}
                  inline
                  type="radio"
                  name="onTime"
                  id={`review-ontime-${answer ? 'yes' : 'no'}`}
                  label={answer ? FORM.yes : FORM.no}
                  checked={values.onTime === answer}
                  onChange={() => setValue('onTime', answer, answered)}
                  isInvalid={Boolean(errors.onTime)}
                />
              ))}
              {errors.onTime && (
                <div id="review-ontime-error" className="invalid-feedback d-block">
                  {errors.onTime}
                </div>
              )}
            </fieldset>

            <Form.Group className="mb-3" controlId="review-comments">
              <Form.Label>
                {FORM.additionalComments} <span className="text-body-secondary">{FORM.optional}</span>
              </Form.Label>
              <Form.Control as="textarea" rows={3} maxLength={2000} {...register('additionalComments')} />
            </Form.Group>
          </fieldset>
          <div className="d-flex flex-wrap gap-2 justify-content-end">
            <Button variant="outline-secondary" onClick={goBack} disabled={saving}>
              {GO_BACK}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              {FORM.submit}
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
