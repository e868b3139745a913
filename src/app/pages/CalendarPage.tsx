import { useState } from 'react';
import { ShiftCalendar } from '../../features/calendar/ShiftCalendar';
import { AddShiftModal } from '../../features/shifts/AddShiftModal';

/** /calendar: the shift calendar; 'Add Shift' and a selected range open the add-shift modal. */
export default function CalendarPage() {
  const [adding, setAdding] = useState<{ start?: number; facilityId?: string } | null>(null);
  // each closing of the modal may have added shifts
  const [changes, setChanges] = useState(0);
  const closeAdd = () => {
    setAdding(null);
    setChanges((n) => n + 1);
  };
  return (
    <>
      <ShiftCalendar onAddShift={(start, facilityId) => setAdding({ start, facilityId })} changes={changes} />
      <AddShiftModal
        show={adding !== null}
        onHide={closeAdd}
        initialStart={adding?.start}
        initialFacilityId={adding?.facilityId}
      />
    </>
  );
}
