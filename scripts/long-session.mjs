// npm run test:long-session: builds the portal for the emulators' ports, then runs tests/long-session (200
// navigations in one tab, sign-out, an admin's switches) with the emulators up. Not part of `npm test` (minutes).
//   npm run test:long-session            LONG_SESSION_NAVIGATIONS=40 npm run test:long-session   (a shorter run)
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { AUTH_PORT, FIRESTORE_PORT, ROOT } from './emulators.mjs';

const bin = (name) => join(ROOT, 'node_modules/.bin', name);
const step = (cmd, args, env = {}) => {
  const { status } = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (status !== 0) process.exit(status ?? 1);
};
step(bin('vite'), ['build', '--mode', 'emulators', '--logLevel', 'warn'], {
  VITE_AUTH_EMULATOR_PORT: String(AUTH_PORT),
  VITE_FIRESTORE_EMULATOR_PORT: String(FIRESTORE_PORT),
});
step(process.execPath, [
  join(ROOT, 'scripts/with-emulators.mjs'),
  'playwright',
  'test',
  '-c',
  'tests/long-session/playwright.config.ts',
  ...process.argv.slice(2),
]);
