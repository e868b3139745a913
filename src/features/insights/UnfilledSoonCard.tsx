import { ShiftCell } from '../../components/ShiftCell';
import { memo, useCallback, useDeferredValue, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Card } from '../../components/Card';
import Table from 'react-bootstrap/Table';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useLive } from '../../lib/useLive';
import { selectFacilitiesById, selectIsActive, selectScope } from '../../session/scope';
import { selectUserType } from '../../session/sessionSlice';
import { formatWithZone } from '../../domain/formats';
import { DEFAULT_TZ } from '../../domain/types';
import { UNFILLED_SOON_FIRST, UNFILLED_SOON_LIMIT } from '../../domain/unfilledSoon';
import { selectUnfilledSoon, watchUnfilledSoon } from './unfilledSoonSlice';
import { UNFILLED_SOON_FAILED, UNFILLED_SOON_RETRY, UNFILLED_SOON_SHOW_ALL, UNFILLED_SOON_TITLE } from './messages';
import { FailedAlert } from '../../components/FailedAlert';

/** The 48-hour window moves on this often (a new listener), so shifts further out come in as time passes. */
const WINDOW_STEP_MS = 10 * 60_000;

/**
 * The dashboard's urgent card: every unclaimed, active shift starting in the next 48 hours, soonest first, live
 * (a shift a worker claims leaves at once). Nothing is shown when there are none. The soonest UNFILLED_SOON_FIRST come
 * first (the dashboard's first load reads as many, however busy the facility), the rest on Show all.
 */
export function UnfilledSoonCard() {
  const dispatch = useAppDispatch();
  const unfilled = useAppSelector(selectUnfilledSoon);
  const isActive = useAppSelector(selectIsActive);
  const facilities = useAppSelector(selectFacilitiesById);
  const isCompany = useAppSelector(selectUserType) === 'company';
  const scope = useAppSelector(selectScope);
  const [windowStart, setWindowStart] = useState(() => Date.now());
  const [showAll, setShowAll] = useState(false);
  const max = showAll ? UNFILLED_SOON_LIMIT : UNFILLED_SOON_FIRST;
  useEffect(() => {
    const timer = setInterval(() => setWindowStart(Date.now()), WINDOW_STEP_MS);
    return () => clearInterval(timer);
  }, []);
  const retry = useLive(
    useCallback(
      () =>
        isActive && scope.facilityIds.length > 0 ? dispatch(watchUnfilledSoon(scope, windowStart, max)) : () => {},
      [dispatch, isActive, scope, windowStart, max],
    ),
  );

  // drawn in a deferred render, split into short tasks, as PagedTable's rows (the card's arrival was 12 ms at once)
  const view = useDeferredValue({ unfilled, isActive, facilities, isCompany, showAll, setShowAll, retry });
  return <UnfilledSoonView {...view} />;
}

interface UnfilledSoonViewProps {
  unfilled: ReturnType<typeof selectUnfilledSoon>;
  isActive: boolean;
  facilities: ReturnType<typeof selectFacilitiesById>;
  isCompany: boolean;
  showAll: boolean;
  setShowAll: (showAll: boolean) => void;
  retry: () => void;
}

const UnfilledSoonView = memo(function UnfilledSoonView({
  unfilled,
  isActive,
  facilities,
  isCompany,
  showAll,
  setShowAll,
  retry,
}: UnfilledSoonViewProps) {
  if (!isActive) return null;
  if (unfilled.status === 'failed') {
    return <FailedAlert message={UNFILLED_SOON_FAILED} onRetry={retry} retryLabel={UNFILLED_SOON_RETRY} />;
  }
  // shifts that started since the window opened are no longer "in the next 48 hours"
  const shifts = unfilled.shifts.filter((s) => s.start >= Date.now() - 60_000);
  if (shifts.length === 0) return null;
  return (
    <Card className="mb-3 shadow-sm border-warning">
      <Card.Header>
        <h2 className="h5 mb-0" id="unfilled-soon">
          {UNFILLED_SOON_TITLE}
        </h2>
      </Card.Header>
      <Card.Body className="p-0">
        <Table responsive hover className="mb-0 align-middle table-cards" aria-labelledby="unfilled-soon">
          <thead>
            <tr>
              <th scope="col">Start</th>
              <th scope="col">Position</th>
              <th scope="col">Shift</th>
            </tr>
          </thead>
          <tbody>
            {shifts.map((s) => {
              const facility = facilities[s.facilityIdentifier];
              return (
                <tr key={s.id}>
                  <td className="text-nowrap" data-label="Start">
                    {formatWithZone(s.start, facility?.tz ?? DEFAULT_TZ)}
                  </td>
                  <td data-label="Position">{s.nurseType}</td>
                  <td data-label="Shift">
                    <ShiftCell
                      shiftId={s.id}
                      text={s.description || 'Untitled shift'}
                      facilityName={isCompany ? facility?.facilityName : undefined}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Card.Body>
      {unfilled.more && !showAll && (
        <Card.Footer className="text-end">
          <Button size="sm" variant="outline-primary" onClick={() => setShowAll(true)}>
            {UNFILLED_SOON_SHOW_ALL}
          </Button>
        </Card.Footer>
      )}
    </Card>
  );
});
