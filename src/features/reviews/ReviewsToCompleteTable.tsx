import { ShiftCell } from '../../components/ShiftCell';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectDisplayTz, selectFacilitiesById, selectScopeFacilityIds } from '../../session/scope';
import { PagedTable, type Column } from '../../components/PagedTable';
import { formatShiftTime } from '../../domain/formats';
import { selectUserType } from '../../session/sessionSlice';
import { COLUMNS, NO_REVIEWS_TO_COMPLETE, REVIEWS_TO_COMPLETE_TITLE } from './messages';
import { loadReviewsToComplete, selectReviewsToComplete, type ReviewToCompleteRow } from './reviewsToCompleteSlice';

export interface ReviewsToCompleteTableProps {
  /** where the table is shown, for the review form's analytics (source parameter) */
  source: 'dashboard' | 'reviews';
  /** more buttons per row (the Block button, composed in by the page) */
  rowActions?: (row: ReviewToCompleteRow) => ReactNode;
  /** the dashboard links to /reviews */
  viewAll?: boolean;
}

/** 'Reviews to complete' (at most 5 rows): claimed shifts clocked out in the last 3 days without a review. */
export function ReviewsToCompleteTable({ source, rowActions, viewAll = false }: ReviewsToCompleteTableProps) {
  const dispatch = useAppDispatch();
  const { rows, status } = useAppSelector(selectReviewsToComplete);
  const scope = useAppSelector(selectScopeFacilityIds).join(',');
  const tz = useAppSelector(selectDisplayTz);
  const isCompany = useAppSelector(selectUserType) === 'company';
  const facilities = useAppSelector(selectFacilitiesById);

  useEffect(() => {
    if (scope) void dispatch(loadReviewsToComplete());
  }, [dispatch, scope]);

  const columns: Column<ReviewToCompleteRow>[] = [
    { header: COLUMNS.worker, render: (r) => <span className="fw-semibold">{r.workerName || '—'}</span> },
    { header: COLUMNS.position, render: (r) => r.nurseType },
    {
      header: COLUMNS.shift,
      render: (r) => (
        <ShiftCell
          shiftId={r.shiftId}
          text={r.description || 'Untitled shift'}
          facilityName={isCompany ? facilities[r.facilityIdentifier]?.facilityName : undefined}
          minWidth={140}
        />
      ),
    },
    { header: COLUMNS.clockOut, render: (r) => formatShiftTime(r.clockOut, tz), className: 'text-nowrap' },
    {
      header: '',
      className: 'text-end text-nowrap',
      render: (r) => (
        <div className="d-inline-flex gap-2">
          <Link
            to={`/shift-details/${encodeURIComponent(r.shiftId)}/review?source=${source}`}
            className="btn btn-primary btn-sm"
            aria-label={r.workerName ? `Review ${r.workerName}` : 'Review'}
          >
            Review
          </Link>
          {rowActions?.(r)}
        </div>
      ),
    },
  ];

  return (
    <PagedTable
      title={REVIEWS_TO_COMPLETE_TITLE}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.shiftId}
      status={status === 'idle' ? 'loading' : status}
      emptyText={NO_REVIEWS_TO_COMPLETE}
      onRetry={() => void dispatch(loadReviewsToComplete())}
      mode="viewAll"
      viewAllTo={viewAll ? '/reviews' : undefined}
    />
  );
}
