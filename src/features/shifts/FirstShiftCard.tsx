import { lazy, Suspense, useState } from 'react';
import { Card } from '../../components/Card';
import { useAppSelector } from '../../lib/hooks';
import { selectIsActive, selectScopeFacilityIds } from '../../session/scope';
import { FIRST_SHIFT_PROMPT } from './messages';
import { selectShiftList } from './shiftsSlice';

const AddShiftModal = lazy(() => import('./AddShiftModal').then((m) => ({ default: m.AddShiftModal })));

/** 'Click here to add your first shift!' for an active account with no shifts (once the list has loaded). */
export function FirstShiftCard() {
  const isActive = useAppSelector(selectIsActive);
  const list = useAppSelector(selectShiftList);
  // a company with no facility yet has nowhere to post a shift: its first-facility card comes first
  const hasFacility = useAppSelector(selectScopeFacilityIds).length > 0;
  const [adding, setAdding] = useState(false);
  const firstRun = isActive && hasFacility && list.status === 'succeeded' && list.ids.length === 0;
  return (
    <>
      {firstRun && (
        <Card className="mb-3 shadow-sm border-primary border-opacity-50">
          <Card.Body className="text-center py-4">
            <button type="button" className="btn btn-link fs-5 text-decoration-none" onClick={() => setAdding(true)}>
              {FIRST_SHIFT_PROMPT}
            </button>
          </Card.Body>
        </Card>
      )}
      <Suspense fallback={null}>{adding && <AddShiftModal show onHide={() => setAdding(false)} />}</Suspense>
    </>
  );
}
