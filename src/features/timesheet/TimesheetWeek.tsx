import { lazy, Suspense, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import { Card } from '../../components/Card';
import { LOADING_TEXT } from '../../components/Loader';
import { LOAD_MORE_TEXT } from '../../components/PagedTable';
import { CardLoading } from '../../components/Loader';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectDisplayName, selectFacilitiesById, selectScope } from '../../session/scope';
import { scopeKey } from '../../lib/firebase/facilityChunks';
import { PrintButton } from '../../components/PrintButton';
import { CheckIcon } from '../../components/Icons';
import { weekInputText } from '../../domain/timesheetEntries';
import { approveAllSummary, formatHours, totalHours } from '../../domain/timesheetHours';
import { timesheetSunday } from '../../domain/timesheetWeek';
import { toApproveCount } from '../../domain/timesheetPaging';
import { selectUserType } from '../../session/sessionSlice';
import type { TimesheetEntry } from './timesheetApi';
import {
  actOnEntry,
  adjustEntry,
  approveAllEntries,
  loadMoreEntries,
  loadTimesheet,
  selectApprovingAll,
  selectSavingEntries,
  selectTimesheetCounts,
  selectTimesheetEntries,
  selectTimesheetHasMore,
  selectTimesheetMoreStatus,
  selectTimesheetQuery,
  selectTimesheetStatus,
} from './timesheetSlice';
import { WeekPicker } from './WeekPicker';
import { HoursTotals } from './HoursTotals';
import { PayrollButton } from './PayrollButton';
import { TimesheetEntryView } from './TimesheetEntryView';
import { type EntryProps, workerName } from './TimesheetRowActions';
import {
  APPROVE_ALL,
  COLUMN_APPROVED,
  COLUMN_CLOCK_IN,
  COLUMN_CLOCK_OUT,
  COLUMN_HOURS,
  COLUMN_POSITION,
  COLUMN_WORKER,
  noEntries,
  SHOW_TOTALS,
  shownOfWeek,
  printedWeek,
  SIGNATURE,
  SIGNED_ON,
  TIMESHEET_LOAD_FAILED,
  TIMESHEET_TITLE,
  TOTAL_HOURS,
} from './messages';
import { FailedAlert } from '../../components/FailedAlert';
import { useMayDo } from '../../session/teamRole';

/** A row's further actions, given by the page composing this one (the Favorite toggle of the workers feature). */
export type ExtraRowActions = (row: {
  facilityIdentifier: string;
  nurseId: string;
  workerName: string;
  shiftId: string;
}) => ReactNode;

// the dialogs' forms (react-hook-form, the rules) load when first opened, not with the timesheet
const RejectDialog = lazy(() => import('./RejectDialog').then((m) => ({ default: m.RejectDialog })));
const AdjustHoursDialog = lazy(() => import('./AdjustHoursDialog').then((m) => ({ default: m.AdjustHoursDialog })));
const ApproveAllDialog = lazy(() => import('./ApproveAllDialog').then((m) => ({ default: m.ApproveAllDialog })));

/**
 * /timesheet?date=YYYY-MM-DD: the week's worked hours, approved or rejected per entry (TimesheetEntryView: a table
 * row, or a card on a phone) or all at once.
 */
