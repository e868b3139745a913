// The add and edit forms' rules that sit between the inputs and the domain schemas (pure).
import { isMedPassForced, offersMedPass, shiftRequirements } from '../../domain/medPass';
import {
  defaultShiftEnd,
  defaultShiftStart,
  DEFAULT_START_TIME,
  endFromTemplate,
  isStartTooEarly,
} from '../../domain/shiftTimes';
import type { Facility, NurseType, ShiftTemplate } from '../../domain/types';
import {
  addShiftSchema,
  editShiftSchema,
  usesTemplate,
  type AddShiftFormValues,
  type AddShiftValues,
  type EditShiftValues,
} from '../../domain/shiftSchemas';
import { DEFAULT_NUMBER_OF_WORKERS, NO_TEMPLATE, START_TOO_EARLY } from '../../domain/validationMessages';
import { schemaFieldErrors } from '../../domain/schemaErrors';
import { formatDateInput, parseDateInput } from '../../domain/formats';
import {
  addDays,
  calendarDateIn,
  isTimeOfDay,
  timeOfDayIn,
  wallTimeIn,
  wallTimeNear,
  wallTimeOccurrences,
} from '../../domain/zonedTime';
import { chosenFavoritesFirstHours, DEFAULT_FAVORITES_FIRST_HOURS } from '../../domain/favoritesFirst';
import { WORKERS_MAX } from './messages';
import type { ShiftDraft } from '../../domain/shiftPosting';

/** N workers are N shift documents, a post (MAX_POST_SHIFTS) of at most 500, written in batches of 8. */
const MAX_WORKERS = 500;

/** What the add-shift inputs hold: texts as typed (dates MM-DD-YYYY, times HH:mm). */
export interface AddShiftInputs {
  facilityId: string;
  description: string;
  templateIndex: string;
  startDate: string;
  startTime: string;
  endTime: string;
  nurseType: NurseType | '';
  medPass: boolean;
  numberOfWorkers: string;
  additionalnotes: string;
  /** 'Offer to favorites first', and for how many hours ('2', '6', '12' or '24') */
  favoritesFirst: boolean;
  favoritesFirstHours: string;
}

/** Everything the add-shift modal shows about the chosen facility. */
export interface FacilityRules {
  tz: string;
  templates: ShiftTemplate[];
  offersMedPass: boolean;
  requiresCovidVaccination: boolean;
}

export function facilityRules(facility: Facility | null | undefined, fallbackTz: string): FacilityRules {
  return {
    tz: facility?.tz || fallbackTz,
    templates: facility?.shiftTemplates ?? [],
    offersMedPass: facility ? offersMedPass(facility) : false,
    requiresCovidVaccination: facility?.requiresCovidVaccination === true,
  };
}

/**
 * 'Default start is two days ahead at 09:00, with an 8-hour length.' A preset start (the calendar's
 * selected date) keeps its time of day, except midnight (a whole day was selected), which becomes 09:00.
 */
export function initialAddShiftInputs(now: number, tz: string, facilityId = '', presetStart?: number): AddShiftInputs {
  let start = defaultShiftStart(now, tz);
  if (presetStart != null && Number.isFinite(presetStart)) {
    const time = timeOfDayIn(presetStart, tz);
    start = time === '00:00' ? wallTimeIn(calendarDateIn(presetStart, tz), DEFAULT_START_TIME, tz) : presetStart;
  }
  return {
    facilityId,
    description: '',
    templateIndex: NO_TEMPLATE,
    startDate: formatDateInput(start, tz),
    startTime: timeOfDayIn(start, tz),
    endTime: timeOfDayIn(defaultShiftEnd(start), tz),
    nurseType: '',
    medPass: false,
    numberOfWorkers: String(DEFAULT_NUMBER_OF_WORKERS),
    additionalnotes: '',
    favoritesFirst: false,
    favoritesFirstHours: String(DEFAULT_FAVORITES_FIRST_HOURS),
  };
}

/**
 * The instant a typed date (MM-DD-YYYY) and time (HH:mm) name in tz, or null while either is incomplete. A time in the
 * repeated hour of a fall-back night names two instants: the one nearest `near` (the shift's start as it was), else the
 * later one.
 */
export function instantFrom(dateText: string, time: string, tz: string, near?: number): number | null {
  const midnight = parseDateInput(dateText, tz);
  if (midnight == null || !isTimeOfDay(time)) return null;
  return wallTimeNear(calendarDateIn(midnight, tz), time, tz, near);
}

