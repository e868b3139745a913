import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver from a form's rule in src/domain that names each failing field with its message (the
 * shift forms' rules run the yup schema and then put a start or end problem on the date or time input it concerns,
 * which a plain yupResolver cannot).
 */
export function fieldErrorsResolver<T extends FieldValues>(
  errorsOf: (values: T) => Partial<Record<string, string | undefined>>,
): Resolver<T> {
  return (values) => {
    const found = Object.entries(errorsOf(values)).filter((entry): entry is [string, string] => Boolean(entry[1]));
    if (found.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(found.map(([field, message]) => [field, { type: 'rule', message }]));
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
