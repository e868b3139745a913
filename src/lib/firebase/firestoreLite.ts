// Firestore Lite: one-shot reads over plain HTTPS, without the full SDK's listeners and local cache.
// Used where thousands of documents are read once (a busy calendar month): the full SDK spends most of
// such a read sorting and caching documents for listeners that are not there.
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { firebaseApp } from './app';
import { emulatorHost, firestoreEmulatorPort, usesEmulators } from './config';

let db: Firestore | undefined;

export function appLiteDb(): Firestore {
  if (!db) {
    db = getFirestore(firebaseApp());
    if (usesEmulators) connectFirestoreEmulator(db, emulatorHost, firestoreEmulatorPort);
  }
  return db;
}
