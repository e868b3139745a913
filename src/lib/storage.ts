// Values the spec keeps in local storage, and the tab's own in session storage, under one set of keys.
export const STORAGE_KEYS = {
  secretUserId: 'secretUserId',
  passwordResetEmail: 'passwordResetEmail',
  theme: 'shiftcover.theme',
  /** session storage: the chunk this tab last reloaded for (domain/chunkReload.ts) */
  reloadedForChunk: 'shiftcover.reloadedForChunk',
} as const;

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null || value === '') storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    /* storage unavailable (private mode): the value just is not kept */
  }
}

const local = () => localStorage;
const session = () => sessionStorage;

export const readLocal = (key: string): string | null => read(local, key);
export const writeLocal = (key: string, value: string | null): void => write(local, key, value);
export const readSession = (key: string): string | null => read(session, key);
export const writeSession = (key: string, value: string | null): void => write(session, key, value);
