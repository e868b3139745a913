import type { FirebaseOptions } from 'firebase/app';

const env = import.meta.env;

/**
 * The dev server and `vite build --mode emulators` talk to the local emulators of demo-shiftcover; any other build
 * to the project of the VITE_FIREBASE_* config, which it refuses to build without (vite.config.ts).
 */
export const usesEmulators = __USES_EMULATORS__;

export const firebaseOptions: FirebaseOptions = usesEmulators
  ? {
      apiKey: 'demo-api-key',
      authDomain: 'demo-shiftcover.firebaseapp.com',
      projectId: 'demo-shiftcover',
      appId: 'demo-app',
    }
  : {
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
      messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
      appId: env.VITE_FIREBASE_APP_ID,
      measurementId: env.VITE_FIREBASE_MEASUREMENT_ID,
    };

// In Node (the emulator-backed data tests) the SDKs' usual variables say where the emulators are.
const nodeEnv: Record<string, string | undefined> = typeof process !== 'undefined' && process.env ? process.env : {};
const portOf = (hostPort: string | undefined) => (hostPort ? hostPort.slice(hostPort.lastIndexOf(':') + 1) : undefined);

export const emulatorHost = env.VITE_EMULATOR_HOST ?? '127.0.0.1';
export const authEmulatorPort = Number(
  env.VITE_AUTH_EMULATOR_PORT ?? portOf(nodeEnv.FIREBASE_AUTH_EMULATOR_HOST) ?? 9099,
);
export const firestoreEmulatorPort = Number(
  env.VITE_FIRESTORE_EMULATOR_PORT ?? portOf(nodeEnv.FIRESTORE_EMULATOR_HOST) ?? 8080,
);
