// The calendar weeks: what the calendar draws of a facility's shifts, kept per facility and UTC week by a trusted
// writer (the Cloud Function calendarOfShift of functions/src/index.ts, deployed and on the emulators), so that a month
// reads at most 7 documents, and listens to them, however many shifts it holds: the month view's chips, counts and
// workers' names come from them. The weeks are the coverage weeks' (coverageWeeks.ts: a UTC Sunday, independent of
// the zone); a month grid of six weeks in any zone overlaps at most CALENDAR_WEEKS_MAX of them.
//
// facilities/{facilityId}/calendarWeeks/{week}: `shifts` maps each shift id to one string, its CalendarShift fields in
// CALENDAR_ENTRY_FIELDS order as JSON, the start first (one value to the emulator and to Firestore's index exemption,
// where a map would be eleven fields a shift; a month counts a day's shifts from their starts alone); `workers` maps
// the id of each worker of those shifts to their name as the writer read it ("First Last"), so that the chips name
// them without a read each.
import { coverageWeekOf, coverageWeeksBetween, type CoverageWeekRef } from './coverageWeeks';
import { SHIFT_DEFAULTS } from './shiftDefaults';
import type { Shift } from './types';

/**
 * What the calendar knows of a shift: the fields it draws, shows in the event modal and checks before a drag, and the
 * calendar fields of spec 3 ('for the calendar also allDay, organizer, location, schedules'). Nothing else is read.
 */
export interface CalendarShift extends Pick<
  Shift,
  'id' | 'description' | 'status' | 'nurseId' | 'start' | 'end' | 'favoritesFirstUntil'
> {
  allDay: boolean;
  organizer: string;
  location: string;
  schedules: { title: string }[];
  /** an event with a url opens it in a new window instead of the modal */
  url: string | null;
}

/** What an absent field reads as. */
export const CALENDAR_SHIFT_DEFAULTS: Omit<CalendarShift, 'id'> = {
  description: SHIFT_DEFAULTS.description,
  status: SHIFT_DEFAULTS.status,
  nurseId: SHIFT_DEFAULTS.nurseId,
  start: SHIFT_DEFAULTS.start,
  end: SHIFT_DEFAULTS.end,
  favoritesFirstUntil: SHIFT_DEFAULTS.favoritesFirstUntil,
  allDay: false,
  organizer: '',
  location: '',
  schedules: [],
  url: null,
};

/** The stored fields of a CalendarShift (its keys but the id). */
export const CALENDAR_SHIFT_FIELDS = Object.keys(CALENDAR_SHIFT_DEFAULTS) as (keyof Omit<CalendarShift, 'id'>)[];

/** A CalendarShift from a document's fields, read one by one (absent ones, undefined, get their default). */
export function calendarShiftOf(id: string, field: (name: string) => unknown): CalendarShift {
  const out: Record<string, unknown> = { ...CALENDAR_SHIFT_DEFAULTS };
  for (const name of CALENDAR_SHIFT_FIELDS) {
    const value = field(name);
    if (value !== undefined) out[name] = value;
  }
  out.id = id;
  return out as unknown as CalendarShift;
}

/** The most calendar weeks a range may read: a six-week month grid, its first Sunday in any zone. */
export const CALENDAR_WEEKS_MAX = 7;

/** The calendar weeks that hold the shifts starting in [from, to); null when the range needs more than a month's. */
export function calendarWeeksBetween(from: number, to: number): string[] | null {
  const weeks = coverageWeeksBetween(from, to);
  return weeks.length <= CALENDAR_WEEKS_MAX ? weeks : null;
}

const isInstant = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
const idOrNull = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const titlesOf = (v: unknown): { title: string }[] =>
  Array.isArray(v)
    ? v.flatMap((s: unknown) =>
        typeof s === 'object' && s !== null && typeof (s as { title?: unknown }).title === 'string'
          ? [{ title: (s as { title: string }).title }]
          : [],
      )
    : [];

/** A shift as the calendar weeks hold it: its facility, and its CalendarShift fields. */
export interface CalendarEntry {
  facilityId: string;
  shift: Omit<CalendarShift, 'id'>;
}

