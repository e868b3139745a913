import { Link } from 'react-router-dom';
import { Card } from '../../components/Card';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { isReviewable } from '../../domain/reviews';
import type { Shift } from '../../domain/types';
import { BlockWorkerButton } from '../../features/blocks/BlockWorkerButton';
import { ShiftCredentials } from '../../features/compliance/ShiftCredentials';
import { DiscontentForm } from '../../features/discontent/DiscontentForm';
import { FavoriteButton } from '../../features/workers/FavoriteButton';
import { ShiftHistory } from '../../features/history/ShiftHistory';
import { ShiftDetailsView } from '../../features/shifts/ShiftDetailsView';
import { loadShift, selectShiftDetails } from '../../features/shifts/shiftsSlice';

/**
 * /shift-details/{id}: the shift's details, then its worker (Review, Favorite, Block, the Credentials line) and the
 * Disciplinary Form.
 */
export default function ShiftDetailsPage() {
  return <ShiftDetailsView extras={(shift) => <ShiftExtras shift={shift} />} />;
}

function ShiftExtras({ shift }: { shift: Shift }) {
  const dispatch = useAppDispatch();
  const details = useAppSelector(selectShiftDetails);
  const workerName = details.id === shift.id ? (details.workerName ?? '') : '';
  const path = `/shift-details/${encodeURIComponent(shift.id)}`;
  return (
    <>
      {shift.nurseId && (
        <Card className="shadow-sm mb-3">
          <Card.Body className="d-flex flex-wrap align-items-center gap-2">
            <h2 className="h6 mb-0 me-auto">
              <span className="text-body-secondary fw-normal">Worker: </span>
              <Link to={`/workers/${encodeURIComponent(shift.nurseId)}`}>{workerName || 'Assigned worker'}</Link>
            </h2>
            {isReviewable(shift, Date.now()) && (
              <Link to={`${path}/review?source=shift-details`} className="btn btn-primary btn-sm">
                Review
              </Link>
            )}
            <FavoriteButton
              size="sm"
              facilityId={shift.facilityIdentifier}
              nurseId={shift.nurseId}
              workerName={workerName}
              shiftId={shift.id}
            />
            <BlockWorkerButton
              size="sm"
              facilityId={shift.facilityIdentifier}
              nurseId={shift.nurseId}
              workerName={workerName}
              onChanged={() => void dispatch(loadShift(shift.id))}
            />
          </Card.Body>
          <Card.Footer className="py-2">
            <ShiftCredentials shift={shift} />
          </Card.Footer>
        </Card>
      )}
      <DiscontentForm shift={shift} />
      <ShiftHistory shift={shift} version={shift} />
    </>
  );
}
