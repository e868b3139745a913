// Serves a build as Firebase Hosting does, on firebase-tools' Hosting emulator (no Java): firebase.json's hosting
// config, its rewrites and headers, with the headers made for the build from its record (scripts/hosting-headers.mjs),
// as `npm run deploy` deploys them. Used by the CSP test (tests/csp).
//
// A build made with `--mode emulators` talks to the emulators at http://127.0.0.1:<port>, which a deployed policy
// rightly refuses. So it is served with its policy plus those origins in connect-src, and nothing else changed.
import { mkdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { EMULATOR_DIST } from './build-env.mjs';
import { readBuildInfo } from './deploy-check.mjs';
import { hostingFor } from './hosting-headers.mjs';
import { AUTH_PORT, FIRESTORE_PORT, HOST, PROJECT_ID, ROOT } from './emulators.mjs';

export const HOSTING_PORT = Number(process.env.SHIFTCOVER_HOSTING_PORT ?? 5000);
/** What a build for the emulators connects to besides a deployed build's origins. */
export const EMULATOR_ORIGINS = [`http://${HOST}:${AUTH_PORT}`, `http://${HOST}:${FIRESTORE_PORT}`];

/** firebase.json's hosting config: the template every build's is made from. */
export function templateHosting() {
  return JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).hosting;
}

/**
 * The record of the build in `dist` with `services` over it (the CSP test turns on every optional service, so that
 * their hosts are in the policy it checks).
 */
export function servedBuildInfo(dist, services = {}) {
  const info = readBuildInfo(resolve(ROOT, dist));
  if (!info) throw new Error(`${dist} holds no build of this project (no record): build it first`);
  return { ...info, ...services };
}

/**
 * Writes a firebase.json for the Hosting emulator serving `dist` on `port` with the build's headers (its policy with
 * `origins` added to connect-src, `services` over its record) and returns its path. firebase-tools
 * serves `public` relative to the config's folder only, so the folder holds a link to dist (left in place when it is
 * right: Playwright loads its config in every process, while the server runs). The hub and logging ports move with
 * the Hosting port (two side-by-side runs), clear of those of scripts/emulators.mjs (4400 + 200 n).
 */
export function writeHostingConfig({ port = HOSTING_PORT, dist = EMULATOR_DIST, origins = [], services }) {
  const dir = join(tmpdir(), `shiftcover-hosting-${port}`);
  mkdirSync(dir, { recursive: true });
  const link = join(dir, 'public');
  const target = resolve(ROOT, dist);
  let current = null;
  try {
    current = readlinkSync(link);
  } catch {
    // not there yet
  }
  if (current !== target) {
    rmSync(link, { force: true });
    symlinkSync(target, link);
  }
  const hub = 4450 + 2 * (port - 5000);
  const config = {
    hosting: {
      ...hostingFor(templateHosting(), servedBuildInfo(dist, services), { connectOrigins: origins }),
      public: 'public',
      // the check of a deploy, not of a local server
      predeploy: undefined,
    },
    emulators: {
      hosting: { host: HOST, port },
      hub: { host: HOST, port: hub },
      logging: { host: HOST, port: hub + 1 },
      ui: { enabled: false },
    },
  };
  const file = join(dir, 'firebase.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/** The command that serves it (Playwright's webServer runs it). */
export function hostingCommand(configFile) {
  const firebase = join(ROOT, 'node_modules/.bin/firebase');
  return `${firebase} emulators:start --only hosting --project ${PROJECT_ID} --config ${configFile}`;
}