export function TimesheetWeek({ rowActions }: { rowActions?: ExtraRowActions }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const dateParam = params.get('date');
  // 'a missing or non-Sunday date is replaced by the Sunday of the current or given week in America/Chicago time'
  const sunday = useMemo(() => timesheetSunday(dateParam, Date.now()), [dateParam]);
  // every facility in scope (a company's in one query on companyId); the same object while the ids stay
  const scope = useAppSelector(selectScope);
  const facilitiesById = useAppSelector(selectFacilitiesById);
  const isCompany = useAppSelector(selectUserType) === 'company';
  // the printed sheet's heading: the facility's name (a company's, whose rows name their facilities)
  const sheetName = useAppSelector(selectDisplayName);
  const entries = useAppSelector(selectTimesheetEntries);
  const status = useAppSelector(selectTimesheetStatus);
  const query = useAppSelector(selectTimesheetQuery);
  const saving = useAppSelector(selectSavingEntries);
  const approvingAll = useAppSelector(selectApprovingAll);
  const counts = useAppSelector(selectTimesheetCounts);
  const hasMore = useAppSelector(selectTimesheetHasMore);
  const moreStatus = useAppSelector(selectTimesheetMoreStatus);
  const hasFacilities = scope.facilityIds.length > 0;
  // the entry whose Reject or Adjust dialog is open
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [adjusting, setAdjusting] = useState<string | null>(null);
  // Approve All's question is open
  const [confirmingAll, setConfirmingAll] = useState(false);

  useEffect(() => {
    if (dateParam !== sunday) void navigate({ pathname: '/timesheet', search: `?date=${sunday}` }, { replace: true });
  }, [dateParam, sunday, navigate]);

  useEffect(() => {
    if (dateParam === sunday && hasFacilities) void dispatch(loadTimesheet({ sunday, scope }));
  }, [dispatch, dateParam, sunday, scope, hasFacilities]);

  const current = query?.sunday === sunday && scopeKey(query.scope) === scopeKey(scope);
  const shown = current ? entries : [];
  // until this week's first answer (a company with no facilities has nothing to wait for)
  const loadingFirst = hasFacilities && shown.length === 0 && (!current || status === 'loading' || status === 'idle');
  // the week is listed a page at a time: until it is whole, what Approve All would approve is counted
  const whole = current && !hasMore;
  const toApprove = approveAllSummary(shown);
  const approvable = current ? toApproveCount(shown, whole, counts) : 0;
  // nothing left to approve (the week reloaded meanwhile): the question closes rather than wait to come back
  if (confirmingAll && toApprove.count === 0 && !approvingAll) setConfirmingAll(false);
  const loadingMore = moreStatus === 'loading';
  const busy = approvingAll || loadingMore || Object.keys(saving).length > 0;
  /** The whole week, listed (read first when the list shows a part of it): what the totals, Approve All and the CSV
   *  act on. */
  const wholeWeek = async (): Promise<TimesheetEntry[]> =>
    whole ? shown : (await dispatch(loadMoreEntries({ whole: true })).unwrap()).entries;
  const confirmApproveAll = () =>
    void wholeWeek().then(
      () => setConfirmingAll(true),
      () => undefined,
    );
  const mayApprove = useMayDo('timesheet');
  // the same entry as a phone's card and as a table row
  const entryProps = (entry: TimesheetEntry): EntryProps => ({
    entry,
    facilityName: isCompany ? facilitiesById[entry.facilityId]?.facilityName : undefined,
    saving: saving[entry.id],
    disabled: busy,
    onAct: (action) =>
      action === 'rejected' ? setRejecting(entry.id) : void dispatch(actOnEntry({ id: entry.id, action })),
    onAdjust: () => setAdjusting(entry.id),
    extra: rowActions?.({
      facilityIdentifier: entry.facilityId,
      nurseId: entry.nurseId,
      workerName: entry.workerFullName,
      shiftId: entry.id,
    }),
  });
  const rejectingEntry = shown.find((e) => e.id === rejecting);
  const adjustingEntry = shown.find((e) => e.id === adjusting);
  // a failed save keeps the dialog open with what was typed (a changed row has been reloaded: the next save compares
  // with it); a saved one closes it
  const closeOnSuccess = (close: () => void) => (result: Promise<unknown>) => void result.then(close, () => undefined);
  const retry = () => void dispatch(loadTimesheet({ sunday, scope }));

  return (
    <Card className="shadow-sm">
      <Card.Header className="d-flex flex-wrap align-items-center gap-3">
        <h1 className="h5 mb-0 me-auto" id="timesheet-title">
          {TIMESHEET_TITLE}
        </h1>
        <WeekPicker
          sunday={sunday}
          onChange={(next) => void navigate({ pathname: '/timesheet', search: `?date=${next}` })}
        />
        <PayrollButton
          sunday={sunday}
          entries={wholeWeek}
          disabled={busy || status !== 'succeeded' || shown.length === 0}
        />
        <PrintButton />
        {mayApprove && (
          <Button
            variant="success"
            disabled={busy || status !== 'succeeded' || approvable === 0}
            onClick={confirmApproveAll}
            className="d-inline-flex align-items-center gap-2"
          >
            {approvingAll ? <Spinner animation="border" size="sm" aria-hidden="true" /> : <CheckIcon />}
            {APPROVE_ALL}
          </Button>
        )}
      </Card.Header>
      <Card.Body className="p-0">
        <p className="d-none d-print-block fw-semibold">{printedWeek(sheetName, weekInputText(sunday))}</p>
        {status === 'failed' && <FailedAlert message={TIMESHEET_LOAD_FAILED} onRetry={retry} className="m-3" />}
        {loadingFirst ? (
          <CardLoading />
        ) : status !== 'failed' && shown.length === 0 ? (
          <p className="text-body-secondary text-center py-4 mb-0">{noEntries(weekInputText(sunday))}</p>
        ) : shown.length > 0 ? (
          <>
            {/* phones: one card per entry, the actions beside the times instead of a sideways scroll */}
            <ul className="list-group list-group-flush d-md-none d-print-none" aria-labelledby="timesheet-title">
              {shown.map((entry) => (
                <TimesheetEntryView key={entry.id} layout="card" {...entryProps(entry)} />
              ))}
            </ul>
            <div className="table-responsive d-none d-md-block d-print-block">
              <Table
                hover
                className="mb-0 align-middle"
                aria-labelledby="timesheet-title"
                aria-busy={status === 'loading'}
              >
                <thead className="table-light">
                  <tr>
                    <th scope="col">{COLUMN_APPROVED}</th>
                    <th scope="col">{COLUMN_WORKER}</th>
                    <th scope="col">{COLUMN_POSITION}</th>
                    <th scope="col" className="text-nowrap">
                      {COLUMN_CLOCK_IN}
                    </th>
                    <th scope="col" className="text-nowrap">
                      {COLUMN_CLOCK_OUT}
                    </th>
                    <th scope="col" className="text-end">
                      {COLUMN_HOURS}
                    </th>
                    <th scope="col" className="row-actions">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((entry) => (
                    <TimesheetEntryView key={entry.id} layout="row" {...entryProps(entry)} />
                  ))}
                </tbody>
                {whole && (
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={5} className="text-end">
                        {TOTAL_HOURS}
                      </th>
                      <td className="text-end fw-semibold">{formatHours(totalHours(shown))}</td>
                      <td />
                    </tr>
                  </tfoot>
                )}
              </Table>
            </div>
            {whole ? (
              <>
                <div className="d-md-none d-print-none px-3 py-2 d-flex justify-content-between fw-semibold border-top">
                  <span>{TOTAL_HOURS}</span>
                  <span>{formatHours(totalHours(shown))}</span>
                </div>
                <div className="p-2 border-top">
                  <HoursTotals entries={shown} />
                </div>
              </>
            ) : (
              // a part of the week: the totals are the whole week's, read when asked for
              <div className="p-2 border-top d-flex flex-wrap align-items-center justify-content-end gap-2">
                <span className="me-auto small text-body-secondary" role="status">
                  {shownOfWeek(shown.length, counts?.entries ?? null)}
                </span>
                <Button
                  variant="outline-primary"
                  size="sm"
                  disabled={busy}
                  onClick={() => void dispatch(loadMoreEntries({ whole: false }))}
                >
                  {loadingMore ? LOADING_TEXT : LOAD_MORE_TEXT}
                </Button>
                <Button
                  variant="outline-secondary"
                  size="sm"
                  disabled={busy}
                  onClick={() => void wholeWeek().catch(() => undefined)}
                >
                  {SHOW_TOTALS}
                </Button>
              </div>
            )}
            {/* the sign-off sheet's last lines, in print only */}
            <div className="d-none d-print-flex gap-5 pt-5">
              <div className="flex-grow-1 border-top border-dark pt-1">{SIGNATURE}</div>
              <div className="w-25 border-top border-dark pt-1">{SIGNED_ON}</div>
            </div>
          </>
        ) : null}
      </Card.Body>
      <Suspense fallback={null}>
        {rejectingEntry && (
          <RejectDialog
            worker={workerName(rejectingEntry)}
            saving={saving[rejectingEntry.id] === 'rejected'}
            onCancel={() => setRejecting(null)}
            onSave={(reason) =>
              closeOnSuccess(() => setRejecting(null))(
                dispatch(actOnEntry({ id: rejectingEntry.id, action: 'rejected', reason })).unwrap(),
              )
            }
          />
        )}
        {confirmingAll && toApprove.count > 0 && (
          <ApproveAllDialog
            summary={toApprove}
            saving={approvingAll}
            onCancel={() => setConfirmingAll(false)}
            onConfirm={() => closeOnSuccess(() => setConfirmingAll(false))(dispatch(approveAllEntries()).unwrap())}
          />
        )}
        {adjustingEntry && (
          <AdjustHoursDialog
            entry={adjustingEntry}
            worker={workerName(adjustingEntry)}
            saving={saving[adjustingEntry.id] === 'adjusted'}
            onCancel={() => setAdjusting(null)}
            onSave={(times) =>
              closeOnSuccess(() => setAdjusting(null))(
                dispatch(adjustEntry({ id: adjustingEntry.id, ...times })).unwrap(),
              )
            }
          />
        )}
      </Suspense>
    </Card>
  );
}
