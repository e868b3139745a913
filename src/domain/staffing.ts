// The staffing plan (CONTRACT 'Staffing plan'): how many workers each shift template and position needs on
// each weekday, how a week's shifts cover those needs, and which shifts would close the gaps. Every time is a
// wall-clock time in the facility's zone, so a 07:00 template counts the 07:00 shifts on both sides of a
// daylight-saving change.
import { shiftOnDate } from './shiftTimes';
import { spanHours } from './hoursSpan';
import { isSunday, WEEK_NOT_SUNDAY, WEEK_REQUIRED, WEEKDAYS, type ShiftDraft } from './shiftPosting';
import { offersMedPass, shiftRequirements } from './medPass';
import { parseDateInput } from './formats';
import { addDays, calendarDateIn, startOfDayIn, timeOfDayIn, wallTimeOccurrences } from './zonedTime';
import { POSITIONS, type Facility, type NurseType, type ShiftTemplate } from './types';

export const MAX_NEED = 50;
export const NEED_INVALID = `Enter a whole number from 0 to ${MAX_NEED}`;
/** The row of the shifts that start at no template's start time. */
export const OTHER_ROW = 'Other';

/** Workers needed on each weekday, Sunday (0) to Saturday (6). */
type WeekdayNeeds = number[];

/** One template's needs as stored: the template as it was when they were saved, and the needs per position. */
export interface TemplateNeeds {
  template: ShiftTemplate;
  needs: Partial<Record<NurseType, WeekdayNeeds>>;
}

function sameTemplate(a: ShiftTemplate, b: ShiftTemplate): boolean {
  return a.name === b.name && a.startTime === b.startTime && a.endTime === b.endTime;
}

/**
 * The id of a template's needs document: its name, with '%' and '/' escaped (a document id cannot hold '/'). The
 * rules compute the same from the stored template's name.
 */
export function needsDocId(templateName: string): string {
  return templateName.replaceAll('%', '%25').replaceAll('/', '%2F');
}

/** `{Template} {Position} {Weekday}`, e.g. `Day CNA Monday`: the label of one need's input. */
export function needLabel(templateName: string, position: NurseType, weekday: number): string {
  return `${templateName} ${position} ${WEEKDAYS[weekday] ?? ''}`;
}

/** A typed need: a whole number from 0 to 50 (blank is 0), or null when it is not one. */
export function parseNeed(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_NEED ? value : null;
}

export function isNeed(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_NEED;
}

const NO_NEEDS: readonly number[] = [0, 0, 0, 0, 0, 0, 0];

/** The position's seven needs of a template's stored needs (0 where none is stored). */
export function needsOf(stored: TemplateNeeds | undefined, position: NurseType): readonly number[] {
  const week = stored?.needs[position];
  return week && week.length === 7 ? week : NO_NEEDS;
}

/**
 * The stored needs that belong to each of the facility's templates (the same name and times), those of a template
 * whose times have changed since (the same name: its form starts from them until saved again), and those of a
 * template renamed or removed since: shown as such until discarded, never dropped unseen.
 */
export function matchNeeds(
  templates: readonly ShiftTemplate[],
  stored: readonly TemplateNeeds[],
): { current: (TemplateNeeds | undefined)[]; retimed: (TemplateNeeds | undefined)[]; stale: TemplateNeeds[] } {
  const current = templates.map((t) => stored.find((s) => sameTemplate(s.template, t)));
  const retimed = templates.map((t, i) =>
    current[i]
      ? undefined
      : stored.find((s) => s.template.name === t.name && !templates.some((o) => sameTemplate(o, s.template))),
  );
  const stale = stored.filter((s) => !templates.some((t) => sameTemplate(t, s.template)));
  return { current, retimed, stale };
}

// ---- Coverage of a week ----------------------------------------------------------------------------

/** What coverage reads of a shift. */
export interface CoverageShift {
  start: number;
  end: number;
  nurseType: NurseType;
  status: string;
  /** false once a worker has claimed it */
  isFree: boolean;
}

export interface CoverageCell {
  needed: number;
  /** shifts posted (not cancelled) */
  posted: number;
  /** of those, claimed */
  filled: number;
}

interface CoverageRow {
  key: string;
  /** the template's name, or OTHER_ROW */
  template: string;
  /** the template's index among the facility's templates, or null for OTHER_ROW */
  templateIndex: number | null;
  position: NurseType;
  /** Sunday to Saturday */
  days: CoverageCell[];
}