/**
 * 'The end's hour and minute are kept from the chosen end': the first moment at or after the start
 * whose clock in tz shows endTime (the start's date, or the next). Unlike clampEnd this never moves
 * the chosen time, so an end more than 12 hours after the start stays visible and is refused by the schema.
 */
export function placeEnd(start: number, endTime: string, tz: string): number | null {
  if (!isTimeOfDay(endTime)) return null;
  const date = calendarDateIn(start, tz);
  // on a fall-back night an end time in the repeated hour shows twice: the first one at or after the start
  const candidates = [...wallTimeOccurrences(date, endTime, tz), ...wallTimeOccurrences(addDays(date, 1), endTime, tz)];
  return candidates.find((ms) => ms >= start) ?? candidates.at(-1) ?? null;
}

/**
 * Numbers as numbers; anything else as NaN so the schema says it is not a whole number; '' as null (required; undefined
 * would take the default).
 */
function workersNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^[+-]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The add-shift schema's input, from what the fields hold. */
export function addShiftFormValues(inputs: AddShiftInputs, tz: string): AddShiftFormValues {
  const template = usesTemplate(inputs.templateIndex);
  const start = template ? null : instantFrom(inputs.startDate, inputs.startTime, tz);
  const startDate = template ? parseDateInput(inputs.startDate, tz) : null;
  return {
    facilityId: inputs.facilityId,
    description: inputs.description,
    templateIndex: inputs.templateIndex,
    startDate,
    start,
    end: start == null ? null : placeEnd(start, inputs.endTime, tz),
    nurseType: inputs.nurseType,
    medPass: inputs.medPass || isMedPassForced(inputs.nurseType),
    numberOfWorkers: workersNumber(inputs.numberOfWorkers) as number,
    additionalnotes: inputs.additionalnotes,
  };
}

/** The start and end the shift will get: from the template on the chosen date, or as entered. */
export function shiftTimes(
  values: Pick<AddShiftFormValues, 'templateIndex' | 'startDate' | 'start' | 'end'>,
  templates: readonly ShiftTemplate[],
  tz: string,
): { start: number; end: number } | null {
  if (usesTemplate(values.templateIndex)) {
    const template = templates[Number(values.templateIndex)];
    if (!template || values.startDate == null) return null;
    return endFromTemplate(values.startDate, template, tz);
  }
  return values.start != null && values.end != null ? { start: values.start, end: values.end } : null;
}

export type FieldErrors = Partial<Record<keyof AddShiftInputs | 'form', string>>;

/**
 * Field errors of the add-shift form; empty when Save may write. start errors show on the Start field, startDate ones
 * on Start Date.
 */
export function addShiftErrors(
  inputs: AddShiftInputs,
  ctx: { isCompany: boolean | null; now: number; rules: FacilityRules },
): FieldErrors {
  const values = addShiftFormValues(inputs, ctx.rules.tz);
  const errors = schemaFieldErrors(addShiftSchema, values, { isCompany: ctx.isCompany ?? undefined, now: ctx.now });
  const renamed: FieldErrors = {};
  // the end is placed after the start: while the start is missing, only the start says so
  if (values.start == null && isTimeOfDay(inputs.endTime)) delete errors.end;
  for (const [key, message] of Object.entries(errors)) {
    const field =
      key === 'start' ? 'startTime' : key === 'end' ? 'endTime' : key === 'templateIndex' ? 'templateIndex' : key;
    // a missing or malformed date shows on the date input, a time on the time input
    const target =
      key === 'start' && values.start == null && parseDateInput(inputs.startDate, ctx.rules.tz) == null
        ? 'startDate'
        : field;
    renamed[target as keyof FieldErrors] ??= message;
  }
  if (usesTemplate(inputs.templateIndex) && !renamed.startDate) {
    // the schema checks only manual starts; a template's start on a date long past is refused alike
    const times = shiftTimes(values, ctx.rules.templates, ctx.rules.tz);
    if (times && isStartTooEarly(times.start, ctx.now)) renamed.startDate = START_TOO_EARLY;
  }
  if (!renamed.numberOfWorkers && Number(values.numberOfWorkers) > MAX_WORKERS) renamed.numberOfWorkers = WORKERS_MAX;
  return renamed;
}

