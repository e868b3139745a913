// What FullCalendar draws inside an event and a busy day cell. Both are memoised: FullCalendar redraws
// every event when one of its options changes identity.
import { useCallback } from 'react';
import type { DayCellContentArg, EventContentArg } from '@fullcalendar/core';
import { chipDotColour, chipText } from '../../domain/calendarEvent';
import { isFavoritesFirstOpen } from '../../domain/favoritesFirst';
import type { CalendarShift } from '../../domain/calendarWeeks';
import { DOT_COLOURS, DOT_LABELS, moreText } from './calendarEvents';
import { FAVORITES_FIRST_CHIP } from './messages';

const dayName = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'Event chip: a coloured dot ... then the time (h:mm A); then ' Cancelled' or ' - {worker full name}'.' */
export function useEventContent(byId: Record<string, CalendarShift>, names: Record<string, string>, tz: string) {
  return useCallback(
    (arg: EventContentArg) => {
      const shift = byId[arg.event.id];
      if (!shift) return arg.event.title;
      const name = shift.nurseId ? names[shift.nurseId] || null : null;
      const colour = chipDotColour({ allDay: shift.allDay, status: shift.status, nurseId: shift.nurseId });
      const status = colour ? DOT_LABELS[colour] : null;
      // a star while only favorites may claim it (an unclaimed, active shift whose window has not closed)
      const star =
        shift.status !== 'cancelled' && shift.nurseId == null && isFavoritesFirstOpen(shift, Date.now()) ? (
          <>
            <span className="sc-chip-star" aria-hidden="true">
              ★
            </span>
            <span className="visually-hidden">{FAVORITES_FIRST_CHIP}: </span>
          </>
        ) : null;
      if (arg.view.type.startsWith('list')) {
        // the list views draw their own dot and time column: the title, then the worker
        return (
          <span>
            {status && <span className="visually-hidden">{status}: </span>}
            {star}
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
          {star}
          <span className="sc-chip-text">{chipText(shift, name, tz)}</span>
          <span className="visually-hidden">, {arg.event.title}</span>
        </span>
      );
    },
    [byId, names, tz],
  );
}

/**
 * '+n more' on a busy day of the month view: the whole day in Day View. FullCalendar's class
 * fc-more-link keeps a click on it from starting a date selection.
 */
export function useDayCellContent(hiddenByDay: Record<string, number>) {
  return useCallback(
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
}
