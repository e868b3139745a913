// The calendar's reads of the shifts collection: a range listened to (calendarRangeQuery of shifts.ts), or read once
// through the REST API with the fields the calendar draws, and counted. The caller makes its shifts from the fields.
import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { fromRestValue, idOf, runCountQuery, runQuery, timestampValue, type RestQuery } from './rest';
import { countDocsRead, toPlain } from './convert';
import { CALENDAR_RANGE_LIMIT, calendarRangeQuery, watchShifts } from './shifts';

/** calendarRangeQuery for the REST API (the same constraints, so the same index), with a field mask. */
const calendarRangeRestQuery = (
  facilityId: string,
  from: number,
  to: number,
  fields: readonly string[] | null,
): RestQuery => ({
  from: [{ collectionId: 'shifts' }],
  ...(fields ? { select: { fields: fields.map((fieldPath) => ({ fieldPath })) } } : {}),
  where: {
    compositeFilter: {
      op: 'AND',
      filters: [
        {
          fieldFilter: { field: { fieldPath: 'facilityIdentifier' }, op: 'EQUAL', value: { stringValue: facilityId } },
        },
        { fieldFilter: { field: { fieldPath: 'start' }, op: 'GREATER_THAN_OR_EQUAL', value: timestampValue(from) } },
        { fieldFilter: { field: { fieldPath: 'start' }, op: 'LESS_THAN', value: timestampValue(to) } },
      ],
    },
  },
  orderBy: [{ field: { fieldPath: 'start' }, direction: 'ASCENDING' }],
  limit: CALENDAR_RANGE_LIMIT,
});

/** A shift of the calendar made from its id and its fields (plain: times as epoch ms). */
export type ShiftOfFields<T> = (id: string, field: (name: string) => unknown) => T;

/** How many shifts of the facility start in [from, to), counted by the server (one read per 1,000). */
export async function countCalendarRange(facilityId: string, from: number, to: number): Promise<number> {
  const count = await runCountQuery(calendarRangeRestQuery(facilityId, from, to, null), 'shift count');
  countDocsRead(1);
  return count;
}

export interface RangeRead<T> {
  shifts: T[];
  /** the range holds more than one read takes (CALENDAR_RANGE_LIMIT) */
  truncated: boolean;
}

/**
 * The shifts of the range, read once, calendar fields only (the client SDKs can't leave fields out: a busy year's
 * answer would be several times larger, and every field of every document decoded).
 */
export async function readCalendarRange<T>(
  facilityId: string,
  from: number,
  to: number,
  fields: readonly string[],
  shiftOf: ShiftOfFields<T>,
): Promise<RangeRead<T>> {
  const docs = await runQuery(calendarRangeRestQuery(facilityId, from, to, fields), 'shifts');
  countDocsRead(Math.max(1, docs.length));
  return {
    shifts: docs.map((d) => shiftOf(idOf(d), (name) => (d.fields?.[name] ? fromRestValue(d.fields[name]) : undefined))),
    truncated: docs.length >= CALENDAR_RANGE_LIMIT,
  };
}

/** Listens to the shifts of the range; every change reports the whole list again, and whether it reached the limit. */
export function watchCalendarRange<T>(
  db: Firestore,
  facilityId: string,
  from: number,
  to: number,
  shiftOf: ShiftOfFields<T>,
  onChange: (shifts: T[], truncated: boolean) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  let delivered = false;
  return watchShifts(
    calendarRangeQuery(db, facilityId, from, to),
    (snap) => {
      // a snapshot that only changes metadata would redraw a month of events for nothing
      if (delivered && snap.docChanges().length === 0) return;
      delivered = true;
      onChange(
        snap.docs.map((d) => shiftOf(d.id, (name) => toPlain(d.get(name)))),
        snap.size >= CALENDAR_RANGE_LIMIT,
      );
    },
    onError,
  );
}
