// The shift calendar (spec 2 'Calendar'). FullCalendar is imported here only, and this module only by
// the lazily loaded calendar page, so no other route downloads it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import interactionPlugin from '@fullcalendar/interaction';
import type {
  DateSelectArg,
  DatesSetArg,
  DayCellContentArg,
  EventClickArg,
  EventContentArg,
  EventDropArg,
} from '@fullcalendar/core';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { toast } from 'react-toastify';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectIsActive, selectScopeFacilities } from '../../session/scope';
import { chipDotColour, chipText } from '../../domain/calendarEvent';
import { formatWithZone } from '../../domain/formats';
import { DEFAULT_TZ } from '../../domain/types';
import { selectUserType } from '../../session/sessionSlice';
import {
  DOT_COLOURS,
  DOT_LABELS,
  eventModalFields,
  MONTH_EVENTS_PER_DAY,
  monthEvents,
  moreText,
  toEventInput,
} from './calendarEvents';
import {
  MoveRefused,
  moveShift,
  selectCalendarShifts,
  selectCalendarHiddenByDay,
  selectCalendarReadAt,
  selectCalendarStatus,
  selectCalendarTruncated,
  selectCalendarWorkerNames,
  watchCalendarRange,
} from './calendarSlice';
import { calendarRange, fromCalendarTime, toCalendarTime } from './calendarTime';
import { EventModal } from './EventModal';
import {
  ADD_SHIFT_BUTTON,
  CALENDAR_LOAD_FAILED,
  CALENDAR_TITLE,
  FACILITY_LABEL,
  LIST_REGION_LABEL,
  NO_EVENTS,
  NO_FACILITY,
  RANGE_READ_AT,
  RANGE_TRUNCATED,
  REFRESH_BUTTON,
  SHIFT_MOVE_FAILED,
  SHIFT_MOVE_REFUSED,
  SHIFT_MOVED,
  TODAY_BUTTON,
  VIEW_BUTTONS,
} from './messages';
import './calendar.css';

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const MONTH_VIEW = 'dayGridMonth';
const VIEWS = {
  ...Object.fromEntries(Object.entries(VIEW_BUTTONS).map(([view, buttonText]) => [view, { buttonText }])),
  // 'at most 2 events per day': monthEvents() keeps two shifts a day and the day cell shows '+n more',
  // so FullCalendar's own limit (which would render every hidden event to measure it) stays off
  [MONTH_VIEW]: { buttonText: VIEW_BUTTONS.dayGridMonth, dayMaxEvents: false },
};
// FullCalendar redraws whatever option changes identity, so the options below are made once (module level)
// or memoised: a new function on every render would redraw every event of the month each time.
const BUTTON_TEXT = { today: TODAY_BUTTON };
const dayName = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

export interface ShiftCalendarProps {
  /**
   * 'Add Shift' (no start) or a selected range (its start, an instant), with the facility the calendar shows
   * (a company user adds to the facility they are looking at, in its time zone).
   */
  onAddShift: (start: number | undefined, facilityId: string | undefined) => void;
  /** changes after the scheduler added shifts: a busy range (read once, not listened to) is read again */
  changes?: number;
}

