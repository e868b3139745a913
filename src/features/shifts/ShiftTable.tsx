import { ShiftCell } from '../../components/ShiftCell';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import {
  selectChosenFacilityId,
  selectDisplayTz,
  selectFacilitiesById,
  selectIsActive,
  selectShownScope,
} from '../../session/scope';
import { FacilitySelect } from '../../components/FacilitySelect';
import { PagedTable, type Column } from '../../components/PagedTable';
import { useLive } from '../../lib/useLive';
import { formatShiftTime } from '../../domain/formats';
import type { Shift } from '../../domain/types';
import { selectUserType } from '../../session/sessionSlice';
import { useMayDo } from '../../session/teamRole';
import { COPY_WEEK_BUTTON, NO_SHIFTS, POST_SEVERAL_BUTTON, SHIFTS_TITLE } from './messages';
import { ShiftRowMenu } from './ShiftRowMenu';
import { ShiftStatusBadge } from './ShiftStatusBadge';
import { SHIFT_PAGE_SIZE } from '../../data/shiftsPaging';
import { loadMoreShifts, selectShiftList, selectShiftsById, watchShifts } from './shiftsSlice';

// The modals (and the form rules with yup) load when first opened, not with the dashboard; the CSV writer on Download.
const AddShiftModal = lazy(() => import('./AddShiftModal').then((m) => ({ default: m.AddShiftModal })));
const ExportModal = lazy(() => import('./ExportModal').then((m) => ({ default: m.ExportModal })));
const PostSeveralModal = lazy(() => import('./PostSeveralModal').then((m) => ({ default: m.PostSeveralModal })));
const CopyWeekModal = lazy(() => import('./CopyWeekModal').then((m) => ({ default: m.CopyWeekModal })));

/**
 * The shift list: 'Columns: #, Description, Start, End, Status, Number of nurse, Additional notes, row menu',
 * header actions New and Export. The first page is live (a Firestore listener while the table is shown).
 */
export function ShiftTable({ mode, headingLevel }: { mode: 'viewAll' | 'loadMore'; headingLevel?: 'h1' | 'h2' }) {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectShiftList);
  const byId = useAppSelector(selectShiftsById);
  const tz = useAppSelector(selectDisplayTz);
  const isActive = useAppSelector(selectIsActive);
  const mayPost = useMayDo('shifts');
  const isCompany = useAppSelector(selectUserType) === 'company';
  const facilities = useAppSelector(selectFacilitiesById);
  // the listener follows the facilities shown (the chosen one, or all in scope: a company's in one query), not the
  // identity of their profiles: selectShownScope stays the same object while they stay
  const scope = useAppSelector(selectShownScope);
  // the posting dialogs start at the facility chosen
  const chosenId = useAppSelector(selectChosenFacilityId) ?? undefined;
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [posting, setPosting] = useState<'several' | 'copy' | null>(null);
  const watch = useLive(useCallback(() => dispatch(watchShifts(scope)), [dispatch, scope]));

  const rows = useMemo(() => list.ids.flatMap((id) => byId[id] ?? []), [list.ids, byId]);

  const columns: Column<Shift>[] = [
    { header: '#', render: (_, i) => i + 1, className: 'text-body-secondary' },
    {
      header: 'Description',
      render: (s) => (
        <ShiftCell
          shiftId={s.id}
          text={s.description || 'Untitled shift'}
          facilityName={isCompany ? facilities[s.facilityIdentifier]?.facilityName : undefined}
          minWidth={150}
        />
      ),
    },
    { header: 'Start', render: (s) => formatShiftTime(s.start, tz), className: 'text-nowrap' },
    { header: 'End', render: (s) => formatShiftTime(s.end, tz), className: 'text-nowrap' },
    { header: 'Status', render: (s) => <ShiftStatusBadge shift={s} /> },
    { header: 'Number of nurse', render: (s) => s.numberOfNurse, className: 'text-center' },
    {
      header: 'Additional notes',
      render: (s) => (
        <span className="d-inline-block text-truncate" style={{ maxWidth: 160 }} title={s.additionalnotes}>
          {s.additionalnotes}
        </span>
      ),
    },
    { header: '', render: (s) => <ShiftRowMenu shift={s} />, className: 'text-end' },
  ];

  const actions = (
    <div className="d-flex flex-wrap align-items-end gap-2">
      {isCompany && <FacilitySelect id="shifts-facility" allowAll />}
      {isActive && mayPost && (
        <>
          <Button size="sm" onClick={() => setAdding(true)}>
            New
          </Button>
          <Button size="sm" variant="outline-primary" onClick={() => setPosting('several')}>
            {POST_SEVERAL_BUTTON}
          </Button>
          <Button size="sm" variant="outline-primary" onClick={() => setPosting('copy')}>
            {COPY_WEEK_BUTTON}
          </Button>
        </>
      )}
      <Button size="sm" variant="outline-secondary" onClick={() => setExporting(true)}>
        Export
      </Button>
    </div>
  );

  const status =
    list.status === 'failed' ? 'failed' : list.loadingMore || list.status === 'loading' ? 'loading' : list.status;

  return (
    <>
      <PagedTable
        title={SHIFTS_TITLE}
        actions={actions}
        columns={columns}
        rows={rows}
        rowKey={(s) => s.id}
        status={status}
        emptyText={NO_SHIFTS}
        onRetry={watch}
        mode={mode}
        hasMore={list.hasMore}
        onLoadMore={() => void dispatch(loadMoreShifts())}
        viewAllTo="/shifts"
        headingLevel={headingLevel}
        // a page is 10 shifts: the cards below stay below while they load (and below the fold until scrolled to)
        reserveRows={SHIFT_PAGE_SIZE}
      />
      <Suspense fallback={null}>
        {adding && <AddShiftModal show onHide={() => setAdding(false)} initialFacilityId={chosenId} />}
        {exporting && <ExportModal show onHide={() => setExporting(false)} />}
        {posting === 'several' && <PostSeveralModal onHide={() => setPosting(null)} initialFacilityId={chosenId} />}
        {posting === 'copy' && <CopyWeekModal onHide={() => setPosting(null)} initialFacilityId={chosenId} />}
      </Suspense>
    </>
  );
}
