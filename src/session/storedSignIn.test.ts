import { describe, expect, it } from 'vitest';
import { mayHaveStoredSignIn } from './storedSignIn';

const USER_KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';

function storage(keys: string[] = []): Storage {
  const map = new Map(keys.map((k) => [k, '{}']));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  };
}

/** Auth's IndexedDB as Firebase leaves it: a database, maybe its store, maybe the signed-in user's key. */
function idb(db: { exists: boolean; store?: boolean; keys?: string[]; openFails?: boolean }): IDBFactory {
  const opened: string[] = [];
  const request = <T>(result: () => T, fails = false) => {
    const req = { result: undefined as T | undefined, error: fails ? new Error('denied') : null } as {
      result?: T;
      error: Error | null;
      onsuccess?: () => void;
      onerror?: () => void;
    };
    setTimeout(() => {
      if (fails) return req.onerror?.();
      req.result = result();
      req.onsuccess?.();
    });
    return req;
  };
  const database = {
    objectStoreNames: { contains: (name: string) => !!db.store && name === 'firebaseLocalStorage' },
    transaction: () => ({ objectStore: () => ({ getAllKeys: () => request(() => db.keys ?? []) }) }),
    close: () => undefined,
  };
  return {
    databases: async () => (db.exists ? [{ name: 'firebaseLocalStorageDb', version: 1 }] : []),
    open: (name: string) => {
      opened.push(name);
      return request(() => database, db.openFails);
    },
  } as unknown as IDBFactory;
}

describe('mayHaveStoredSignIn: may this browser hold a signed-in Firebase user (then Auth loads at once)', () => {
  it.each([
    ['a browser that never signed in (no database, nothing stored)', {}, { exists: false }, false],
    [
      'signed out after a remembered sign-in (the store is there, without the user)',
      {},
      { exists: true, store: true, keys: ['__sak'] },
      false,
    ],
    ['a database without its store', {}, { exists: true, store: false }, false],
    ['remembered: the user in IndexedDB', {}, { exists: true, store: true, keys: [USER_KEY] }, true],
    ['not remembered: the user in sessionStorage', { session: [USER_KEY] }, { exists: false }, true],
    ['the user in localStorage (the fallback persistence)', { local: [USER_KEY] }, { exists: false }, true],
    ['IndexedDB cannot be opened: it cannot tell, so maybe', {}, { exists: true, openFails: true }, true],
  ])('%s', async (_, web: { local?: string[]; session?: string[] }, db, expected) => {
    const env = { local: storage(web.local), session: storage(web.session), idb: idb(db) };
    expect(await mayHaveStoredSignIn(env)).toBe(expected);
  });

  it('says maybe where the browser cannot list its databases or has no storage', async () => {
    const noListing = { databases: undefined, open: () => null } as unknown as IDBFactory;
    expect(await mayHaveStoredSignIn({ local: storage(), session: storage(), idb: noListing })).toBe(true);
    expect(await mayHaveStoredSignIn({ local: storage(), session: storage() })).toBe(true);
  });
});
