// The smoke part of the browser suite on the dev server that `npm start` serves, not on the production build
//: there StrictMode mounts each component twice and Vite optimises the dependencies on the first page load,
// and the first toast of every page was lost without a test noticing. The server is started as scripts/start.mjs
// starts it, with an empty dependency cache (vite.config.ts's cacheDir), as a newcomer's first `npm start` has.
//   npm run test:dev-server     (npm test runs it after the browser tests)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';
import { AUTH_PORT, FIRESTORE_PORT } from '../../scripts/emulators.mjs';

const port = process.env.E2E_DEV_PORT ?? '5174';
const baseURL = `http://127.0.0.1:${port}`;
// made once, by the runner: its workers and the server inherit it
process.env.SHIFTCOVER_VITE_CACHE_DIR ??= mkdtempSync(join(tmpdir(), 'shiftcover-vite-cache-'));

export default defineConfig({
  ...base,
  testDir: '.',
  // one server, one pair of emulators: its tests run in order (the suite's workers each have a stack of their own)
  workers: 1,
  // the dev server sends each module apart and optimises the dependencies on the first page load: the first test took
  // 18 s here, and 42 s with the machine loaded by other runs (the suite's 45 s is for the production build)
  timeout: Number(process.env.E2E_TIMEOUT_MS ?? 90_000),
  use: { ...base.use, baseURL },
  webServer: {
    command: `npx vite --host 127.0.0.1 --port ${port} --strictPort`,
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { VITE_AUTH_EMULATOR_PORT: String(AUTH_PORT), VITE_FIRESTORE_EMULATOR_PORT: String(FIRESTORE_PORT) },
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
