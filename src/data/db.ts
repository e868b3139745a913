// The database handle's type, for the modules outside src/data that pass it on (only src/data imports
// firebase/firestore).
export type { Firestore } from 'firebase/firestore';
