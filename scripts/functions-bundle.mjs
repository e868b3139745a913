// The one bundling of the Cloud Functions of functions/ (the triggers of index.ts and the backfill): what the deploy
// uploads (scripts/build-functions.mjs, into functions/lib) and what the emulators' functions host runs
// (scripts/functions-host.mjs, into a folder of its own), from the same sources with the same options. One ES module
// per entry for Node 22, the domain rule of src/domain bundled in; firebase-admin and firebase-functions stay imports,
// installed from functions/package.json where the functions run (the project's node_modules on the emulators).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const EXTERNAL = /^firebase-(admin|functions)(\/|$)/;

/** Bundles index.ts and backfill.ts into `outDir` (emptied first); resolves to the chunks written, with their size. */
export async function bundleFunctions(outDir) {
  rmSync(outDir, { recursive: true, force: true });
  const { output } = await build({
    input: { index: join(ROOT, 'functions/src/index.ts'), backfill: join(ROOT, 'functions/src/backfill.ts') },
    platform: 'node',
    external: EXTERNAL,
    tsconfig: join(ROOT, 'tsconfig.json'),
    transform: { target: 'node22' },
    logLevel: 'warn',
    output: { dir: outDir, format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name].js' },
  });
  return output
    .filter((file) => file.type === 'chunk')
    .map((file) => ({ file: file.fileName, bytes: file.code.length }));
}
