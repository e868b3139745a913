// The shift calendar (spec 2 'Calendar'). FullCalendar is imported here only, and this module only by
// the lazily loaded calendar page, so no other route downloads it. Its parts: FacilitySelect, the range's
// listener (useCalendarRange), the chips (calendarChips), drag writes (useShiftDrag), a11y (calendarA11y).
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import interactionPlugin from '@fullcalendar/interaction';
import type { DateSelectArg, DatesSetArg, EventClickArg } from '@fullcalendar/core';
import { Alert } from '../../components/Alert';
import Button from 'react-bootstrap/Button';
import { Card } from '../../components/Card';
import { useAppSelector } from '../../lib/hooks';
import { selectIsActive, selectShownFacility } from '../../session/scope';
import { formatWithZone } from '../../domain/formats';
import { DEFAULT_TZ } from '../../domain/types';
import { sundayOf } from '../../domain/shiftPosting';
import { selectUserType } from '../../session/sessionSlice';
import { useCalendarA11y } from './calendarA11y';
import { useDeferredViewSwitch } from './deferredViewSwitch';
import { useDayCellContent, useEventContent } from './calendarChips';
import { eventModalFields, monthEvents, toEventInput } from './calendarEvents';
import {
  selectCalendarShifts,
  selectCalendarHiddenByDay,
  selectCalendarReadAt,
  selectCalendarStatus,
  selectCalendarTruncated,
  selectCalendarWorkerNames,
} from './calendarSlice';
import { fromCalendarTime, toCalendarTime } from './calendarTime';
import { FacilitySelect } from '../../components/FacilitySelect';
import {
  ADD_SHIFT_BUTTON,
  CALENDAR_LOAD_FAILED,
  CALENDAR_TITLE,
  NO_EVENTS,
  NO_FACILITY,
  RANGE_READ_AT,
  RANGE_TRUNCATED,
  REFRESH_BUTTON,
  TODAY_BUTTON,
  VIEW_BUTTONS,
} from './messages';
import { useCalendarRange } from './useCalendarRange';
import { useShiftDrag } from './useShiftDrag';
import './calendar.css';
import { FailedAlert } from '../../components/FailedAlert';

// react-bootstrap's Modal (about 8 KiB gzip) loads when a shift is first clicked, not with the month
const EventModal = lazy(() => import('./EventModal').then((m) => ({ default: m.EventModal })));

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const MONTH_VIEW = 'dayGridMonth';
const VIEWS = {
  ...Object.fromEntries(Object.entries(VIEW_BUTTONS).map(([view, buttonText]) => [view, { buttonText }])),
  // 'at most 2 events per day': monthEvents() keeps two shifts a day and the day cell shows '+n more',
  // so FullCalendar's own limit (which would render every hidden event to measure it) stays off
  [MONTH_VIEW]: { buttonText: VIEW_BUTTONS.dayGridMonth, dayMaxEvents: false },
  // a busy hour shows 3 shifts side by side and '+n more' (its popover lists them all): 400 shifts in a week
  // drew 400 narrow slivers nobody could read, and the week took 2.75 times as long as a quiet one to draw
  timeGridWeek: { buttonText: VIEW_BUTTONS.timeGridWeek, eventMaxStack: 3 },
  timeGridDay: { buttonText: VIEW_BUTTONS.timeGridDay, eventMaxStack: 3 },
};
// FullCalendar redraws whatever option changes identity, so the options below are made once (module level)
// or memoised: a new function on every render would redraw every event of the month each time.
const BUTTON_TEXT = { today: TODAY_BUTTON };

export interface ShiftCalendarProps {
  /**
   * 'Add Shift' (no start) or a selected range (its start, an instant), with the facility the calendar shows
   * (a company user adds to the facility they are looking at, in its time zone).
   */
  onAddShift: (start: number | undefined, facilityId: string | undefined) => void;
  /** changes after the scheduler added shifts: a busy range (read once, not listened to) is read again */
  changes?: number;
  /**
   * More toolbar buttons after 'Add Shift' (the app's posting tools), each told the facility shown and, in a week
   * view, the week's Sunday (YYYY-MM-DD). Made once by the caller: the toolbar is drawn from their names and texts.
   */
  toolbarActions?: readonly ToolbarAction[];
}

export interface ToolbarAction {
  name: string;
  text: string;
  onClick: (facilityId: string | undefined, weekOf: string | undefined) => void;
}

const NO_ACTIONS: readonly ToolbarAction[] = [];

