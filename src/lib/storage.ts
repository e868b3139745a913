// Values the spec keeps in local storage, under one set of keys.
export const STORAGE_KEYS = {
  secretUserId: 'secretUserId',
  passwordResetEmail: 'passwordResetEmail',
  theme: 'shiftcover.theme',
} as const;

export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null || value === '') localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage unavailable (private mode): the value just is not kept */
  }
}
