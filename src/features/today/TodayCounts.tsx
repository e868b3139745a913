import Row from 'react-bootstrap/Row';
import { StatTile } from '../../components/StatTile';
import { TODAY_STATES, type TodayState } from '../../domain/today';

/** the six counts side by side from md up, two a row on a phone */
const COUNT_COLS = { xs: 6, md: 4, xxl: 2 };

/** The Today window's six counts as labelled figures (a region per state), on /today and the dashboard card. */
export function TodayCounts({ counts, className }: { counts: Record<TodayState, number>; className?: string }) {
  return (
    <Row className={`g-3 ${className ?? ''}`}>
      {TODAY_STATES.map((state) => (
        <StatTile key={state} label={state} value={String(counts[state])} cols={COUNT_COLS} />
      ))}
    </Row>
  );
}
