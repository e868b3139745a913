// What a build needs to know about where it runs: whether it talks to the local emulators, whether a production
// build has its Firebase config, the release name Sentry files its errors and source maps under, the folder it goes
// to, and the record it leaves there (BUILD_INFO) of what it was built for, which the deploy reads.
//   node scripts/build-env.mjs release     prints the release name of this checkout (for sentry-cli, docs/deploy.md)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `vite build --mode emulators`: the build of `npm test` and the bench, which talks to the local emulators. */
export const EMULATOR_MODE = 'emulators';

/**
 * Where builds go. Hosting deploys DEPLOY_DIST (firebase.json's `public`); a build for the emulators goes to a folder
 * of its own, so that no test run leaves one where a deploy would take it.
 */
export const DEPLOY_DIST = 'dist';
export const EMULATOR_DIST = 'dist-emulators';

/** What every build writes beside its index.html (Hosting deploys no dot file: firebase.json's `ignore`). */
export const BUILD_INFO = '.shiftcover-build.json';

/** The project and auth domain of the emulators' builds (src/lib/firebase/config.ts). */
export const EMULATOR_PROJECT = { projectId: 'demo-shiftcover', authDomain: 'demo-shiftcover.firebaseapp.com' };

/** The web app's config a production build cannot work without (Firebase console → Project settings → Your apps). */
export const REQUIRED_CONFIG = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
];

/** The dev server (and vitest, which serves too) and builds made with `--mode emulators` use the emulators. */
export function usesEmulators(command, mode) {
  return command === 'serve' || mode === EMULATOR_MODE;
}

/** The required variables that are unset or blank in env. */
export function missingConfig(env) {
  return REQUIRED_CONFIG.filter((name) => !env[name]?.trim());
}

export function missingConfigMessage(missing, mode) {
  return (
    `A production build (mode ${mode}) needs the Firebase config of your web app, and ${missing.join(', ')} ` +
    `${missing.length === 1 ? 'is' : 'are'} not set. Set ${missing.length === 1 ? 'it' : 'them'} in .env ` +
    `(see .env.example), or build for the local emulators with \`vite build --mode ${EMULATOR_MODE}\`.`
  );
}

/** The build's folder: the one asked for (`--outDir`), else by mode. */
export function buildDir(mode, asked) {
  return asked ?? (mode === EMULATOR_MODE ? EMULATOR_DIST : DEPLOY_DIST);
}

/** Space- or comma-separated origins (`https://host[:port]`, no wildcard), each checked; what is not one is an error. */
export function parseOrigins(list, name) {
  const origins = (list ?? '').split(/[\s,]+/).filter(Boolean);
  for (const origin of origins) {
    let url = null;
    try {
      url = new URL(origin);
    } catch {
      // reported below
    }
    if (!url || url.protocol !== 'https:' || url.origin !== origin || !/^[a-z0-9.-]+$/.test(url.hostname))
      throw new Error(`${name}: ${origin} is not an https origin (https://host, no path)`);
  }
  return origins;
}

/**
 * What a build was made for, as the deploy and the Hosting headers need it: for the emulators or not, the Firebase
 * project and its auth domain, and the optional services the build turns on (their public identifiers only).
 */
export function buildInfo({ emulators, mode, release, env }) {
  const value = (name) => env[name]?.trim() ?? '';
  const project = emulators
    ? EMULATOR_PROJECT
    : { projectId: value('VITE_FIREBASE_PROJECT_ID'), authDomain: value('VITE_FIREBASE_AUTH_DOMAIN') };
  return {
    emulators,
    mode,
    release,
    ...project,
    sentryDsn: value('VITE_SENTRY_DSN') || null,
    analytics: Boolean(value('VITE_FIREBASE_MEASUREMENT_ID')),
    appCheck: Boolean(value('VITE_RECAPTCHA_ENTERPRISE_SITE_KEY')),
    imageOrigins: parseOrigins(value('VITE_IMAGE_ORIGINS'), 'VITE_IMAGE_ORIGINS'),
  };
}

/** `<package>@<version>+<commit>`, or without the commit where there is no git. */
export function releaseName({ name, version }, commit) {
  return commit ? `${name}@${version}+${commit}` : `${name}@${version}`;
}

/** The release of this checkout: package.json's name and version, and the short commit when git can tell it. */
export function currentRelease() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const pkg = JSON.parse(readFileSync(`${root}/package.json`, 'utf8'));
  let commit = null;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // no git, or not a checkout (a source archive): the version alone
  }
  return releaseName(pkg, commit);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'release') console.log(currentRelease());
