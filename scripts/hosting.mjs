// Serves a build as Firebase Hosting does, on firebase-tools' Hosting emulator (no Java): firebase.json's hosting
// config, its headers, rewrites and all. Used by the CSP test (tests/csp).
//
// A build made with `--mode emulators` talks to the emulators at http://127.0.0.1:<port>, which the production CSP
// rightly refuses. So it is served with firebase.json's Content-Security-Policy plus those origins in connect-src, and
// nothing else changed: every other directive and header is the one production sends.
import { mkdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AUTH_PORT, FIRESTORE_PORT, HOST, PROJECT_ID, ROOT } from './emulators.mjs';

export const HOSTING_PORT = Number(process.env.SHIFTCOVER_HOSTING_PORT ?? 5000);
/** What a build for the emulators connects to besides production's origins. */
export const EMULATOR_ORIGINS = [`http://${HOST}:${AUTH_PORT}`, `http://${HOST}:${FIRESTORE_PORT}`];

/** firebase.json's hosting config, as deployed. */
export function productionHosting() {
  return JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).hosting;
}

/** The CSP with `origins` added to its connect-src (only there). */
export function withConnectOrigins(csp, origins) {
  if (!/(^|;)\s*connect-src\s/.test(csp))
    throw new Error('the Content-Security-Policy of firebase.json has no connect-src');
  return csp.replace(
    /(^|;)(\s*connect-src\s[^;]*)/,
    (_, start, directive) => `${start}${directive} ${origins.join(' ')}`,
  );
}

/** firebase.json's hosting config with the emulators' origins added to the CSP's connect-src. */
export function emulatorHosting(origins) {
  const hosting = productionHosting();
  return {
    ...hosting,
    headers: hosting.headers.map((rule) => ({
      ...rule,
      headers: rule.headers.map((h) =>
        h.key.toLowerCase() === 'content-security-policy' ? { ...h, value: withConnectOrigins(h.value, origins) } : h,
      ),
    })),
  };
}

/**
 * Writes a firebase.json for the Hosting emulator serving `dist` on `port` and returns its path. firebase-tools
 * serves `public` relative to the config's folder only, so the folder holds a link to dist (left in place when it is
 * right: Playwright loads its config in every process, while the server runs). The hub and logging ports move with
 * the Hosting port (two side-by-side runs), clear of those of scripts/emulators.mjs (4400 + 200 n).
 */
export function writeHostingConfig({ port = HOSTING_PORT, dist = 'dist', origins }) {
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
    hosting: { ...(origins ? emulatorHosting(origins) : productionHosting()), public: 'public' },
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
