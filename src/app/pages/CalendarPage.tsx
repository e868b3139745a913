import { useState } from 'react';
import { ShiftCalendar } from '../../features/calendar/ShiftCalendar';
import { AddShiftModal } from '../../features/shifts/AddShiftModal';

/** /calendar: the shift calendar; 'Add Shift' and a selected range open the add-shift modal. */
export default function CalendarPage() {
  const [adding, setAdding] = useState<{ start?: number } | null>(null);
  return (
    <>
      <ShiftCalendar onAddShift={(start) => setAdding({ start })} />
      <AddShiftModal show={adding !== null} onHide={() => setAdding(null)} initialStart={adding?.start} />
    </>
  );
}
