// The calendar weeks (facilities/{facilityId}/calendarWeeks/{UTC Sunday}), read by the calendar: each holds what the
// calendar draws of the facility's shifts that start in that UTC week, and their workers' names, kept by a trusted
// writer (src/domain/calendarWeeks.ts says what; the Cloud Function calendarOfShift of functions/src/index.ts, deployed
// and on the emulators). The portal only reads them: a month in one query of the at most 7 weeks it overlaps.
import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { facilityWeeksQuery } from './coverageWeeks';
import { watchServer } from './online';
import { CALENDAR_WEEKS_MAX, calendarEntriesBetween, type CalendarWeeksRead } from '../domain/calendarWeeks';

/** @public (the index test builds it; knip would call it unused) */
export const calendarWeeksQuery = (db: Firestore, facilityId: string, weeks: readonly string[]) =>
  facilityWeeksQuery(db, facilityId, 'calendarWeeks', weeks, CALENDAR_WEEKS_MAX);

/**
 * The facility's shifts starting in [from, to), by start, undecoded, and their workers' names, live: the calendar
 * weeks `weeks` (calendarWeeksBetween of the range), read once and then on each change. A week no shift starts in
 * has no document.
 */
export function watchCalendarWeeks(
  db: Firestore,
  facilityId: string,
  weeks: readonly string[],
  from: number,
  to: number,
  onChange: (read: CalendarWeeksRead) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  let delivered = false;
  return watchServer(
    calendarWeeksQuery(db, facilityId, weeks),
    (snap) => {
      // a snapshot that only changes metadata would redraw a month of events for nothing
      if (delivered && snap.docChanges().length === 0) return;
      delivered = true;
      onChange(
        calendarEntriesBetween(
          snap.docs.map((d) => d.data()),
          from,
          to,
        ),
      );
    },
    onError,
  );
}
