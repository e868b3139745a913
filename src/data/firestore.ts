// The database handle, loaded with the first data module a thunk needs (data/db.ts withDb), so Firestore never
// weighs on the signed-out screens.
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { firebaseApp } from '../lib/firebase/app';
import { emulatorHost, firestoreEmulatorPort, usesEmulators } from '../lib/firebase/config';

let db: Firestore | undefined;

export function appDb(): Firestore {
  if (!db) {
    db = getFirestore(firebaseApp());
    if (usesEmulators) connectFirestoreEmulator(db, emulatorHost, firestoreEmulatorPort);
  }
  return db;
}
