// The writer of the calendar weeks (src/domain/calendarWeeks.ts): what the calendar draws of a facility's shifts, kept
// on every write of a shift that changes it (index.ts calendarOfShift), and whole by the backfill (backfill.ts). As the
// coverage weeks are kept (coverage.ts): an event only says which weeks the shift may have been in; what they hold is
// read from the shift as it is now, in a transaction, so events heard twice or out of order write the same.
import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  CALENDAR_SHIFT_FIELDS,
  calendarEntryOf,
  calendarWeekOf,
  calendarWeekPath,
  calendarWeeksOf,
  calendarWrites,
  encodeCalendarEntry,
  type CalendarEntry,
  type CalendarWrite,
} from '../../src/domain/calendarWeeks';
import { workerName } from '../../src/domain/history';
import { instantOf } from './coverage';
import { setInBatches } from './insights';
import { readAll } from './workerLinks';

/** The fields of a stored shift the calendar reads, instants in ms; null when there is no document. */
function storedCalendarFields(data: DocumentData | undefined): Record<string, unknown> | null {
  if (!data) return null;
  const fields: Record<string, unknown> = { facilityIdentifier: data.facilityIdentifier };
  for (const name of CALENDAR_SHIFT_FIELDS) fields[name] = instantOf(data[name]);
  return fields;
}

const entryOf = (data: DocumentData | undefined) => calendarEntryOf(storedCalendarFields(data));

/** What the calendar weeks hold of a stored shift, as one string (its facility and entry); null when nothing. */
export const calendarEntryText = (data: DocumentData | undefined): string | null => {
  const entry = entryOf(data);
  return entry && `${entry.facilityId}/${encodeCalendarEntry(entry.shift)}`;
};

/**
 * Brings the calendar weeks up to date with shift `shiftId` as it is now, read in the transaction with its worker's
 * record (the name its chip shows): its string in the week it starts in, and its removal from the weeks of the shift
 * the event saw before and after the change (`seen`). Resolves to the writes made.
 */
export function applyShiftCalendar(
  db: Firestore,
  shiftId: string,
  seen: readonly (DocumentData | undefined)[],
): Promise<CalendarWrite[]> {
  return db.runTransaction(async (tx) => {
    const shift = await tx.get(db.collection('shifts').doc(shiftId));
    const now = entryOf(shift.data());
    const heard = seen.map(entryOf).filter((e): e is CalendarEntry => e !== null);
    const nurseId = now?.shift.nurseId ?? null;
    const name = nurseId ? workerName((await tx.get(db.collection('user').doc(nurseId))).data()) : '';
    const writes = calendarWrites(shiftId, now, heard.map(calendarWeekOf));
    for (const { facilityId, week, entry } of writes) {
      tx.set(
        db.doc(calendarWeekPath({ facilityId, week })),
        {
          facilityId,
          week,
          shifts: { [shiftId]: entry ?? FieldValue.delete() },
          ...(entry && nurseId && name ? { workers: { [nurseId]: name } } : {}),
        },
        { merge: true },
      );
    }
    return writes;
  });
}

/** What a backfill of the calendar weeks did: the shifts and workers read, the week documents and batches written. */
export interface CalendarBackfillSummary {
  shiftsRead: number;
  workersRead: number;
  weeks: number;
  batches: number;
}

const GET_ALL_SIZE = 300;

/**
 * Writes every facility's calendar weeks whole (without merge: an entry left by no shift goes) from the shifts and
 * their workers' records as they are now, in batches (batchesOf). Running it again writes the same.
 */
export async function backfillCalendarWeeks(db: Firestore): Promise<CalendarBackfillSummary> {
  const shifts = (await readAll(db, 'shifts')).map(({ id, data }) => ({ id, fields: storedCalendarFields(data) }));
  const workerIds = [
    ...new Set(
      shifts.flatMap(({ fields }) => (typeof fields?.nurseId === 'string' && fields.nurseId ? [fields.nurseId] : [])),
    ),
  ];
  const names = new Map<string, string>();
  for (let i = 0; i < workerIds.length; i += GET_ALL_SIZE) {
    const refs = workerIds.slice(i, i + GET_ALL_SIZE).map((id) => db.collection('user').doc(id));
    for (const snap of await db.getAll(...refs)) names.set(snap.id, workerName(snap.data()));
  }
  const weeks = calendarWeeksOf(shifts, (id) => names.get(id) ?? '').map((data) => ({
    path: calendarWeekPath(data),
    data,
  }));
  const batches = await setInBatches(db, weeks);
  return { shiftsRead: shifts.length, workersRead: workerIds.length, weeks: weeks.length, batches };
}
