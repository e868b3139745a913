// Post several and Copy a week: from what the inputs hold to the domain's pattern, its errors and the shift
// drafts (pure). The rules themselves are the domain's: postSeveralSchema (the single add's field rules),
// patternErrors (dates, weekdays, the 12-week and 500-shift limits) and plannedShiftProblem (each shift's times).
import { shiftRequirements, isMedPassForced } from '../../domain/medPass';
import {
  copyWeek,
  expandPattern,
  patternErrors,
  plannedShiftProblem,
  sundayOf,
  type CopiedSource,
  type CopyWeekChoice,
  type PlannedShift,
  type PostPattern,
} from '../../domain/shiftPosting';
import { postSeveralSchema, usesTemplate, type PostSeveralValues } from '../../domain/shiftSchemas';
import { defaultShiftStart } from '../../domain/shiftTimes';
import { schemaFieldErrors } from '../../domain/schemaErrors';
import { formatDateInput, parseDateInput } from '../../domain/formats';
import { addDays, calendarDateIn, startOfDayIn } from '../../domain/zonedTime';
import { MED_PASS, type NurseType, type Shift } from '../../domain/types';
import { chosenFavoritesFirstHours } from '../../domain/favoritesFirst';
import { initialAddShiftInputs, type AddShiftInputs, type FacilityRules } from './shiftForm';
import type { ShiftDraft } from '../../domain/shiftPosting';
import type { ShiftToPostRow } from '../../components/ShiftsToPost';

/** The single add's fields, a range of dates and weekdays in place of its one date. */
export interface PostSeveralInputs extends Omit<AddShiftInputs, 'startDate'> {
  /** MM-DD-YYYY */
  from: string;
  to: string;
  /** the checked weekdays, '0' (Sunday) to '6' */
  weekdays: string[];
}

const WEEKDAYS_MONDAY_TO_FRIDAY = ['1', '2', '3', '4', '5'];
const DEFAULT_WEEKS = 2;

/** Two weeks of weekdays from the single add's default start (two days ahead), 09:00 for 8 hours. */
export function initialPostSeveralInputs(now: number, tz: string, facilityId = ''): PostSeveralInputs {
  // the single add's fields as it starts, its one date the first of the range
  const { startDate, ...single } = initialAddShiftInputs(now, tz, facilityId);
  const from = calendarDateIn(defaultShiftStart(now, tz), tz);
  return {
    ...single,
    from: startDate,
    to: formatDateInput(startOfDayIn(addDays(from, DEFAULT_WEEKS * 7 - 1), tz), tz),
    weekdays: WEEKDAYS_MONDAY_TO_FRIDAY,
  };
}

/** A date typed MM-DD-YYYY as YYYY-MM-DD, or null. */
export function dateKeyOf(text: string, tz: string): string | null {
  const midnight = parseDateInput(text, tz);
  return midnight == null ? null : calendarDateIn(midnight, tz);
}

