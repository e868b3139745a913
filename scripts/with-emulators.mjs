// Runs one command with the emulators up (and the demo data seeded), then stops them:
//   node scripts/with-emulators.mjs vitest run --project emulator
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { AUTH_PORT, exitWith, FIRESTORE_PORT, HOST, ROOT, withEmulators } from './emulators.mjs';
import { seed } from './seed.mjs';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/with-emulators.mjs <command> [args...]');
  process.exit(2);
}
const code = await withEmulators(async (env) => {
  await seed({ firestoreHost: HOST, firestorePort: FIRESTORE_PORT, authHost: HOST, authPort: AUTH_PORT });
  return new Promise((done) => {
    const bin = join(ROOT, 'node_modules/.bin', cmd);
    const child = spawn(bin, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (c) => done(c ?? 1));
    // a command that cannot start (not in node_modules/.bin) must still let the emulators stop
    child.on('error', (err) => {
      console.error(`${cmd}: ${err.message}`);
      done(127);
    });
  });
}).catch(exitWith);
process.exit(code);
