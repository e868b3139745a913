// A value a test reads by index or key and goes on to use (tsconfig's noUncheckedIndexedAccess types such a read as
// possibly undefined): when it is missing the test fails there, naming it, not with a TypeError further on.
export function defined<T>(value: T | undefined, what = 'the value read'): T {
  if (value === undefined) throw new Error(`Expected ${what}, found nothing`);
  return value;
}
