// Runs one command with the emulators up (and the demo data seeded), then stops them:
//   node scripts/with-emulators.mjs vitest run --project emulator
// With E2E_WORKERS=n (the browser suite on n workers) it starts and seeds each worker's pair of emulators
// (scripts/browser-stacks.mjs); the command gets the first pair's variables, as with one.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { browserStacks } from './browser-stacks.mjs';
import { exitWith, HOST, ROOT, startEmulators, withEmulators } from './emulators.mjs';
import { seed } from './seed.mjs';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/with-emulators.mjs <command> [args...]');
  process.exit(2);
}
const [first, ...others] = browserStacks();
const seedStack = ({ firestorePort, authPort }) =>
  seed({ firestoreHost: HOST, firestorePort, authHost: HOST, authPort });

/** The other workers' emulators, up and seeded, for as long as fn runs. */
async function withOtherStacks(fn) {
  const started = [];
  // they run in process groups of their own, which Ctrl-C at the terminal does not reach (stop signals them at once)
  const onSignal = () => void Promise.all(started.map((emu) => emu.stop()));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    for (const stack of others) {
      started.push(await startEmulators({ firestorePort: stack.firestorePort, authPort: stack.authPort }));
      await seedStack(stack);
    }
    return await fn();
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await Promise.all(started.map((emu) => emu.stop()));
  }
}

const code = await withEmulators(async (env) => {
  await seedStack(first);
  return withOtherStacks(
    () =>
      new Promise((done) => {
        const bin = join(ROOT, 'node_modules/.bin', cmd);
        const child = spawn(bin, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
        child.on('exit', (c) => done(c ?? 1));
        // a command that cannot start (not in node_modules/.bin) must still let the emulators stop
        child.on('error', (err) => {
          console.error(`${cmd}: ${err.message}`);
          done(127);
        });
      }),
  );
}).catch(exitWith);
process.exit(code);
