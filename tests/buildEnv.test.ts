// Emulator mode is explicit, and a production build names the Firebase config it lacks (scripts/build-env.mjs,
// used by vite.config.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  missingConfig,
  missingConfigMessage,
  releaseName,
  REQUIRED_CONFIG,
  usesEmulators,
} from '../scripts/build-env.mjs';

const FULL = {
  VITE_FIREBASE_API_KEY: 'AIza-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'shiftcover-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'shiftcover-prod',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

describe('usesEmulators', () => {
  it.each([
    ['the dev server of npm start', 'serve', 'development', true],
    ['vitest, which serves in mode test', 'serve', 'test', true],
    ['vite build --mode emulators (npm test, the bench)', 'build', 'emulators', true],
    ['npm run build (mode production)', 'build', 'production', false],
    ['a build in any other mode (a staging .env)', 'build', 'staging', false],
    ['a build in mode development', 'build', 'development', false],
  ] as const)('%s', (_, command, mode, expected) => {
    expect(usesEmulators(command, mode)).toBe(expected);
  });
});

describe('missingConfig', () => {
  it.each([
    ['every required variable set', FULL, []],
    ['nothing set: all four, in the order of .env.example', {}, REQUIRED_CONFIG],
    ['one missing', { ...FULL, VITE_FIREBASE_APP_ID: undefined }, ['VITE_FIREBASE_APP_ID']],
    [
      'an empty value (as copied from .env.example) is missing',
      { ...FULL, VITE_FIREBASE_API_KEY: '' },
      ['VITE_FIREBASE_API_KEY'],
    ],
    ['blanks only are missing', { ...FULL, VITE_FIREBASE_PROJECT_ID: '  ' }, ['VITE_FIREBASE_PROJECT_ID']],
    [
      'the optional ones (storage bucket, sender id, measurement id, Sentry, App Check) are not required',
      { ...FULL, VITE_FIREBASE_STORAGE_BUCKET: '', VITE_SENTRY_DSN: '', VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '' },
      [],
    ],
  ])('%s', (_, env, expected) => {
    expect(missingConfig(env)).toEqual(expected);
  });

  it('requires the four values Auth and Firestore are configured with', () => {
    expect(REQUIRED_CONFIG).toEqual([
      'VITE_FIREBASE_API_KEY',
      'VITE_FIREBASE_AUTH_DOMAIN',
      'VITE_FIREBASE_PROJECT_ID',
      'VITE_FIREBASE_APP_ID',
    ]);
  });
});

describe('missingConfigMessage', () => {
  it('names every missing variable, where to set them and how to build for the emulators instead', () => {
    expect(missingConfigMessage(['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_APP_ID'], 'production')).toBe(
      'A production build (mode production) needs the Firebase config of your web app, and VITE_FIREBASE_API_KEY, ' +
        'VITE_FIREBASE_APP_ID are not set. Set them in .env (see .env.example), or build for the local emulators ' +
        'with `vite build --mode emulators`.',
    );
  });

  it('speaks of one variable in the singular', () => {
    expect(missingConfigMessage(['VITE_FIREBASE_APP_ID'], 'staging')).toContain(
      'VITE_FIREBASE_APP_ID is not set. Set it in .env',
    );
  });
});

describe('releaseName', () => {
  it.each([
    ['version and short commit', '0.1.0', 'fc34cb2', 'shiftcover-portal@0.1.0+fc34cb2'],
    ['no git (a source archive): the version alone', '0.1.0', null, 'shiftcover-portal@0.1.0'],
  ])('%s', (_, version, commit, expected) => {
    expect(releaseName({ name: 'shiftcover-portal', version }, commit)).toBe(expected);
  });
});

describe('.env.example', () => {
  it('documents every VITE_ variable the portal and its build read', () => {
    const root = process.cwd();
    const example = readFileSync(join(root, '.env.example'), 'utf8');
    const sources = [join(root, 'vite.config.ts'), ...sourceFiles(join(root, 'src'))].map((f) =>
      readFileSync(f, 'utf8'),
    );
    const read = new Set(sources.flatMap((text) => [...text.matchAll(/\bVITE_[A-Z_]*[A-Z]\b/g)].map((m) => m[0])));
    expect(read.size).toBeGreaterThan(10);
    for (const name of read) expect(example, `${name} is not in .env.example`).toMatch(new RegExp(`\\b${name}=`));
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? sourceFiles(join(dir, d.name))
      : /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name)
        ? [join(dir, d.name)]
        : [],
  );
}
