import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectFacilitiesById } from '../../session/scope';
import { shiftProblemTexts } from '../../domain/compliance';
import type { Shift } from '../../domain/types';
import { loadWorkerDocuments, selectCredentials, selectReadStatus } from './complianceSlice';
import { COMPLIANT, CREDENTIALS_FAILED, CREDENTIALS_TITLE, notShared } from './messages';
import { WORKER_LINK_DAYS } from '../../domain/workerLinks';
import { LOADING_TEXT } from '../../components/Loader';

/** Shift details' 'Credentials' line for the claimed worker: `Compliant` or each problem, judged at the shift's end. */
export function ShiftCredentials({ shift }: { shift: Shift }) {
  const dispatch = useAppDispatch();
  const nurseId = shift.nurseId;
  const facility = useAppSelector(selectFacilitiesById)[shift.facilityIdentifier];
  const held = useAppSelector(selectCredentials)[nurseId ?? ''];
  const readStatus = useAppSelector(selectReadStatus);
  useEffect(() => {
    if (nurseId) void dispatch(loadWorkerDocuments({ ids: [nurseId], fresh: true }));
  }, [dispatch, nurseId]);
  if (!nurseId || !facility) return null;

  const problems = held ? shiftProblemTexts(facility, shift, held, Date.now()) : null;
  const text = problems
    ? problems.length
      ? problems.join('; ')
      : COMPLIANT
    : held === null
      ? notShared(WORKER_LINK_DAYS)
      : readStatus === 'failed'
        ? CREDENTIALS_FAILED
        : LOADING_TEXT;
  return (
    <p className="mb-0" aria-live="polite">
      <span className="text-body-secondary">{CREDENTIALS_TITLE}: </span>
      <span className={problems?.length ? 'text-danger-emphasis fw-semibold' : undefined}>{text}</span>
    </p>
  );
}
