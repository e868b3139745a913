// The database for the modules outside src/data, which hand it back to src/data's functions: its type and a listener's
// stop (only src/data imports firebase/firestore), and withDb, which loads it with the module that uses it.
import type { Firestore } from 'firebase/firestore';

export type { Firestore, Unsubscribe } from 'firebase/firestore';

/**
 * A feature's Api module (or a src/data module) and the database, loaded on the first thunk that needs them (so
 * Firestore never loads on the signed-out screens). Their functions take the database first.
 */
export async function withDb<Api>(load: () => Promise<Api>): Promise<{ api: Api; db: Firestore }> {
  const [api, { appDb }] = await Promise.all([load(), import('./firestore')]);
  return { api, db: appDb() };
}