export function ShiftCalendar({ onAddShift, changes = 0 }: ShiftCalendarProps) {
  const dispatch = useAppDispatch();
  const facilities = useAppSelector(selectScopeFacilities);
  const isCompany = useAppSelector(selectUserType) === 'company';
  const isActive = useAppSelector(selectIsActive);
  const shifts = useAppSelector(selectCalendarShifts);
  const status = useAppSelector(selectCalendarStatus);
  const truncated = useAppSelector(selectCalendarTruncated);
  const readAt = useAppSelector(selectCalendarReadAt);
  const countedByDay = useAppSelector(selectCalendarHiddenByDay);
  const names = useAppSelector(selectCalendarWorkerNames);

  // 'company users also get a facility dropdown defaulting to the first facility'
  const [chosenId, setChosenId] = useState<string | null>(null);
  const facility = facilities.find((f) => f.id === chosenId) ?? facilities[0] ?? null;
  const tz = facility?.tz || DEFAULT_TZ;

  // The visible range as FullCalendar reports it (floating wall times), kept as ISO strings.
  const [visible, setVisible] = useState<{ start: string; end: string } | null>(null);
  const [viewType, setViewType] = useState<string>(MONTH_VIEW);
  const [openId, setOpenId] = useState<string | null>(null);
  const stopRef = useRef<(() => void) | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);

  // FullCalendar's markup trips three WCAG checks; patch its DOM as it renders (see fixCalendarA11y).
  useEffect(() => {
    const root = containerRef.current;
    if (!root) return;
    fixCalendarA11y(root);
    const observer = new MutationObserver(() => fixCalendarA11y(root));
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-labelledby', 'role'],
    });
    return () => observer.disconnect();
  }, [facility?.id]);

  const isMonth = viewType === MONTH_VIEW;
  const watch = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
    if (!facility || !visible) return;
    const range = calendarRange(new Date(visible.start), new Date(visible.end), tz);
    const month = isMonth ? { month: { tz, perDay: MONTH_EVENTS_PER_DAY } } : {};
    stopRef.current = dispatch(watchCalendarRange({ facilityId: facility.id, ...range, ...month }));
  }, [dispatch, facility, visible, tz, isMonth]);

  useEffect(() => {
    watch();
    return () => {
      stopRef.current?.();
      stopRef.current = null;
    };
  }, [watch]);

  // A busy range is not listened to: it is read again when the scheduler comes back to the tab and after
  // their own changes, so what they see is never older than their last look away.
  const isReadOnce = readAt !== null;
  useEffect(() => {
    if (!isReadOnce) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') watch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [isReadOnce, watch]);
  const changesSeen = useRef(changes);
  useEffect(() => {
    if (changesSeen.current === changes) return;
    changesSeen.current = changes;
    if (isReadOnce) watch();
  }, [changes, isReadOnce, watch]);

  const byId = useMemo(() => Object.fromEntries(shifts.map((s) => [s.id, s])), [shifts]);
  const { events, hiddenByDay } = useMemo(() => {
    const now = Date.now();
    return isMonth
      ? monthEvents(shifts, tz, now, countedByDay)
      : { events: shifts.map((s) => toEventInput(s, tz, now)), hiddenByDay: {} };
  }, [shifts, tz, isMonth, countedByDay]);

  // '+n more' on a busy day of the month view: the whole day in Day View. FullCalendar's class
  // fc-more-link keeps a click on it from starting a date selection.
  const dayCellContent = useCallback(
    (arg: DayCellContentArg) => {
      const day = arg.date.toISOString().slice(0, 10);
      const hidden = hiddenByDay[day];
      if (!hidden) return arg.dayNumberText;
      return (
        <>
          <button
            type="button"
            className="fc-more-link sc-more-event"
            onClick={() => arg.view.calendar.changeView('timeGridDay', day)}
          >
            {moreText(hidden)}
            <span className="visually-hidden"> shifts on {dayName(day)}</span>
          </button>
          {arg.dayNumberText}
        </>
      );
    },
    [hiddenByDay],
  );

  const onDatesSet = useCallback((arg: DatesSetArg) => {
    setViewType(arg.view.type);
    const next = { start: arg.start.toISOString(), end: arg.end.toISOString() };
    setVisible((prev) => (prev && prev.start === next.start && prev.end === next.end ? prev : next));
  }, []);

  // the latest onAddShift, for the facility shown, without redrawing the toolbar when either changes
  const facilityId = facility?.id;
  const addShiftRef = useRef((start?: number) => onAddShift(start, facilityId));
  useEffect(() => {
    addShiftRef.current = (start?: number) => onAddShift(start, facilityId);
  }, [onAddShift, facilityId]);
  const now = useCallback(() => toCalendarTime(Date.now(), tz), [tz]);
  const headerToolbar = useMemo(
    () => ({
      left: isActive ? 'prev,next today addShift' : 'prev,next today',
      center: 'title',
      right: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek,listYear',
    }),
    [isActive],
  );
  const customButtons = useMemo(
    () => ({ addShift: { text: ADD_SHIFT_BUTTON, click: () => addShiftRef.current() } }),
    [],
  );

  const renderEvent = useCallback(
    (arg: EventContentArg) => {
      const shift = byId[arg.event.id];
      if (!shift) return arg.event.title;
      const name = shift.nurseId ? names[shift.nurseId] || null : null;
      const colour = chipDotColour({ allDay: shift.allDay, status: shift.status, nurseId: shift.nurseId });
      const status = colour ? DOT_LABELS[colour] : null;
      if (arg.view.type.startsWith('list')) {
        // the list views draw their own dot and time column: the title, then the worker
        return (
          <span>
            {status && <span className="visually-hidden">{status}: </span>}
            {arg.event.title}
            {name && shift.status !== 'cancelled' ? ` - ${name}` : ''}
          </span>
        );
      }
      return (
        <span className="sc-chip" title={arg.event.title}>
          {colour && (
            <span className="sc-chip-dot" style={{ backgroundColor: DOT_COLOURS[colour] }} aria-hidden="true" />
          )}
          {status && <span className="visually-hidden">{status}: </span>}
          <span className="sc-chip-text">{chipText(shift, name, tz)}</span>
          <span className="visually-hidden">, {arg.event.title}</span>
        </span>
      );
    },
    [byId, names, tz],
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

  const onEventDrop = useCallback(
    async (info: EventDropArg) => {
      if (!info.event.start) return info.revert();
      const start = fromCalendarTime(info.event.start, tz);
      try {
        await dispatch(moveShift({ id: info.event.id, start })).unwrap();
        toast.success(SHIFT_MOVED.replace('{start}', formatWithZone(start, tz)));
        if (isReadOnce) watch();
      } catch (err) {
        info.revert();
        toast.error(
          (err as Error).message === 'refused' || err instanceof MoveRefused ? SHIFT_MOVE_REFUSED : SHIFT_MOVE_FAILED,
        );
      }
    },
    [dispatch, tz, isReadOnce, watch],
  );
  const eventDrop = useCallback((info: EventDropArg) => void onEventDrop(info), [onEventDrop]);

  const open = openId ? byId[openId] : null;
  const modalFields = open
    ? eventModalFields(open, facility, open.nurseId ? names[open.nurseId] || null : null, tz)
    : null;

  return (
    <Card className="shadow-sm mb-3">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h1 className="h5 mb-0 me-auto">{CALENDAR_TITLE}</h1>
        {isCompany && facilities.length > 0 && (
          <Form.Group controlId="calendar-facility" className="d-flex align-items-center gap-2">
            <Form.Label className="mb-0">{FACILITY_LABEL}</Form.Label>
            <Form.Select
              size="sm"
              value={facility?.id ?? ''}
              onChange={(e) => setChosenId(e.target.value)}
              style={{ maxWidth: 240 }}
            >
              {facilities.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.facilityName}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
      </Card.Header>
      <Card.Body className="sc-calendar" ref={containerRef}>
        {!facility ? (
          <p className="text-body-secondary mb-0">{NO_FACILITY}</p>
        ) : (
          <>
            {status === 'failed' && (
              <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
                <span className="me-auto">{CALENDAR_LOAD_FAILED}</span>
                <Button size="sm" variant="danger" onClick={watch}>
                  Retry
                </Button>
              </Alert>
            )}
            <FullCalendar
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
            {isReadOnce && status === 'succeeded' && (
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
      <EventModal shiftId={open ? open.id : null} fields={modalFields} onHide={() => setOpenId(null)} />
    </Card>
  );
}

/**
 * - the toolbar's chevron icons are role="img" without a name: the button's title names the button, so
 *   the icon is hidden from assistive technology;
 * - '+n more' is an <a> without href carrying aria-expanded: it acts as a button, so it says so;
 * - day cells are labelled by their day number's link ('November 3, 2026') while they show the events
 *   too: the cell keeps the name of what it shows;
 * - the list views' scrolling area holds no focusable element.
 */
function fixCalendarA11y(root: HTMLElement) {
  root.querySelectorAll('.fc-icon[role="img"]').forEach((el) => {
    el.removeAttribute('role');
    el.setAttribute('aria-hidden', 'true');
  });
  root.querySelectorAll('a.fc-more-link:not([role])').forEach((el) => el.setAttribute('role', 'button'));
  root.querySelectorAll('td.fc-daygrid-day[aria-labelledby]').forEach((el) => el.removeAttribute('aria-labelledby'));
  // the list views scroll inside the calendar: keyboard users must be able to reach and scroll them
  root.querySelectorAll('.fc-list .fc-scroller:not([tabindex])').forEach((el) => {
    el.setAttribute('tabindex', '0');
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', LIST_REGION_LABEL);
  });
}
