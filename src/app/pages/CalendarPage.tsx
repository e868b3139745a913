import { lazy, Suspense, useMemo, useState } from 'react';
import { ShiftCalendar, type ToolbarAction } from '../../features/calendar/ShiftCalendar';
import { COPY_WEEK_BUTTON, POST_SEVERAL_BUTTON } from '../../features/shifts/messages';

// the add-shift form (react-bootstrap's Modal, the form and its schemas: about 30 KiB gzip) loads when first opened,
// as on /shifts: the calendar's first screen does not wait for it
const AddShiftModal = lazy(() =>
  import('../../features/shifts/AddShiftModal').then((m) => ({ default: m.AddShiftModal })),
);

const PostSeveralModal = lazy(() =>
  import('../../features/shifts/PostSeveralModal').then((m) => ({ default: m.PostSeveralModal })),
);
const CopyWeekModal = lazy(() =>
  import('../../features/shifts/CopyWeekModal').then((m) => ({ default: m.CopyWeekModal })),
);

type Posting = { kind: 'several' | 'copy'; facilityId?: string; weekOf?: string };

/**
 * /calendar: the shift calendar; 'Add Shift' and a selected range open the add-shift modal, 'Post several' and
 * 'Copy a week' (the week shown, in a week view) the posting tools.
 */
export default function CalendarPage() {
  const [adding, setAdding] = useState<{ start?: number; facilityId?: string } | null>(null);
  const [posting, setPosting] = useState<Posting | null>(null);
  // each closing of a modal may have added shifts
  const [changes, setChanges] = useState(0);
  const closeAdd = () => {
    setAdding(null);
    setChanges((n) => n + 1);
  };
  const closePosting = () => {
    setPosting(null);
    setChanges((n) => n + 1);
  };
  const toolbarActions = useMemo<ToolbarAction[]>(
    () => [
      {
        name: 'postSeveral',
        text: POST_SEVERAL_BUTTON,
        onClick: (facilityId) => setPosting({ kind: 'several', facilityId }),
      },
      {
        name: 'copyWeek',
        text: COPY_WEEK_BUTTON,
        onClick: (facilityId, weekOf) => setPosting({ kind: 'copy', facilityId, weekOf }),
      },
    ],
    [],
  );
  return (
    <>
      <ShiftCalendar
        onAddShift={(start, facilityId) => setAdding({ start, facilityId })}
        changes={changes}
        toolbarActions={toolbarActions}
      />
      <Suspense fallback={null}>
        {adding && (
          <AddShiftModal show onHide={closeAdd} initialStart={adding.start} initialFacilityId={adding.facilityId} />
        )}
        {posting?.kind === 'several' && (
          <PostSeveralModal onHide={closePosting} initialFacilityId={posting.facilityId} />
        )}
        {posting?.kind === 'copy' && (
          <CopyWeekModal onHide={closePosting} initialFacilityId={posting.facilityId} initialWeekOf={posting.weekOf} />
        )}
      </Suspense>
    </>
  );
}
