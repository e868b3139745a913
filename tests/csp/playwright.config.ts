// The CSP test: the build of `npm test` served by firebase-tools' Hosting emulator with firebase.json's hosting config
// (headers, rewrites). `npm test` runs it beside the browser suite, on emulators of its own.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';
import { EMULATOR_ORIGINS, HOSTING_PORT, hostingCommand, writeHostingConfig } from '../../scripts/hosting.mjs';

const baseURL = `http://127.0.0.1:${HOSTING_PORT}`;
// firebase.json's hosting config, its CSP with the emulators' origins added to connect-src (see scripts/hosting.mjs)
const configFile = writeHostingConfig({ dist: process.env.E2E_DIST ?? 'dist', origins: EMULATOR_ORIGINS });

export default defineConfig({
  ...base,
  testDir: '.',
  // one server, one pair of emulators: its tests run in order (the suite's workers each have a stack of their own)
  workers: 1,
  // beside the browser suite's results: npm test runs it while that suite runs, whose results a run of its own in the
  // same folder would empty when it starts
  outputDir: join(process.env.E2E_RESULTS ?? fileURLToPath(new URL('../../test-results', import.meta.url)), 'csp'),
  use: { ...base.use, baseURL },
  webServer: {
    command: hostingCommand(configFile),
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    url: baseURL,
    env: { NO_UPDATE_NOTIFIER: '1' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
