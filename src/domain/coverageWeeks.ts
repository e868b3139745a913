// The coverage weeks: what the table `Coverage` of /staffing counts, kept per facility and week by a trusted writer
// (the Cloud Function of functions/src/index.ts, deployed and on the emulators), so that the page reads a week in
// one or two documents however many shifts the facility has posted over the years.
//
// facilities/{facilityId}/coverageWeeks/{week}: `week` is the Sunday (YYYY-MM-DD, UTC) of the UTC week the shifts
// start in: a week that does not depend on the facility's zone, so the writer needs nothing but the shift. A
// facility's own week (Sunday to Sunday in its zone, at most 7 days and an hour) overlaps at most two of them.
// `shifts` maps each shift id to one string, `[start, end, nurseType, status, isFree]` as JSON: a string is one
// value to the emulator and to Firestore's index exemption, where a map would be five fields a shift.
import type { CoverageShift } from './staffing';
import { SHIFT_DEFAULTS } from './shiftDefaults';
import { POSITIONS, type NurseType } from './types';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** The UTC Sunday (YYYY-MM-DD) of the week the instant falls in. */
export function coverageWeekOf(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  // 1970-01-01 was a Thursday: day 0 is weekday 4
  const sunday = day - ((((day + 4) % 7) + 7) % 7);
  return new Date(sunday * DAY_MS).toISOString().slice(0, 10);
}

/** The coverage weeks that hold the shifts starting in [from, to), in order. */
export function coverageWeeksBetween(from: number, to: number): string[] {
  if (!(to > from)) return [];
  const weeks: string[] = [];
  for (let week = Date.parse(`${coverageWeekOf(from)}T00:00:00Z`); week < to; week += WEEK_MS) {
    weeks.push(new Date(week).toISOString().slice(0, 10));
  }
  return weeks;
}

/** A shift as the coverage weeks hold it: what the table counts, and where. */
export interface CoverageEntry extends CoverageShift {
  facilityId: string;
}

/** The stored fields of a shift the writer reads, as plain values (instants in ms). */
export interface StoredShiftFields {
  facilityIdentifier?: unknown;
  start?: unknown;
  end?: unknown;
  nurseType?: unknown;
  status?: unknown;
  isFree?: unknown;
}

const isNurseType = (v: unknown): v is NurseType => (POSITIONS as readonly unknown[]).includes(v);
const isInstant = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * What the coverage weeks hold of a stored shift, or null when it has no place in them (deleted, or without a
 * facility, a start and end, or a position): such a shift is not counted by the table either.
 */
export function coverageEntryOf(fields: StoredShiftFields | null): CoverageEntry | null {
  if (!fields) return null;
  const { facilityIdentifier, start, end, status, isFree } = fields;
  // absent fields read as the portal's converter reads them (data/shifts.ts toShift)
  const nurseType = fields.nurseType ?? SHIFT_DEFAULTS.nurseType;
  if (typeof facilityIdentifier !== 'string' || facilityIdentifier === '' || facilityIdentifier.includes('/'))
    return null;
  if (!isInstant(start) || !isInstant(end) || !isNurseType(nurseType)) return null;
  return {
    facilityId: facilityIdentifier,
    start,
    end,
    nurseType,
    status: typeof status === 'string' ? status : SHIFT_DEFAULTS.status,
    // open until a worker claims it: only an explicit false is claimed
    isFree: isFree !== false,
  };
}

/** The string a coverage week holds for a shift. */
export function encodeEntry(e: CoverageShift): string {
  return JSON.stringify([e.start, e.end, e.nurseType, e.status, e.isFree]);
}

/** A coverage week's string back as the shift the table counts; null when it is not one (never trusted blindly). */
export function decodeEntry(text: unknown): CoverageShift | null {
  if (typeof text !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 5) return null;
  const [start, end, nurseType, status, isFree] = value as unknown[];
  if (!isInstant(start) || !isInstant(end) || !isNurseType(nurseType)) return null;
  if (typeof status !== 'string' || typeof isFree !== 'boolean') return null;
  return { start, end, nurseType, status, isFree };
}

/** A coverage week document: the facility's, for `week`. */
export interface CoverageWeekRef {
  facilityId: string;
  week: string;
}

/** One change to a coverage week: set the shift's string there, or (null) remove the shift from it. */
export interface CoverageWrite extends CoverageWeekRef {
  shiftId: string;
  entry: string | null;
}

const refKey = (r: CoverageWeekRef) => `${r.facilityId}/${r.week}`;

/**
 * The writes that bring the coverage weeks up to date with a shift as it is now (`current`, null when deleted):
 * its string in the week it starts in now, and its removal from every other week it may have been in (`seen`: the
 * weeks of the shift before and after each change the writer heard of). The writer always reads the shift as it is
 * now, so changes heard twice or out of order end in the same weeks.
 */
export function coverageWrites(
  shiftId: string,
  current: CoverageEntry | null,
  seen: readonly CoverageWeekRef[],
): CoverageWrite[] {
  const writes = new Map<string, CoverageWrite>();
  for (const ref of seen) {
    writes.set(refKey(ref), { facilityId: ref.facilityId, week: ref.week, shiftId, entry: null });
  }
  if (current) {
    const ref = { facilityId: current.facilityId, week: coverageWeekOf(current.start) };
    writes.set(refKey(ref), { ...ref, shiftId, entry: encodeEntry(current) });
  }
  return [...writes.values()];
}

/** The week a shift's change touches: where it started before it and where it starts after it. */
export function weeksOfChange(before: CoverageEntry | null, after: CoverageEntry | null): CoverageWeekRef[] {
  return [before, after]
    .filter((e): e is CoverageEntry => e !== null)
    .map((e) => ({ facilityId: e.facilityId, week: coverageWeekOf(e.start) }));
}

/** The shifts of the coverage weeks that start in [from, to), by id: what the table counts for a facility's week. */
export function shiftsStartingBetween(
  weeks: readonly { shifts?: unknown }[],
  from: number,
  to: number,
): Record<string, CoverageShift> {
  const found: Record<string, CoverageShift> = {};
  for (const week of weeks) {
    if (typeof week.shifts !== 'object' || week.shifts === null) continue;
    for (const [id, text] of Object.entries(week.shifts as Record<string, unknown>)) {
      const shift = decodeEntry(text);
      if (shift && shift.start >= from && shift.start < to) found[id] = shift;
    }
  }
  return found;
}

/** A coverage week document, whole. */
export interface CoverageWeekData extends CoverageWeekRef {
  shifts: Record<string, string>;
}

/**
 * The coverage weeks, whole, that hold these stored shifts (a backfill, a seed): each shift's string in the week it
 * starts in, at its facility; a shift with no place in them is left out. Weeks in the order they are first met.
 */
export function coverageWeeksOf(
  shifts: Iterable<{ id: string; fields: StoredShiftFields | null }>,
): CoverageWeekData[] {
  const weeks = new Map<string, CoverageWeekData>();
  for (const { id, fields } of shifts) {
    const entry = coverageEntryOf(fields);
    if (!entry) continue;
    const ref = { facilityId: entry.facilityId, week: coverageWeekOf(entry.start) };
    let week = weeks.get(refKey(ref));
    if (!week) weeks.set(refKey(ref), (week = { ...ref, shifts: {} }));
    week.shifts[id] = encodeEntry(entry);
  }
  return [...weeks.values()];
}
