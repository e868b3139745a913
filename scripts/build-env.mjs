// What a build needs to know about where it runs: whether it talks to the local emulators, whether a production
// build has its Firebase config, and the release name Sentry files its errors and source maps under.
//   node scripts/build-env.mjs release     prints the release name of this checkout (for sentry-cli, see README)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `vite build --mode emulators`: the build of `npm test` and the bench, which talks to the local emulators. */
export const EMULATOR_MODE = 'emulators';

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
