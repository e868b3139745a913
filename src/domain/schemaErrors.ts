// Reading a yup ValidationError as plain data, for the tests of the schemas and the forms that show
// errors outside react-hook-form's fields (the add and edit shift forms place start/end errors themselves).
import { ValidationError, type AnyObject } from 'yup';

interface SyncSchema {
  validateSync(value: unknown, options: { abortEarly: boolean; context?: AnyObject }): unknown;
}

/** Every message the schema reports for these values, in order ([] when valid). */
export function schemaErrors(schema: SyncSchema, values: unknown, context?: AnyObject): string[] {
  try {
    schema.validateSync(values, { abortEarly: false, context });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

/** The first message of each path ('form' for the object's own tests); {} when valid. */
export function schemaFieldErrors(schema: SyncSchema, values: unknown, context?: AnyObject): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const e of error.inner.length ? error.inner : [error]) errors[e.path || 'form'] ??= e.message;
    return errors;
  }
}