/** The fields of the new shift documents (one per worker), before createdAt/createdBy are stamped. */
export function shiftDraft(
  inputs: AddShiftInputs,
  facilityId: string,
  rules: FacilityRules,
): { draft: ShiftDraft; count: number } | null {
  const values = addShiftFormValues(inputs, rules.tz);
  const times = shiftTimes(values, rules.templates, rules.tz);
  if (!times || !values.nurseType) return null;
  const valid: AddShiftValues = addShiftSchema.cast(values, { context: {} });
  return {
    count: valid.numberOfWorkers,
    draft: {
      facilityIdentifier: facilityId,
      description: valid.description.trim(),
      start: times.start,
      end: times.end,
      nurseType: valid.nurseType,
      additionalRequirements: shiftRequirements({
        nurseType: valid.nurseType,
        medPass: valid.medPass,
        requiresCovidVaccination: rules.requiresCovidVaccination,
        offersMedPass: rules.offersMedPass,
      }),
      additionalnotes: valid.additionalnotes.trim(),
      tz: rules.tz,
      favoritesFirstHours: chosenFavoritesFirstHours(inputs.favoritesFirst, inputs.favoritesFirstHours),
    },
  };
}

// ---- Edit ---------------------------------------------------------------------------------------

/** The single add's fields that a posted shift may still change. */
export type EditShiftInputs = Pick<
  AddShiftInputs,
  'description' | 'nurseType' | 'additionalnotes' | 'startDate' | 'startTime' | 'endTime'
>;

export function editInputsFrom(
  shift: { description: string; nurseType: NurseType; additionalnotes: string; start: number; end: number },
  tz: string,
): EditShiftInputs {
  return {
    description: shift.description,
    nurseType: shift.nurseType,
    additionalnotes: shift.additionalnotes,
    ...filledTimes(shift, tz).inputs,
  };
}

/** The shift's times as the edit form was filled from them, with the inputs that showed them. */
export interface FilledTimes {
  inputs: Pick<EditShiftInputs, 'startDate' | 'startTime' | 'endTime'>;
  start: number;
  end: number;
}

export function filledTimes(shift: { start: number; end: number }, tz: string): FilledTimes {
  return {
    inputs: {
      startDate: formatDateInput(shift.start, tz),
      startTime: timeOfDayIn(shift.start, tz),
      endTime: timeOfDayIn(shift.end, tz),
    },
    start: shift.start,
    end: shift.end,
  };
}

/**
 * The start and end the inputs name. A time left as it was filled keeps its exact instant: on a fall-back night the
 * text 01:30 names two, and an unchanged save must not move the shift an hour. A changed start takes the occurrence
 * nearest the old one.
 */
export function editTimes(
  inputs: EditShiftInputs,
  tz: string,
  filled?: FilledTimes,
): { start: number | null; end: number | null } {
  const startKept =
    filled != null && inputs.startDate === filled.inputs.startDate && inputs.startTime === filled.inputs.startTime;
  const start = startKept ? filled.start : instantFrom(inputs.startDate, inputs.startTime, tz, filled?.start);
  if (start == null) return { start, end: null };
  const endKept = startKept && inputs.endTime === filled.inputs.endTime;
  return { start, end: endKept ? filled.end : placeEnd(start, inputs.endTime, tz) };
}

/** Field errors of the edit form (start/end problems on the Start/End inputs). */
export function editShiftErrors(inputs: EditShiftInputs, tz: string, now: number, filled?: FilledTimes): FieldErrors {
  const { start, end } = editTimes(inputs, tz, filled);
  const errors = schemaFieldErrors(editShiftSchema, { ...inputs, start, end }, { now });
  if (start == null && isTimeOfDay(inputs.endTime)) delete errors.end;
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key === 'start' ? (start == null ? 'startDate' : 'startTime') : key === 'end' ? 'endTime' : key;
    out[field as keyof FieldErrors] ??= message;
  }
  return out;
}

export function editedValues(inputs: EditShiftInputs, tz: string, filled?: FilledTimes): EditShiftValues | null {
  const { start, end } = editTimes(inputs, tz, filled);
  if (start == null || end == null || !inputs.nurseType) return null;
  return {
    description: inputs.description.trim(),
    nurseType: inputs.nurseType,
    additionalnotes: inputs.additionalnotes.trim(),
    start,
    end,
  };
}
