// The CSP test: the build of `npm test` served by firebase-tools' Hosting emulator with firebase.json's hosting config
// (headers, rewrites) and the headers made for the build, as a deploy sends them, on the same emulators as the browser
// suite. `npm test` runs it beside the rules and data tests.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';
import { EMULATOR_DIST } from '../../scripts/build-env.mjs';
import { EMULATOR_ORIGINS, HOSTING_PORT, hostingCommand, writeHostingConfig } from '../../scripts/hosting.mjs';
import { TEST_SERVICES } from './services';

const baseURL = `http://127.0.0.1:${HOSTING_PORT}`;
// firebase.json's hosting config with the build's policy, the emulators' origins added to its connect-src and every
// optional service on (scripts/hosting.mjs, ./services.ts)
const configFile = writeHostingConfig({
  dist: process.env.E2E_DIST ?? EMULATOR_DIST,
  origins: EMULATOR_ORIGINS,
  services: TEST_SERVICES,
});

export default defineConfig({
  ...base,
  testDir: '.',
  // one server, one pair of emulators: its tests run in order (the suite's workers each have a stack of their own)
  workers: 1,
  // beside the browser suite's results (its run empties test-results when it starts; this one runs after it)
  outputDir: fileURLToPath(new URL('../../test-results/csp', import.meta.url)),
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