export interface WeekCoverage {
  rows: CoverageRow[];
  /** needed minus posted where positive, summed over the week */
  gaps: number;
  /** posted minus filled, summed over the week */
  unfilled: number;
}

export interface WeekPlan {
  /** the week's Sunday, YYYY-MM-DD */
  sunday: string;
  tz: string;
  templates: readonly ShiftTemplate[];
  /** the stored needs: only those of a current template (same name and times) count */
  needs: readonly TemplateNeeds[];
}

interface TemplateStart {
  index: number;
  /** the clocks show the template's start time then (false: the skipped hour moved it forward) */
  exact: boolean;
  end: number;
}

/** The week's days: their dates and the instants their midnights fall on (8: the next Sunday's ends the week). */
function weekDays(sunday: string, tz: string) {
  const dates = Array.from({ length: 7 }, (_, i) => addDays(sunday, i));
  const midnights = Array.from({ length: 8 }, (_, i) => startOfDayIn(addDays(sunday, i), tz));
  return { dates, midnights };
}

/**
 * For each instant at which a template starts during the week, the templates starting then: a shift counts for the
 * template whose start time it starts at, on its day, in the zone. The repeated hour of a fall-back night gives two
 * instants; the skipped hour of a spring-forward night gives the instant a shift posted for it starts at.
 */
function templateStarts(dates: readonly string[], templates: readonly ShiftTemplate[], tz: string) {
  const starts = new Map<number, TemplateStart[]>();
  dates.forEach((date) =>
    templates.forEach((t, index) => {
      const { end } = shiftOnDate(date, t, tz);
      for (const instant of wallTimeOccurrences(date, t.startTime, tz)) {
        const exact = timeOfDayIn(instant, tz) === t.startTime;
        starts.set(instant, [...(starts.get(instant) ?? []), { index, exact, end }]);
      }
    }),
  );
  return starts;
}

/**
 * Of the templates starting at a shift's start: one that also ends at its end (first one whose start the clocks show,
 * not one the skipped hour moved there), else one the clocks show, else the first.
 */
function templateOf(candidates: readonly TemplateStart[] | undefined, end: number): number | null {
  if (!candidates || candidates.length === 0) return null;
  const rank = (c: TemplateStart) => (c.end === end ? 0 : 2) + (c.exact ? 0 : 1);
  return [...candidates].sort((a, b) => rank(a) - rank(b) || a.index - b.index)[0]!.index;
}

/** The day of the week (0 to 6) the instant falls on, or -1 outside the week. */
function dayIndex(midnights: readonly number[], ms: number): number {
  for (let i = 0; i < 7; i++) if (ms >= midnights[i]! && ms < midnights[i + 1]!) return i;
  return -1;
}

const emptyDays = (): CoverageCell[] => Array.from({ length: 7 }, () => ({ needed: 0, posted: 0, filled: 0 }));

/**
 * The table `Coverage`: a row per template and position that has a need or a shift in the week (template order, then
 * position order), then the `Other` rows (shifts starting at no template's start time), per position. Cancelled
 * shifts and shifts outside the week do not count.
 */
export function weekCoverage(plan: WeekPlan, shifts: readonly CoverageShift[]): WeekCoverage {
  const { dates, midnights } = weekDays(plan.sunday, plan.tz);
  const starts = templateStarts(dates, plan.templates, plan.tz);
  const { current } = matchNeeds(plan.templates, plan.needs);
  const cells = plan.templates.map((_, index) =>
    Object.fromEntries(
      POSITIONS.map((p) => [p, needsOf(current[index], p).map((needed) => ({ needed, posted: 0, filled: 0 }))]),
    ),
  ) as Record<NurseType, CoverageCell[]>[];
  const other = Object.fromEntries(POSITIONS.map((p) => [p, emptyDays()])) as Record<NurseType, CoverageCell[]>;
  const shown = new Set<string>();
  for (const shift of shifts) {
    if (shift.status === 'cancelled' || !POSITIONS.includes(shift.nurseType)) continue;
    const day = dayIndex(midnights, shift.start);
    if (day < 0) continue;
    const index = templateOf(starts.get(shift.start), shift.end);
    const cell = (index === null ? other : cells[index]!)[shift.nurseType][day]!;
    cell.posted += 1;
    if (!shift.isFree) cell.filled += 1;
    shown.add(`${index ?? OTHER_ROW}:${shift.nurseType}`);
  }
  const rows: CoverageRow[] = [];
  plan.templates.forEach((t, index) =>
    POSITIONS.forEach((position) => {
      const days = cells[index]![position];
      if (shown.has(`${index}:${position}`) || days.some((d) => d.needed > 0)) {
        rows.push({ key: `${index}:${position}`, template: t.name, templateIndex: index, position, days });
      }
    }),
  );
  POSITIONS.forEach((position) => {
    if (shown.has(`${OTHER_ROW}:${position}`)) {
      rows.push({
        key: `${OTHER_ROW}:${position}`,
        template: OTHER_ROW,
        templateIndex: null,
        position,
        days: other[position],
      });
    }
  });
  let gaps = 0;
  let unfilled = 0;
  for (const row of rows) {
    for (const d of row.days) {
      gaps += Math.max(0, d.needed - d.posted);
      unfilled += d.posted - d.filled;
    }
  }
  return { rows, gaps, unfilled };
}