export function ShiftCalendar({ onAddShift, changes = 0, toolbarActions = NO_ACTIONS }: ShiftCalendarProps) {
  const isCompany = useAppSelector(selectUserType) === 'company';
  const isActive = useAppSelector(selectIsActive);
  const shifts = useAppSelector(selectCalendarShifts);
  const status = useAppSelector(selectCalendarStatus);
  const truncated = useAppSelector(selectCalendarTruncated);
  const readAt = useAppSelector(selectCalendarReadAt);
  const countedByDay = useAppSelector(selectCalendarHiddenByDay);
  const names = useAppSelector(selectCalendarWorkerNames);

  // the company's choice, or the first facility while `All facilities` is chosen elsewhere
  const facility = useAppSelector(selectShownFacility);
  const facilityId = facility?.id;
  const tz = facility?.tz || DEFAULT_TZ;

  // The visible range as FullCalendar reports it (floating wall times), kept as ISO strings.
  const [visible, setVisible] = useState<{ start: string; end: string } | null>(null);
  const [viewType, setViewType] = useState<string>(MONTH_VIEW);
  const [openId, setOpenId] = useState<string | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const calendarRef = useRef<FullCalendar | null>(null);
  useCalendarA11y(containerRef, facilityId);
  useDeferredViewSwitch(containerRef, calendarRef);

  const isMonth = viewType === MONTH_VIEW;
  const { watch, isReadOnce } = useCalendarRange({ facilityId, visible, tz, isMonth, changes });
  const afterMove = useCallback(() => {
    if (isReadOnce) watch();
  }, [isReadOnce, watch]);
  const eventDrop = useShiftDrag(tz, afterMove);

  const byId = useMemo(() => Object.fromEntries(shifts.map((s) => [s.id, s])), [shifts]);
  const { events, hiddenByDay } = useMemo(() => {
    const now = Date.now();
    return isMonth
      ? monthEvents(shifts, tz, now, countedByDay)
      : { events: shifts.map((s) => toEventInput(s, tz, now)), hiddenByDay: {} };
  }, [shifts, tz, isMonth, countedByDay]);
  const renderEvent = useEventContent(byId, names, tz);
  const dayCellContent = useDayCellContent(hiddenByDay);

  const onDatesSet = useCallback((arg: DatesSetArg) => {
    setViewType(arg.view.type);
    const next = { start: arg.start.toISOString(), end: arg.end.toISOString() };
    setVisible((prev) => (prev && prev.start === next.start && prev.end === next.end ? prev : next));
  }, []);

  // the latest onAddShift, for the facility shown, without redrawing the toolbar when either changes
  const addShiftRef = useRef((start?: number) => onAddShift(start, facilityId));
  // the Sunday of the week (or day) shown: FullCalendar's floating wall times carry the facility's dates
  const weekOf = viewType === MONTH_VIEW || !visible ? undefined : sundayOf(visible.start.slice(0, 10));
  const actionRef = useRef((action: ToolbarAction) => action.onClick(facilityId, weekOf));
  useEffect(() => {
    addShiftRef.current = (start?: number) => onAddShift(start, facilityId);
    actionRef.current = (action: ToolbarAction) => action.onClick(facilityId, weekOf);
  }, [onAddShift, facilityId, weekOf]);
  const now = useCallback(() => toCalendarTime(Date.now(), tz), [tz]);
  const headerToolbar = useMemo(
    () => ({
      left: isActive ? ['prev,next today addShift', ...toolbarActions.map((a) => a.name)].join(' ') : 'prev,next today',
      center: 'title',
      right: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek,listYear',
    }),
    [isActive, toolbarActions],
  );
  const customButtons = useMemo(
    () => ({
      addShift: { text: ADD_SHIFT_BUTTON, click: () => addShiftRef.current() },
      ...Object.fromEntries(
        toolbarActions.map((action) => [action.name, { text: action.text, click: () => actionRef.current(action) }]),
      ),
    }),
    [toolbarActions],
  );

  const onEventClick = useCallback(
    (info: EventClickArg) => {
      info.jsEvent.preventDefault();
      const shift = byId[info.event.id];
      if (!shift) return;
      if (shift.url) {
        window.open(shift.url, '_blank', 'noopener,noreferrer');
        return;
      }
      setOpenId(shift.id);
    },
    [byId],
  );

  const onSelect = useCallback(
    (info: DateSelectArg) => {
      info.view.calendar.unselect();
      addShiftRef.current(fromCalendarTime(info.start, tz));
    },
    [tz],
  );

  const open = openId ? byId[openId] : null;
  const modalFields = open
    ? eventModalFields(open, facility, open.nurseId ? names[open.nurseId] || null : null, tz)
    : null;

  return (
    <Card className="shadow-sm mb-3">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h1 className="h5 mb-0 me-auto">{CALENDAR_TITLE}</h1>
        {isCompany && facility && <FacilitySelect id="calendar-facility" />}
      </Card.Header>
      <Card.Body className="sc-calendar" ref={containerRef}>
        {!facility ? (
          <p className="text-body-secondary mb-0">{NO_FACILITY}</p>
        ) : (
          <>
            {status === 'failed' && <FailedAlert message={CALENDAR_LOAD_FAILED} onRetry={watch} />}
            <FullCalendar
              ref={calendarRef}
              plugins={PLUGINS}
              initialView="dayGridMonth"
              height={800}
              dayMaxEvents={2}
              eventOrder="start,-duration,allDay,title"
              // a night shift (23:00 to 07:00) shows on its start day only, not as a two-day bar
              nextDayThreshold="09:00:00"
              editable
              selectable={isActive}
              eventInteractive
              // see calendarTime.ts: floating wall times of the facility's zone, 'today' included
              timeZone="UTC"
              now={now}
              headerToolbar={headerToolbar}
              buttonText={BUTTON_TEXT}
              customButtons={customButtons}
              views={VIEWS}
              noEventsText={NO_EVENTS}
              events={events}
              eventContent={renderEvent}
              dayCellContent={isMonth ? dayCellContent : undefined}
              eventClick={onEventClick}
              datesSet={onDatesSet}
              select={onSelect}
              eventDrop={eventDrop}
            />
            {readAt !== null && status === 'succeeded' && (
              <Alert variant="info" className="d-flex flex-wrap align-items-center gap-2 py-2 mt-3 mb-0">
                <span className="me-auto">
                  {RANGE_READ_AT.replace('{time}', formatWithZone(readAt, tz))}
                  {truncated && ` ${RANGE_TRUNCATED}`}
                </span>
                <Button size="sm" variant="outline-primary" onClick={watch}>
                  {REFRESH_BUTTON}
                </Button>
              </Alert>
            )}
          </>
        )}
      </Card.Body>
      {open && (
        <Suspense fallback={null}>
          <EventModal shiftId={open.id} fields={modalFields} onHide={() => setOpenId(null)} />
        </Suspense>
      )}
    </Card>
  );
}
