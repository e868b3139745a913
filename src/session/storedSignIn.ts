// Whether this browser may hold a signed-in Firebase user, found without loading Firebase Auth (about 31 KiB gzip
// with @firebase/app). Most visitors of the sign-in screens are signed out: for them Auth waits until they first
// touch the page (main.tsx), so the login form's first load carries no Auth. The answer errs towards "maybe":
// anything this check cannot read loads Auth at once, as before.
//
// Where Auth keeps a signed-in user (lib/firebase/auth.ts lists the persistences; authApi.ts picks one on sign-in):
// the key `firebase:authUser:<apiKey>:<app>` in IndexedDB (database firebaseLocalStorageDb, store
// firebaseLocalStorage, keyPath fbase_key), in localStorage, or in sessionStorage (Remember me unchecked).

const USER_KEY_PREFIX = 'firebase:authUser:';
const DB_NAME = 'firebaseLocalStorageDb';
const STORE_NAME = 'firebaseLocalStorage';

const inWebStorage = (storage: Storage): boolean => {
  for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(USER_KEY_PREFIX)) return true;
  return false;
};

/** Keys of Auth's IndexedDB store; [] when the database or its store does not exist (nothing is created). */
async function indexedDbKeys(factory: IDBFactory): Promise<string[]> {
  // open() without a version would create an empty database that Auth then finds without its store
  const databases = await factory.databases();
  if (!databases.some((d) => d.name === DB_NAME)) return [];
  return new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORE_NAME)) {
        db.close();
        return resolve([]);
      }
      const keys = db.transaction(STORE_NAME, 'readonly').objectStore(STORE_NAME).getAllKeys();
      keys.onerror = () => {
        db.close();
        reject(keys.error ?? new Error('IndexedDB read failed'));
      };
      keys.onsuccess = () => {
        db.close();
        resolve(keys.result.map(String));
      };
    };
  });
}

/** False only when no stored Firebase user can exist in this browser; true when one may (or it cannot tell). */
export async function mayHaveStoredSignIn(
  env: { local?: Storage; session?: Storage; idb?: IDBFactory } = {
    local: globalThis.localStorage,
    session: globalThis.sessionStorage,
    idb: globalThis.indexedDB,
  },
): Promise<boolean> {
  try {
    if (!env.local || !env.session || !env.idb || typeof env.idb.databases !== 'function') return true;
    if (inWebStorage(env.local) || inWebStorage(env.session)) return true;
    return (await indexedDbKeys(env.idb)).some((key) => key.startsWith(USER_KEY_PREFIX));
  } catch {
    return true;
  }
}
