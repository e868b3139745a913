// The browser suite runs its spec files on E2E_WORKERS workers (1 unless told: npm test runs 2), each on a stack of
// its own: a Firestore and an Auth emulator, a production build that talks to them and a `vite preview` serving it.
// The files reseed the demo data and change it, so two workers on one pair of emulators would trip each other up.
// Worker n's stack is the first one's emulator ports plus n (SHIFTCOVER_FIRESTORE_PORT, SHIFTCOVER_AUTH_PORT), its
// preview on E2E_PORT plus 10 n (runs side by side take E2E ports next to each other) and the build E2E_DIST-n, or
// one in the temporary folder (not in the project, where the checks would read it). Worker 0's is the single worker's,
// dist-emulators unless E2E_DIST says otherwise (never dist, which a deploy takes).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMULATOR_DIST } from './build-env.mjs';
import { AUTH_PORT, FIRESTORE_PORT, HOST } from './emulators.mjs';

export const BROWSER_WORKERS = Math.max(1, Math.floor(Number(process.env.E2E_WORKERS ?? 1)) || 1);

/** The ports and the build of worker `index` (Playwright's parallel index). */
export function browserStack(index) {
  const dist = process.env.E2E_DIST;
  const previewPort = Number(process.env.E2E_PORT ?? 4173) + 10 * index;
  return {
    firestorePort: FIRESTORE_PORT + index,
    authPort: AUTH_PORT + index,
    previewPort,
    baseURL: `http://${HOST}:${previewPort}`,
    dist:
      index === 0
        ? (dist ?? EMULATOR_DIST)
        : dist
          ? `${dist}-${index}`
          : join(tmpdir(), `shiftcover-dist-${previewPort}`),
  };
}

/** Every worker's stack, the first first. */
export function browserStacks() {
  return Array.from({ length: BROWSER_WORKERS }, (_, index) => browserStack(index));
}
