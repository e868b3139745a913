// Imported only by the features' *Api.ts modules, which thunks load on demand, so Firestore never
// weighs on the signed-out screens.
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { firebaseApp } from './app';
import { emulatorHost, firestoreEmulatorPort, usesEmulators } from './config';

let db: Firestore | undefined;

export function appDb(): Firestore {
  if (!db) {
    db = getFirestore(firebaseApp());
    if (usesEmulators) connectFirestoreEmulator(db, emulatorHost, firestoreEmulatorPort);
  }
  return db;
}
