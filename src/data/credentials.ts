// user/{workerId}/credentials/{id} (compliance): the documents the worker app and marketplace staff record
// for a worker. The portal only reads them (firestore.rules: no portal user writes one); nothing here writes.
import {
  collection,
  type DocumentData,
  type Firestore,
  limit,
  query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { DOCUMENT_TYPES, type Credential, type DocumentType } from '../domain/compliance';
import { plainOf } from './convert';
import { unlessDenied } from '../lib/firebase/denied';
import { getDocsFromServer } from './online';

/** One worker holds at most this many documents a read (the rules allow no longer list). */
const CREDENTIALS_LIMIT = 50;

const CREDENTIAL_DEFAULTS: Omit<Credential, 'id'> = {
  type: 'tbTest',
  number: '',
  state: '',
  expiresAt: null,
  verifiedAt: null,
};

/** A worker's documents: one query per worker, however many shifts they claimed (no composite index). */
const credentialsQuery = (db: Firestore, workerId: string) =>
  query(collection(db, 'user', workerId, 'credentials'), limit(CREDENTIALS_LIMIT));

/**
 * The one converter of a stored credential (its id and fields: a document's, or an entry of a company's Today window);
 * null for a type the portal does not know (a newer worker app's).
 */
export function credentialOf(id: string, data: Record<string, unknown>): Credential | null {
  const c = plainOf<Credential>(id, data, CREDENTIAL_DEFAULTS);
  if (!(DOCUMENT_TYPES as readonly string[]).includes(data.type as string)) return null;
  return { ...c, type: c.type as DocumentType, number: String(c.number), state: String(c.state) };
}

const toCredential = (snap: QueryDocumentSnapshot<DocumentData>) => credentialOf(snap.id, snap.data());

/**
 * Each worker's documents (every id gets a list, empty when none), or null for a worker whose documents the rules
 * refuse the viewer (permission-denied): one not linked to their facility or company (domain/workerLinks.ts), which
 * the screens say rather than show as holding none. Any other failure fails the whole read.
 */
export async function readCredentials(
  db: Firestore,
  workerIds: Iterable<string>,
): Promise<Record<string, Credential[] | null>> {
  const unique = [...new Set(workerIds)].filter(Boolean);
  const lists = await Promise.all(
    unique.map(async (id): Promise<[string, Credential[] | null]> => {
      const snap = await unlessDenied(() => getDocsFromServer(credentialsQuery(db, id)));
      return [id, snap && snap.docs.map(toCredential).filter((c): c is Credential => c !== null)];
    }),
  );
  return Object.fromEntries(lists);
}