/** `{filled}/{needed}`: how a cell of `Coverage` begins. */
export function cellText(cell: CoverageCell): string {
  return `${cell.filled}/${cell.needed}`;
}

// ---- The gaps to post ------------------------------------------------------------------------------

export interface GapShift {
  key: string;
  start: number;
  end: number;
  nurseType: NurseType;
  /** the template it is posted for */
  templateIndex: number;
}

/**
 * The shifts missing from the week: for each template, position and day, as many as are needed and not posted, at
 * the template's times on that day. A day whose template start is not after `now` is not offered (`passed` counts
 * what is left out so).
 */
export function gapShifts(coverage: WeekCoverage, plan: WeekPlan, now: number): { shifts: GapShift[]; passed: number } {
  const shifts: GapShift[] = [];
  let passed = 0;
  for (const row of coverage.rows) {
    const template = row.templateIndex === null ? undefined : plan.templates[row.templateIndex];
    if (!template || row.templateIndex === null) continue;
    row.days.forEach((cell, day) => {
      const missing = Math.max(0, cell.needed - cell.posted);
      if (missing === 0) return;
      const date = addDays(plan.sunday, day);
      const { start, end } = shiftOnDate(date, template, plan.tz);
      if (start <= now) {
        passed += missing;
        return;
      }
      for (let n = 0; n < missing; n++) {
        shifts.push({
          key: `${date}:${row.key}:${n}`,
          start,
          end,
          nurseType: row.position,
          templateIndex: row.templateIndex!,
        });
      }
    });
  }
  return { shifts: shifts.sort((a, b) => a.start - b.start || a.key.localeCompare(b.key)), passed };
}

/**
 * Each gap's shift as the single add writes it: described `{Template} {Position}` (e.g. `Day CNA`), for one worker,
 * with the requirements the single add gives that position at the facility (Med Pass for LPN and RN, the COVID
 * vaccination where the facility requires it), no notes, not offered to favorites first.
 */
export function gapDrafts(
  gaps: readonly Pick<GapShift, 'start' | 'end' | 'nurseType' | 'templateIndex'>[],
  plan: Pick<WeekPlan, 'templates' | 'tz'>,
  facility: Pick<Facility, 'id' | 'facilityName' | 'facilityState' | 'requiresCovidVaccination'>,
): ShiftDraft[] {
  return gaps.map((gap) => ({
    facilityIdentifier: facility.id,
    description: `${plan.templates[gap.templateIndex]?.name ?? ''} ${gap.nurseType}`.trim(),
    start: gap.start,
    end: gap.end,
    nurseType: gap.nurseType,
    additionalRequirements: shiftRequirements({
      nurseType: gap.nurseType,
      medPass: false,
      requiresCovidVaccination: facility.requiresCovidVaccination === true,
      offersMedPass: offersMedPass(facility),
    }),
    additionalnotes: '',
    tz: plan.tz,
    favoritesFirstHours: null,
  }));
}

/** `Week of`, typed MM-DD-YYYY: the Sunday it names (YYYY-MM-DD), or why it names none. */
export function weekOfInput(text: string, tz: string): { sunday: string } | { error: string } {
  const midnight = parseDateInput(text, tz);
  if (midnight === null) return { error: WEEK_REQUIRED };
  const date = calendarDateIn(midnight, tz);
  return isSunday(date) ? { sunday: date } : { error: WEEK_NOT_SUNDAY };
}

