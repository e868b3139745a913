// Spec 5 'Validation rules' of the shifts feature's forms: add, edit and cancel a shift, and the shift templates.
import { array, boolean, number, object, string, type ObjectSchema } from 'yup';
import { isEndValid, isStartTooEarly } from './shiftTimes';
import { CANCEL_REASON_TYPES, POSITIONS, type CancelReasonType, type NurseType, type ShiftTemplate } from './types';
import { isTimeOfDay } from './zonedTime';
import {
  CANCEL_REASON_REQUIRED,
  DEFAULT_NUMBER_OF_WORKERS,
  DESCRIPTION_REQUIRED,
  EDIT_SHIFT_DATES_REQUIRED,
  EMPTY_SHIFT_TEMPLATE,
  END_OUT_OF_RANGE,
  END_REQUIRED,
  FACILITY_REQUIRED,
  NO_TEMPLATE,
  POSITION_REQUIRED,
  START_DATE_REQUIRED,
  START_REQUIRED,
  START_TOO_EARLY,
  TEMPLATE_CHOICE_INVALID,
  TEMPLATE_END_REQUIRED,
  TEMPLATE_START_REQUIRED,
  TEMPLATE_TIME_FORMAT,
  USER_TYPE_REQUIRED,
  WORKERS_MIN,
  WORKERS_REQUIRED,
  WORKERS_WHOLE_NUMBER,
} from './validationMessages';

// ---- Add shift / Edit shift -------------------------------------------------------------------

/** True when templateIndex names a template ('0', '1', ...) rather than '' or 'none'. */
export function usesTemplate(templateIndex: string | null | undefined): boolean {
  return /^\d+$/.test(templateIndex ?? '');
}

/** The add-shift values after validation; AddShiftFormValues is what the form holds before it. */
export interface AddShiftValues {
  /** company users only */
  facilityId: string;
  description: string;
  /** '' (none chosen), 'none' (None option) or the index of a template */
  templateIndex: string;
  /** any instant on the chosen date; used with a template */
  startDate: number | null;
  /** used without a template */
  start: number | null;
  end: number | null;
  nurseType: NurseType;
  medPass: boolean;
  numberOfWorkers: number;
  additionalnotes: string;
}

export type AddShiftFormValues = Omit<AddShiftValues, 'nurseType'> & { nurseType: NurseType | '' };

export interface AddShiftContext {
  isCompany: boolean;
  /** epoch ms; defaults to Date.now() */
  now?: number;
}

function contextNow(context: { now?: number } | undefined): number {
  return context?.now ?? Date.now();
}

// 'A manually entered start': with a template the times come from it, and stale Start/End values are ignored.
const startSchema = number()
  .nullable()
  .default(null)
  .test(
    'not-too-early',
    START_TOO_EARLY,
    (value, ctx) =>
      value == null ||
      usesTemplate(ctx.parent.templateIndex) ||
      !isStartTooEarly(value, contextNow(ctx.options.context)),
  );

const endSchema = number()
  .nullable()
  .default(null)
  .test('within-12-hours', END_OUT_OF_RANGE, (value, ctx) => {
    const start: unknown = ctx.parent.start;
    return (
      value == null || usesTemplate(ctx.parent.templateIndex) || typeof start !== 'number' || isEndValid(start, value)
    );
  });

const nurseTypeSchema = string<NurseType | ''>()
  .default('')
  .required(POSITION_REQUIRED)
  .oneOf([...POSITIONS], POSITION_REQUIRED);

/**
 * 'Required: Description, Start and End (or a template), Number of workers, Position, Facility for company
 * users, and the user type.' Validate with context { isCompany, now }.
 */
const facilityIdSchema = string()
  .trim()
  .default('')
  .when('$isCompany', { is: true, then: (s) => s.required(FACILITY_REQUIRED) });
const descriptionSchema = string().trim().default('').required(DESCRIPTION_REQUIRED);
const numberOfWorkersSchema = number()
  .default(DEFAULT_NUMBER_OF_WORKERS)
  .typeError(WORKERS_WHOLE_NUMBER)
  .required(WORKERS_REQUIRED)
  .integer(WORKERS_WHOLE_NUMBER)
  .min(1, WORKERS_MIN);
const hasUserType = (ctx: { options: { context?: Partial<AddShiftContext> } }) =>
  typeof ctx.options.context?.isCompany === 'boolean';

