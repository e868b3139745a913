// Builds the Cloud Functions of functions/ (the coverage weeks' writer and its backfill) into functions/lib, what
// firebase.json's predeploy runs before `firebase deploy --only functions` and npm test's static checks prove:
//   node scripts/build-functions.mjs
// One ES module per entry for Node 22, the domain rule of src/domain bundled in; firebase-admin and firebase-functions
// stay imports, installed from functions/package.json where the functions run.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