/** The week's bounds: its Sunday's midnight in tz (inclusive) to the next Sunday's (exclusive). */
export function weekBounds(sunday: string, tz: string): { from: number; to: number } {
  return { from: startOfDayIn(sunday, tz), to: startOfDayIn(addDays(sunday, 7), tz) };
}

// ---- Hours per resident day ------------------------------------------------------------------------
// Where the facility enters a day's census (residents that day), the day's nursing hours per resident: the RN, LPN
// and CNA hours of the shifts posted in the portal that start that day in the facility's zone (a night shift counts
// on the day it starts), divided by the census. Caregiver hours are not nursing hours. A shift's hours are its real
// elapsed hours (spanHours: 7 on the spring-forward night, 9 on the fall-back one, for a 23:00 to 07:00 shift). The
// target is the facility's own figure; no state's rule is assumed.

export const MAX_CENSUS = 1000;
const MAX_HPRD_TARGET = 24;
export const CENSUS_INVALID = `Enter a whole number of residents from 0 to ${MAX_CENSUS}, or leave it empty`;
export const HPRD_TARGET_INVALID = `Enter hours from 0 to ${MAX_HPRD_TARGET} (for example 3.5), or leave it empty`;

/** The positions whose hours are nursing hours. */
const NURSING_POSITIONS: readonly NurseType[] = ['RN', 'LPN', 'CNA'];

/** A week's census, Sunday to Saturday: residents that day, or null where none was entered. */
export type WeekCensus = (number | null)[];

export const NO_CENSUS: WeekCensus = [null, null, null, null, null, null, null];

/** `Census {Weekday}`, e.g. `Census Sunday`: the label of a day's census input. */
export function censusLabel(weekday: number): string {
  return `Census ${WEEKDAYS[weekday] ?? ''}`;
}

export function isCensus(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_CENSUS;
}

export function isHprdTarget(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_HPRD_TARGET;
}

/** A typed census: whole residents from 0 to 1000, blank for none entered. */
export function parseCensus(text: string): { census: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { census: null };
  const value = Number(trimmed);
  return /^\d+$/.test(trimmed) && isCensus(value) ? { census: value } : { error: CENSUS_INVALID };
}

/** A typed target: hours per resident day from 0 to 24, at most two decimals, blank for none. */
export function parseHprdTarget(text: string): { target: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { target: null };
  const value = Number(trimmed);
  return /^\d+(\.\d{1,2})?$|^\.\d{1,2}$/.test(trimmed) && isHprdTarget(value)
    ? { target: value }
    : { error: HPRD_TARGET_INVALID };
}

/** A day's hours per resident: of the nursing shifts posted (not cancelled), and of those a worker holds. */
export interface DayHprd {
  planned: number;
  filled: number;
}

/**
 * Each day's hours per resident, Sunday to Saturday: null for a day without a census or with a census of 0 (no
 * residents, no figure). Shifts outside the week, cancelled ones and Caregiver shifts do not count.
 */
export function weekHprd(
  sunday: string,
  tz: string,
  shifts: readonly CoverageShift[],
  census: readonly (number | null)[],
): (DayHprd | null)[] {
  const { midnights } = weekDays(sunday, tz);
  // hundredths of an hour: each shift's hours have two places, summed without a float's tail
  const planned = Array.from({ length: 7 }, () => 0);
  const filled = Array.from({ length: 7 }, () => 0);
  for (const shift of shifts) {
    if (shift.status === 'cancelled' || !NURSING_POSITIONS.includes(shift.nurseType)) continue;
    const day = dayIndex(midnights, shift.start);
    if (day < 0) continue;
    const hundredths = Math.round(spanHours(shift.start, shift.end) * 100);
    planned[day]! += hundredths;
    if (!shift.isFree) filled[day]! += hundredths;
  }
  return Array.from({ length: 7 }, (_, day) => {
    const residents = census[day] ?? null;
    if (residents === null || residents <= 0) return null;
    return { planned: planned[day]! / 100 / residents, filled: filled[day]! / 100 / residents };
  });
}

/** Hours per resident day as shown: two places ('3.47'). */
export function formatHprd(hprd: number): string {
  return (Math.round(hprd * 100) / 100).toFixed(2);
}