/**
 * What the calendar weeks hold of a stored shift (its fields as plain values, instants in ms), or null when it has no
 * place in them (deleted, or without a facility or a start): the calendar's query by start would not find it either.
 * Each field is what the calendar would make of it, a value of another type its default.
 */
export function calendarEntryOf(fields: Record<string, unknown> | null): CalendarEntry | null {
  if (!fields) return null;
  const { facilityIdentifier, start } = fields;
  if (typeof facilityIdentifier !== 'string' || facilityIdentifier === '' || facilityIdentifier.includes('/'))
    return null;
  if (!isInstant(start)) return null;
  const d = CALENDAR_SHIFT_DEFAULTS;
  return {
    facilityId: facilityIdentifier,
    shift: {
      description: text(fields.description, d.description),
      // any stored value is shown as stored (spec 3: other values than active and cancelled are not shown as such)
      status: text(fields.status, d.status) as CalendarShift['status'],
      nurseId: idOrNull(fields.nurseId),
      start,
      end: isInstant(fields.end) ? fields.end : d.end,
      favoritesFirstUntil: isInstant(fields.favoritesFirstUntil) ? fields.favoritesFirstUntil : null,
      allDay: fields.allDay === true,
      organizer: text(fields.organizer, d.organizer),
      location: text(fields.location, d.location),
      schedules: titlesOf(fields.schedules),
      url: idOrNull(fields.url),
    },
  };
}

/** The order of a calendar week's string: the start first, read without parsing the rest (entryStart). */
const CALENDAR_ENTRY_FIELDS = [
  'start',
  'end',
  'status',
  'nurseId',
  'description',
  'favoritesFirstUntil',
  'allDay',
  'organizer',
  'location',
  'schedules',
  'url',
] as const satisfies readonly (keyof Omit<CalendarShift, 'id'>)[];

/** The string a calendar week holds for a shift. */
export function encodeCalendarEntry(shift: Omit<CalendarShift, 'id'>): string {
  return JSON.stringify(CALENDAR_ENTRY_FIELDS.map((name) => shift[name]));
}

/** The start of a calendar week's string, read without parsing the rest (`[start,`); null when there is none. */
export function entryStart(value: unknown): number | null {
  if (typeof value !== 'string' || value[0] !== '[') return null;
  const comma = value.indexOf(',');
  const start = comma > 1 ? Number(value.slice(1, comma)) : NaN;
  return Number.isFinite(start) ? start : null;
}

const isText = (v: unknown): v is string => typeof v === 'string';
const isIdOrNull = (v: unknown) => v === null || (typeof v === 'string' && v !== '');
const isTitles = (v: unknown) =>
  Array.isArray(v) &&
  v.every(
    (s: unknown) =>
      typeof s === 'object' &&
      s !== null &&
      Object.keys(s).length === 1 &&
      typeof (s as { title?: unknown }).title === 'string',
  );

/**
 * A calendar week's string back as the shift it was written from; null when it is not one (never trusted blindly): each
 * value of the type calendarEntryOf gives it. A busy month decodes thousands, so each is checked, not rebuilt.
 */
export function decodeCalendarEntry(id: string, value: unknown): CalendarShift | null {
  if (typeof value !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== CALENDAR_ENTRY_FIELDS.length) return null;
  const [start, end, status, nurseId, description, favoritesFirstUntil, allDay, organizer, location, schedules, url] =
    parsed as unknown[];
  if (!isText(description) || !isText(status) || !isIdOrNull(nurseId) || !isInstant(start) || !isInstant(end))
    return null;
  if (!(favoritesFirstUntil === null || isInstant(favoritesFirstUntil)) || typeof allDay !== 'boolean') return null;
  if (!isText(organizer) || !isText(location) || !isTitles(schedules) || !isIdOrNull(url)) return null;
  return {
    id,
    description,
    status: status as CalendarShift['status'],
    nurseId: nurseId as string | null,
    start,
    end,
    favoritesFirstUntil,
    allDay,
    organizer,
    location,
    schedules: schedules as { title: string }[],
    url: url as string | null,
  };
}

/** One change to a calendar week: set the shift's string there, or (null) remove the shift from it. */
export interface CalendarWrite extends CoverageWeekRef {
  shiftId: string;
  entry: string | null;
}

const refKey = (r: CoverageWeekRef) => `${r.facilityId}/${r.week}`;