function workersOf(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return Number.NaN;
  return /^[+-]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A group of checkboxes gives an array of the checked values (or one value, or false, as a form library may). */
function checkedWeekdays(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? [value] : [];
}

export function postPattern(inputs: PostSeveralInputs, rules: FacilityRules): PostPattern {
  const template = usesTemplate(inputs.templateIndex) ? rules.templates[Number(inputs.templateIndex)] : undefined;
  const workers = workersOf(inputs.numberOfWorkers);
  return {
    from: dateKeyOf(inputs.from, rules.tz),
    to: dateKeyOf(inputs.to, rules.tz),
    weekdays: checkedWeekdays(inputs.weekdays).map(Number),
    startTime: template?.startTime ?? inputs.startTime,
    endTime: template?.endTime ?? inputs.endTime,
    workers: Number.isInteger(workers) && workers > 0 ? workers : 1,
  };
}

export type PostSeveralField = keyof PostSeveralInputs | 'form';
export type PostSeveralErrors = Partial<Record<PostSeveralField, string>>;

function fieldValues(inputs: PostSeveralInputs): PostSeveralValues {
  return {
    facilityId: inputs.facilityId,
    description: inputs.description,
    nurseType: inputs.nurseType as NurseType,
    medPass: inputs.medPass || isMedPassForced(inputs.nurseType),
    numberOfWorkers: workersOf(inputs.numberOfWorkers),
    additionalnotes: inputs.additionalnotes,
  };
}

/** Every field error of Post several; empty when its preview may be posted. */
export function postSeveralErrors(
  inputs: PostSeveralInputs,
  ctx: { isCompany: boolean | null; rules: FacilityRules },
): PostSeveralErrors {
  const errors: PostSeveralErrors = {
    ...schemaFieldErrors(postSeveralSchema, fieldValues(inputs), { isCompany: ctx.isCompany ?? undefined }),
  };
  const pattern = patternErrors(postPattern(inputs, ctx.rules));
  if (pattern.from) errors.from = pattern.from;
  if (pattern.to) errors.to = pattern.to;
  if (pattern.weekdays) errors.weekdays = pattern.weekdays;
  if (pattern.times) errors[usesTemplate(inputs.templateIndex) ? 'templateIndex' : 'startTime'] = pattern.times;
  // the 500-shift limit counts the workers too: it shows on the form, before anything is written
  if (pattern.form) errors.form = pattern.form;
  return errors;
}

/** A row of `Shifts to post`: a planned shift with its position and what the single add's rules say of it. */
/** A row of `Shifts to post` (src/components/ShiftsToPost.tsx). */
export type PreviewRow = ShiftToPostRow;

export function previewRows<T extends PlannedShift & { nurseType: NurseType | '' }>(
  planned: readonly T[],
  now: number,
): (T & PreviewRow)[] {
  return planned.map((p) => ({ ...p, problem: plannedShiftProblem(p, now) }));
}

export function plannedFromPattern(inputs: PostSeveralInputs, rules: FacilityRules) {
  return expandPattern(postPattern(inputs, rules), rules.tz).map((p) => ({ ...p, nurseType: inputs.nurseType }));
}

/** The shift documents of the kept rows, each exactly what the single add would write for it. */
export function patternDrafts(
  inputs: PostSeveralInputs,
  facilityId: string,
  rules: FacilityRules,
  kept: readonly PlannedShift[],
): ShiftDraft[] {
  const values = postSeveralSchema.cast(fieldValues(inputs), { context: {} });
  const additionalRequirements = shiftRequirements({
    nurseType: values.nurseType,
    medPass: values.medPass,
    requiresCovidVaccination: rules.requiresCovidVaccination,
    offersMedPass: rules.offersMedPass,
  });
  return kept.map((p) => ({
    facilityIdentifier: facilityId,
    description: values.description.trim(),
    start: p.start,
    end: p.end,
    nurseType: values.nurseType,
    additionalRequirements,
    additionalnotes: values.additionalnotes.trim(),
    tz: rules.tz,
    favoritesFirstHours: chosenFavoritesFirstHours(inputs.favoritesFirst, inputs.favoritesFirstHours),
  }));
}

// ---- Copy a week ----------------------------------------------------------------------------------

export interface CopyWeekInputs {
  facilityId: string;
  /** MM-DD-YYYY, a Sunday */
  from: string;
  to: string;
  weeks: string;
}

/** This week to the next, or the week shown (a Sunday) to the one after it. */
export function initialCopyWeekInputs(now: number, tz: string, facilityId = '', weekOf?: string): CopyWeekInputs {
  const from = weekOf ?? sundayOf(calendarDateIn(now, tz));
  const input = (key: string) => formatDateInput(startOfDayIn(key, tz), tz);
  return { facilityId, from: input(from), to: input(addDays(from, 7)), weeks: '1' };
}

export function copyChoice(inputs: CopyWeekInputs, tz: string): CopyWeekChoice {
  return { from: dateKeyOf(inputs.from, tz), to: dateKeyOf(inputs.to, tz), weeks: Number(inputs.weeks) };
}

/** The copied week's rows: each active shift of the week once per target week, at its wall-clock times. */
export function plannedFromCopy(sources: readonly Shift[], inputs: CopyWeekInputs, tz: string) {
  const byId = new Map(sources.map((s) => [s.id, s]));
  const copied: CopiedSource[] = sources.map((s) => ({ id: s.id, start: s.start, end: s.end }));
  return copyWeek(copied, copyChoice(inputs, tz), tz).map((p) => ({
    ...p,
    nurseType: byId.get(p.sourceId)!.nurseType,
  }));
}

/**
 * A copy of each kept row's source: its description, position, Med Pass and notes at the new times, nobody assigned,
 * nothing clocked or cancelled; its requirements as the single add would give them today (the facility's
 * vaccination rule may have changed since).
 */
export function copyDrafts(
  sources: readonly Shift[],
  kept: readonly (PlannedShift & { sourceId: string })[],
  rules: FacilityRules,
): ShiftDraft[] {
  const byId = new Map(sources.map((s) => [s.id, s]));
  return kept.map((p) => {
    const source = byId.get(p.sourceId)!;
    return {
      facilityIdentifier: source.facilityIdentifier,
      description: source.description,
      start: p.start,
      end: p.end,
      nurseType: source.nurseType,
      additionalRequirements: shiftRequirements({
        nurseType: source.nurseType,
        medPass: (source.additionalRequirements ?? []).includes(MED_PASS),
        requiresCovidVaccination: rules.requiresCovidVaccination,
        offersMedPass: rules.offersMedPass,
      }),
      additionalnotes: source.additionalnotes ?? '',
      tz: rules.tz,
      // a copy is a new posting: the source's window (counted from its own posting) is not carried over
      favoritesFirstHours: null,
    };
  });
}
