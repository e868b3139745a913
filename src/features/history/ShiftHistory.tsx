// Shift details' `History`: every change the portal made to the shift, newest first, with who and when; the blocks
// and unblocks of its worker (events of the facility) among them.
import { useCallback, useEffect, useMemo } from 'react';
import { Card } from '../../components/Card';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectFacilitiesById } from '../../session/scope';
import { formatShiftTime } from '../../domain/formats';
import { entryText } from '../../domain/history';
import type { Shift } from '../../domain/types';
import { Loader } from '../../components/Loader';
import { loadShiftHistory, selectShiftHistory } from './historySlice';
import {
  HISTORY_EMPTY,
  HISTORY_FAILED,
  HISTORY_HEADING,
  UNKNOWN_ACTOR,
  WORKER_BLOCKED,
  WORKER_UNBLOCKED,
} from './messages';
import { FailedAlert } from '../../components/FailedAlert';

interface Line {
  key: string;
  at: number;
  who: string;
  what: string;
}

export interface ShiftHistoryProps {
  shift: Pick<Shift, 'id' | 'facilityIdentifier' | 'nurseId' | 'tz'>;
  /** changes when the shift is reloaded (after a change made on the page): the History is read again */
  version?: unknown;
}

export function ShiftHistory({ shift, version }: ShiftHistoryProps) {
  const dispatch = useAppDispatch();
  // idle until the first read of this shift starts: shown as loading
  const history = useAppSelector((state) => selectShiftHistory(state, shift.id));
  const facility = useAppSelector(selectFacilitiesById)[shift.facilityIdentifier];
  const tz = facility?.tz || shift.tz;
  const load = useCallback(
    () => void dispatch(loadShiftHistory({ shiftId: shift.id, facilityId: shift.facilityIdentifier })),
    [dispatch, shift.id, shift.facilityIdentifier],
  );
  useEffect(load, [load, version]);

  const format = (ms: number) => formatShiftTime(ms, tz);
  const lines = useMemo((): Line[] => {
    const entries: Line[] = history.entries.map((e) => ({
      key: e.id,
      at: e.at,
      who: e.byName || UNKNOWN_ACTOR,
      what: entryText(e, (ms) => formatShiftTime(ms, tz)),
    }));
    // the facility's blocks and unblocks of this shift's worker
    const blocks: Line[] = shift.nurseId
      ? (facility?.blocklistEvents ?? [])
          .filter((e) => e.nurseId === shift.nurseId)
          .map((e, i) => ({
            key: `block-${i}`,
            at: e.timestamp,
            who: UNKNOWN_ACTOR,
            what: e.action === 'blocked' ? WORKER_BLOCKED(e.reason) : WORKER_UNBLOCKED(e.reason),
          }))
      : [];
    return [...entries, ...blocks].sort((a, b) => b.at - a.at);
  }, [history, shift.nurseId, facility, tz]);

  return (
    <Card className="shadow-sm mb-3">
      <Card.Header>
        <h2 className="h6 mb-0">{HISTORY_HEADING}</h2>
      </Card.Header>
      <Card.Body>
        {history.status === 'failed' ? (
          <FailedAlert message={HISTORY_FAILED} onRetry={load} className="mb-0" />
        ) : (history.status === 'loading' || history.status === 'idle') && lines.length === 0 ? (
          <Loader />
        ) : lines.length === 0 ? (
          <p className="text-body-secondary mb-0">{HISTORY_EMPTY}</p>
        ) : (
          <ol className="list-unstyled mb-0" aria-label={HISTORY_HEADING}>
            {lines.map((l) => (
              <li key={l.key} className="mb-2">
                <div>{l.what}</div>
                <div className="small text-body-secondary">
                  {format(l.at)} · {l.who}
                </div>
              </li>
            ))}
          </ol>
        )}
      </Card.Body>
    </Card>
  );
}