/** The week a calendar entry is in: its facility's, of the UTC week it starts in. */
export const calendarWeekOf = (e: CalendarEntry): CoverageWeekRef => ({
  facilityId: e.facilityId,
  week: coverageWeekOf(e.shift.start),
});

/**
 * The writes that bring the calendar weeks up to date with a shift as it is now (`current`, null when deleted): its
 * string in the week it starts in now, and its removal from every other week it may have been in (`seen`: the weeks of
 * the shift before and after the change heard of). Read as it is now, changes heard twice or out of order end alike.
 */
export function calendarWrites(
  shiftId: string,
  current: CalendarEntry | null,
  seen: readonly CoverageWeekRef[],
): CalendarWrite[] {
  const writes = new Map<string, CalendarWrite>();
  for (const ref of seen) writes.set(refKey(ref), { ...ref, shiftId, entry: null });
  if (current) {
    const ref = calendarWeekOf(current);
    writes.set(refKey(ref), { ...ref, shiftId, entry: encodeCalendarEntry(current.shift) });
  }
  return [...writes.values()];
}

/** A calendar week document, whole. */
export interface CalendarWeekData extends CoverageWeekRef {
  shifts: Record<string, string>;
  workers: Record<string, string>;
}

/** The calendar week's path: facilities/{facilityId}/calendarWeeks/{week}. */
export const calendarWeekPath = ({ facilityId, week }: CoverageWeekRef) =>
  `facilities/${facilityId}/calendarWeeks/${week}`;

/**
 * The calendar weeks, whole, that hold these stored shifts (a backfill, a seed): each shift's string in the week it
 * starts in, at its facility, with the names (`nameOf`, '' when unknown: left out) of their workers.
 */
export function calendarWeeksOf(
  shifts: Iterable<{ id: string; fields: Record<string, unknown> | null }>,
  nameOf: (workerId: string) => string,
): CalendarWeekData[] {
  const weeks = new Map<string, CalendarWeekData>();
  for (const { id, fields } of shifts) {
    const entry = calendarEntryOf(fields);
    if (!entry) continue;
    const ref = calendarWeekOf(entry);
    let week = weeks.get(refKey(ref));
    if (!week) weeks.set(refKey(ref), (week = { ...ref, shifts: {}, workers: {} }));
    week.shifts[id] = encodeCalendarEntry(entry.shift);
    const name = entry.shift.nurseId ? nameOf(entry.shift.nurseId) : '';
    if (name) week.workers[entry.shift.nurseId!] = name;
  }
  return [...weeks.values()];
}

/** A shift of a calendar week, not yet decoded: its id, its start and its string. */
export interface CalendarEntryText {
  id: string;
  start: number;
  text: string;
}

/** What the calendar weeks of a range hold of it: its shifts by start (then id), undecoded, and their workers. */
export interface CalendarWeeksRead {
  entries: CalendarEntryText[];
  workerNames: Record<string, string>;
}

/**
 * The shifts of these calendar weeks that start in [from, to), by start then id, each read only as far as its start
 * (decodeCalendarEntry decodes those drawn), and the weeks' workers' names.
 */
export function calendarEntriesBetween(
  weeks: readonly { shifts?: unknown; workers?: unknown }[],
  from: number,
  to: number,
): CalendarWeeksRead {
  const entries: CalendarEntryText[] = [];
  const workerNames: Record<string, string> = {};
  for (const week of weeks) {
    if (typeof week.shifts === 'object' && week.shifts !== null) {
      for (const [id, text] of Object.entries(week.shifts as Record<string, unknown>)) {
        const start = entryStart(text);
        if (start !== null && start >= from && start < to) entries.push({ id, start, text: text as string });
      }
    }
    if (typeof week.workers === 'object' && week.workers !== null) {
      for (const [id, name] of Object.entries(week.workers as Record<string, unknown>)) {
        if (typeof name === 'string' && name) workerNames[id] = name;
      }
    }
  }
  entries.sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { entries, workerNames };
}

/** The entries decoded, in their order; one that is not a shift's string is left out. */
export const decodeCalendarEntries = (entries: readonly CalendarEntryText[]): CalendarShift[] =>
  entries.flatMap(({ id, text }) => decodeCalendarEntry(id, text) ?? []);