export const addShiftSchema: ObjectSchema<AddShiftValues, Partial<AddShiftContext>> = object({
  facilityId: facilityIdSchema,
  description: descriptionSchema,
  templateIndex: string()
    .default('')
    .test('template-index', TEMPLATE_CHOICE_INVALID, (value) => !value || value === NO_TEMPLATE || usesTemplate(value)),
  startDate: number()
    .nullable()
    .default(null)
    .when('templateIndex', {
      is: usesTemplate,
      then: (s) => s.nonNullable(START_DATE_REQUIRED).required(START_DATE_REQUIRED),
    }),
  start: startSchema.when('templateIndex', {
    is: (index: string) => !usesTemplate(index),
    then: (s) => s.nonNullable(START_REQUIRED).required(START_REQUIRED),
  }),
  end: endSchema.when('templateIndex', {
    is: (index: string) => !usesTemplate(index),
    then: (s) => s.nonNullable(END_REQUIRED).required(END_REQUIRED),
  }),
  nurseType: nurseTypeSchema,
  medPass: boolean().default(false).defined(),
  numberOfWorkers: numberOfWorkersSchema,
  additionalnotes: string().default(''),
}).test('user-type', USER_TYPE_REQUIRED, (_, ctx) => hasUserType(ctx));

/** Post several and Copy a week: the add's rules for everything but the times (the pattern gives those). */
export type PostSeveralValues = Omit<AddShiftValues, 'templateIndex' | 'startDate' | 'start' | 'end'>;

/**
 * The fields of Post several, with the single add's rules word for word (the same schemas); the times are judged
 * per shift by shiftPosting.ts with the same rules (isStartTooEarly, isEndValid). Validate with context { isCompany }.
 */
export const postSeveralSchema: ObjectSchema<PostSeveralValues, Partial<AddShiftContext>> = object({
  facilityId: facilityIdSchema,
  description: descriptionSchema,
  nurseType: nurseTypeSchema,
  medPass: boolean().default(false).defined(),
  numberOfWorkers: numberOfWorkersSchema,
  additionalnotes: string().default(''),
}).test('user-type', USER_TYPE_REQUIRED, (_, ctx) => hasUserType(ctx));

export interface EditShiftValues {
  description: string;
  nurseType: NurseType;
  additionalnotes: string;
  start: number;
  end: number;
}

/** 'Editable: description, nurseType, additionalnotes, start, end.' Validate with context { now }. */
export const editShiftSchema: ObjectSchema<EditShiftValues, { now?: number }> = object({
  description: string().trim().default('').required(DESCRIPTION_REQUIRED),
  nurseType: nurseTypeSchema,
  additionalnotes: string().default(''),
  start: startSchema.nonNullable(EDIT_SHIFT_DATES_REQUIRED).required(EDIT_SHIFT_DATES_REQUIRED),
  end: endSchema.nonNullable(EDIT_SHIFT_DATES_REQUIRED).required(EDIT_SHIFT_DATES_REQUIRED),
});

// ---- Cancel shift ------------------------------------------------------------------------------

export interface CancelShiftValues {
  type: CancelReasonType;
  details: string;
}

export type CancelShiftFormValues = Omit<CancelShiftValues, 'type'> & { type: CancelReasonType | '' };

/** 'A reason is required; when it is other, the details text is also required.' */
export const cancelShiftSchema: ObjectSchema<CancelShiftValues> = object({
  type: string<CancelReasonType | ''>()
    .default('')
    .required(CANCEL_REASON_REQUIRED)
    .oneOf([...CANCEL_REASON_TYPES], CANCEL_REASON_REQUIRED),
  details: string()
    .trim()
    .default('')
    .when('type', { is: 'other', then: (s) => s.required(CANCEL_REASON_REQUIRED) }),
});
// ---- Shift templates -----------------------------------------------------------------------------

const templateTime = (requiredMessage: string) =>
  string()
    .default('')
    .required(requiredMessage)
    .test('time-of-day', TEMPLATE_TIME_FORMAT, (value) => !value || isTimeOfDay(value));

/** 'Every template needs a name, a start and an end.' */
export const shiftTemplatesSchema: ObjectSchema<{ shiftTemplates: ShiftTemplate[] }> = object({
  shiftTemplates: array(
    object({
      name: string().trim().default('').required(EMPTY_SHIFT_TEMPLATE),
      startTime: templateTime(TEMPLATE_START_REQUIRED),
      endTime: templateTime(TEMPLATE_END_REQUIRED),
    }),
  )
    .default([])
    .defined(),
});

/** 'Save is enabled only when something changed.' */
export function shiftTemplatesChanged(saved: readonly ShiftTemplate[], edited: readonly ShiftTemplate[]): boolean {
  if (saved.length !== edited.length) return true;
  return saved.some(
    (template, i) =>
      template.name !== edited[i]?.name ||
      template.startTime !== edited[i]?.startTime ||
      template.endTime !== edited[i]?.endTime,
  );
}
