import { ShiftCell } from '../../components/ShiftCell';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectDisplayTz, selectFacilitiesById, selectScopeFacilityIds } from '../../session/scope';
import { PagedTable, type Column } from '../../components/PagedTable';
import { formatShiftTime } from '../../domain/formats';
import { selectUserType } from '../../session/sessionSlice';
import { COLUMNS, FORM, NO_PAST_REVIEWS, PAST_REVIEWS_TITLE } from './messages';
import { loadMorePastReviews, loadPastReviews, selectPastReviews, type PastReviewRow } from './reviewsSlice';

/** 'Past Reviews': the facility's reviews, newest first, 10 at a time with Load More. */
export function PastReviewsTable({ rowActions }: { rowActions?: (row: PastReviewRow) => ReactNode }) {
  const dispatch = useAppDispatch();
  const past = useAppSelector(selectPastReviews);
  const scope = useAppSelector(selectScopeFacilityIds).join(',');
  const tz = useAppSelector(selectDisplayTz);
  const isCompany = useAppSelector(selectUserType) === 'company';
  const facilities = useAppSelector(selectFacilitiesById);

  useEffect(() => {
    if (scope) void dispatch(loadPastReviews());
  }, [dispatch, scope]);

  const columns: Column<PastReviewRow>[] = [
    { header: COLUMNS.worker, render: (r) => <span className="fw-semibold">{r.workerName || '—'}</span> },
    {
      header: COLUMNS.shift,
      render: (r) => (
        <ShiftCell
          shiftId={r.shiftId}
          text={r.description || 'Shift'}
          facilityName={isCompany ? facilities[r.facilityIdentifier]?.facilityName : undefined}
          minWidth={140}
        />
      ),
    },
    { header: COLUMNS.rating, render: (r) => <span className="text-nowrap">{r.rating} / 5</span> },
    { header: COLUMNS.onTime, render: (r) => (r.onTime === null ? '—' : r.onTime ? FORM.yes : FORM.no) },
    {
      header: COLUMNS.comments,
      render: (r) => (
        <span className="d-inline-block text-truncate" style={{ maxWidth: 220 }} title={r.additionalComments}>
          {r.additionalComments || '—'}
        </span>
      ),
    },
    {
      header: COLUMNS.submitted,
      render: (r) => (r.submittedAt ? formatShiftTime(r.submittedAt, tz) : '—'),
      className: 'text-nowrap',
    },
    {
      header: '',
      className: 'text-end text-nowrap',
      render: (r) => (
        <div className="d-inline-flex gap-2">
          <Link
            to={`/shift-details/${encodeURIComponent(r.shiftId)}/review?source=past-reviews`}
            className="btn btn-outline-primary btn-sm"
            aria-label={r.workerName ? `Edit review of ${r.workerName}` : 'Edit review'}
          >
            Edit
          </Link>
          {rowActions?.(r)}
        </div>
      ),
    },
  ];

  const status = past.status === 'idle' ? 'loading' : past.loadingMore ? 'loading' : past.status;
  return (
    <PagedTable
      title={PAST_REVIEWS_TITLE}
      columns={columns}
      rows={past.rows}
      rowKey={(r) => r.shiftId}
      status={status}
      emptyText={NO_PAST_REVIEWS}
      onRetry={() => void dispatch(past.rows.length ? loadMorePastReviews() : loadPastReviews())}
      mode="loadMore"
      hasMore={past.hasMore}
      onLoadMore={() => void dispatch(loadMorePastReviews())}
    />
  );
}
