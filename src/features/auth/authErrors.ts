// The code of a Firebase Auth error, read without loading Firebase Auth (the screens that only show
// messages must not pull the SDK into their first load).
export function authErrorCode(error: unknown): string {
  return typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
}
