import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseOptions } from './config';

export function firebaseApp(): FirebaseApp {
  return getApps().length ? getApp() : initializeApp(firebaseOptions);
}
