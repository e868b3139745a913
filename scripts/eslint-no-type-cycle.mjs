// An ESLint rule that refuses an import cycle among the TypeScript files (src and the tests), type-only imports
// included. import-x/no-cycle skips `import type` (and imports whose every name is a type) with no option to count
// them, so a slice whose thunks import its state type back from it passed unseen. This rule reads the imports of each
// file with TypeScript's preprocessor (every static import and export-from, types included; a dynamic import() too,
// as import-x/no-cycle follows those), resolves the relative ones, and reports an import from which the file itself
// can be reached again.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, or null (a package, or nothing there). */
function resolveRelative(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  if (/\.(ts|tsx)$/.test(base) && existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return null;
}

function importsOf(file, text) {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => resolveRelative(file, f.fileName))
    .filter((f) => f !== null && !/\.test\.tsx?$/.test(f));
}

const onDisk = new Map();
function importsOnDisk(file) {
  if (!existsSync(file)) return [];
  const mtime = statSync(file).mtimeMs;
  const known = onDisk.get(file);
  if (known?.mtime === mtime) return known.imports;
  const imports = importsOf(file, readFileSync(file, 'utf8'));
  onDisk.set(file, { mtime, imports });
  return imports;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCycleWithTypes = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse import cycles, type-only imports included' },
    messages: { cycle: 'Import cycle (type-only imports count): {{path}}.' },
    schema: [],
  },
  create(context) {
    const self = resolve(context.filename);
    // the file linted is read from its text, which may be unsaved; the others from disk, once while unchanged
    const deps = (file) => (file === self ? importsOf(self, context.sourceCode.text) : importsOnDisk(file));
    /** A path of files from `start` back to this file, or null. */
    const pathBack = (start) => {
      const seen = new Set();
      const stack = [[start, [start]]];
      while (stack.length) {
        const [file, path] = stack.pop();
        if (file === self) return path;
        if (seen.has(file)) continue;
        seen.add(file);
        for (const next of deps(file)) stack.push([next, [...path, next]]);
      }
      return null;
    };
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveRelative(self, node.source.value);
      if (!target) return;
      const path = pathBack(target);
      if (!path) return;
      const cwd = context.cwd ?? process.cwd();
      const shown = [self, ...path].map((f) => f.replace(`${cwd}/`, '')).join(' → ');
      context.report({ node, messageId: 'cycle', data: { path: shown } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
