import { Link } from 'react-router-dom';
import { Card } from '../../components/Card';
import { CardLoading } from '../../components/Loader';
import { useAppSelector } from '../../lib/hooks';
import { selectScope } from '../../session/scope';
import { TodayCounts } from './TodayCounts';
import { useTodayRows } from './useTodayRows';
import { OPEN_TODAY, TODAY_FAILED } from './messages';
import { TODAY_TITLE } from './title';
import { FailedAlert } from '../../components/FailedAlert';

/**
 * The dashboard's `Today` card: the six counts of /today's window (the same listener and rules, so the figures agree)
 * for every facility in scope, and `Open Today`. The window is bounded in time, so its reads do not grow with history.
 */
export function TodayCard() {
  const scope = useAppSelector(selectScope);
  const { today, counts, retry } = useTodayRows(scope);
  if (scope.facilityIds.length === 0) return null;
  return (
    <Card as="section" className="mb-3 shadow-sm" aria-labelledby="today-card">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h5 mb-0 me-auto" id="today-card">
          {TODAY_TITLE}
        </h2>
        <Link to="/today" className="btn btn-sm btn-outline-primary">
          {OPEN_TODAY}
        </Link>
      </Card.Header>
      <Card.Body>
        {today.status === 'failed' ? (
          <FailedAlert message={TODAY_FAILED} onRetry={retry} className="mb-0" />
        ) : today.status === 'succeeded' ? (
          <TodayCounts counts={counts} />
        ) : (
          <CardLoading />
        )}
      </Card.Body>
    </Card>
  );
}
