import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import { noCycleWithTypes } from './scripts/eslint-no-type-cycle.mjs';

// The layers of src, each importing only those before it:
// domain → lib → data → session → components → features → app.
const LAYERS = ['domain', 'lib', 'data', 'session', 'components', 'features', 'app'];
const layerZones = LAYERS.slice(0, -1).map((layer, i) => ({
  target: `./src/${layer}`,
  from: LAYERS.slice(i + 1).map((later) => `./src/${later}`),
  message: `src/${layer} may import only from ${LAYERS.slice(0, i).join(', ') || 'libraries'} (${LAYERS.join(' → ')}).`,
}));
// Features do not import each other: what they share lives in session, components, lib or domain.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message:
    'Features do not import each other: share through src/session, src/components, src/data, src/lib or src/domain.',
}));
const TESTS = ['**/*.test.{ts,tsx}', 'tests/**'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-emulators',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench/tmp',
      'coverage',
      'functions/lib',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
      // type-aware rules: every .ts/.tsx file eslint lints is in tsconfig.json
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: {
      'react-hooks': reactHooks,
      'import-x': importX,
      shiftcover: { rules: { 'no-cycle-with-types': noCycleWithTypes } },
    },
    settings: {
      // without TypeScript's extensions no-restricted-paths resolves no import at all and passes silently
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      // import cycles, type-only imports included (import-x/no-cycle skips them and has no option to count them; it
      // also took 7 of lint's 54 s of rules, while this one, reading each file's imports once, takes 0.6)
      'shiftcover/no-cycle-with-types': 'error',
      // A promise nobody awaits loses its rejection, and so does one handed where a void callback is expected:
      // await or catch it, or mark a fire-and-forget (a thunk's dispatch, a navigation) with `void`.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      'max-len': ['error', { code: 120, ignoreUrls: true, ignoreRegExpLiterals: true }],
    },
  },
  {
    // The direction of the layers and the independence of features, for the app's own code; tests may wire
    // the whole store (makeStore) and several features together.
    files: ['src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
    },
  },
  {
    // Live listeners go through watchServer (data/online.ts): its error callback is required and
    // it reports a server that never answers, so no screen spins forever on a silent listener.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/online.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase/firestore',
              importNames: ['onSnapshot', 'onSnapshotsInSync'],
              message: 'Listen through watchServer from data/online (error callback and server timeout).',
            },
          ],
        },
      ],
    },
  },
  {
    // Only the data layer imports Firestore: a feature, the session or a component reads and writes through a module
    // of src/data, and names the database's types through data/db.ts (tests may set up data directly).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/**', ...TESTS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase/firestore',
              message: 'Only src/data imports firebase/firestore: read and write through a module of src/data.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
    rules: { 'max-len': ['error', { code: 120, ignoreUrls: true, ignoreRegExpLiterals: true }] },
  },
);
