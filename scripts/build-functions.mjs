// Builds the Cloud Functions of functions/ (the writers of the coverage weeks and the worker links, and their backfill)
// into functions/lib, what firebase.json's predeploy runs before `firebase deploy --only functions` and npm test's
// static checks prove:
//   node scripts/build-functions.mjs
// One ES module per entry for Node 22, the domain rule of src/domain bundled in; firebase-admin and firebase-functions
// stay imports, installed from functions/package.json where the functions run. The bundles are then loaded as the
// deploy loads them: index.js must export the triggers firebase-tools finds (coverageOfShift and workerLinksOfShift on
// shifts/{shiftId}), and backfill.js must load without running (it runs only as the main module).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'rolldown';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'functions/lib');
const EXTERNAL = /^firebase-(admin|functions)(\/|$)/;

rmSync(OUT, { recursive: true, force: true });
const { output } = await build({
  input: { index: join(ROOT, 'functions/src/index.ts'), backfill: join(ROOT, 'functions/src/backfill.ts') },
  platform: 'node',
  external: EXTERNAL,
  tsconfig: join(ROOT, 'tsconfig.json'),
  transform: { target: 'node22' },
  logLevel: 'warn',
  output: { dir: OUT, format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name].js' },
});
for (const file of output) {
  if (file.type === 'chunk') console.log(`functions/lib/${file.fileName} ${(file.code.length / 1024).toFixed(1)} KiB`);
}

const triggers = await import(pathToFileURL(join(OUT, 'index.js')).href);
for (const name of ['coverageOfShift', 'workerLinksOfShift']) {
  const trigger = triggers[name]?.__endpoint?.eventTrigger;
  if (trigger?.eventFilterPathPatterns?.document !== 'shifts/{shiftId}' || trigger.retry !== true) {
    throw new Error(`functions/lib/index.js: no ${name} trigger on shifts/{shiftId} with retries`);
  }
}
const { backfillCoverageWeeks } = await import(pathToFileURL(join(OUT, 'backfill.js')).href);
if (typeof backfillCoverageWeeks !== 'function') throw new Error('functions/lib/backfill.js: no backfillCoverageWeeks');
