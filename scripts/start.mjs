// npm start: the emulators with firestore.rules, the demo data, and the portal at http://localhost:5173.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { AUTH_PORT, exitWith, FIRESTORE_PORT, HOST, ROOT, startEmulators } from './emulators.mjs';
import { seed } from './seed.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/index.mjs';

const APP_PORT = process.env.SHIFTCOVER_APP_PORT ?? '5173';
console.log('Starting the Firestore and Auth emulators...');
// what to install when Java or the Firestore emulator is lacking, with nothing left running
const emu = await startEmulators({ quiet: true }).catch(exitWith);
let vite;
const stop = async (code = 0) => {
  if (vite && vite.exitCode === null) vite.kill('SIGTERM');
  await emu.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  await seed({ firestoreHost: HOST, firestorePort: FIRESTORE_PORT, authHost: HOST, authPort: AUTH_PORT });
} catch (err) {
  console.error(`Seeding the demo data failed: ${err.message}`);
  await stop(1);
}

vite = spawn(join(ROOT, 'node_modules/.bin/vite'), ['--host', '127.0.0.1', '--port', APP_PORT, '--strictPort'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_AUTH_EMULATOR_PORT: String(AUTH_PORT),
    VITE_FIRESTORE_EMULATOR_PORT: String(FIRESTORE_PORT),
  },
});
vite.on('exit', (code) => void stop(code ?? 0));
vite.on('error', (err) => {
  console.error(`Vite could not start: ${err.message} (run \`npm install\` first)`);
  void stop(1);
});

setTimeout(() => {
  console.log(`\nShiftCover is running at http://localhost:${APP_PORT} on the demo data.`);
  console.log(`Emulators: Firestore ${HOST}:${FIRESTORE_PORT}, Auth ${HOST}:${AUTH_PORT}. Ctrl-C stops everything.`);
  console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const [email, a] of Object.entries(DEMO_ACCOUNTS)) {
    const what = a.facilityId ? `facility ${a.facilityId}` : a.companyId ? `company ${a.companyId}` : 'internal admin';
    console.log(`  ${email.padEnd(28)} ${what}`);
  }
}, 1500);
