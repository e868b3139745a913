/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BUILD_INFO,
  buildDir,
  buildInfo,
  currentRelease,
  missingConfig,
  missingConfigMessage,
  usesEmulators,
} from './scripts/build-env.mjs';

/**
 * Emulator mode is explicit: the dev server and `vite build --mode emulators` talk to the local emulators, any other
 * build to the Firebase project of `.env`, and it refuses to build without that config (a portal built without it
 * would talk to 127.0.0.1 in production). The release is what Sentry files errors and source maps under. A build
 * for the emulators goes to dist-emulators, any other to dist (unless `--outDir` says otherwise), and each writes
 * BUILD_INFO beside its index.html: what it was built for, which the deploy checks and makes the Hosting headers from
 * (docs/deploy.md).
 */
function buildEnvironment(): Plugin {
  let release = '';
  let info = '';
  return {
    name: 'shiftcover-build-environment',
    config(config, { command, mode }) {
      const emulators = usesEmulators(command, mode);
      const env = loadEnv(mode, config.envDir || config.root || process.cwd(), 'VITE_');
      if (!emulators) {
        const missing = missingConfig(env);
        if (missing.length) throw new Error(missingConfigMessage(missing, mode));
      }
      release = currentRelease();
      info = JSON.stringify(buildInfo({ emulators, mode, release, env }), null, 2);
      return {
        build: { outDir: buildDir(mode, config.build?.outDir) },
        define: {
          __USES_EMULATORS__: JSON.stringify(emulators),
          __RELEASE__: JSON.stringify(release),
          // a literal, so that without a key the bundler drops the call of App Check (src/lib/firebase/app.ts)
          __APP_CHECK_SITE_KEY__: JSON.stringify(env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY?.trim() ?? ''),
        },
      };
    },
    configResolved(config) {
      if (config.command === 'build' && !usesEmulators(config.command, config.mode))
        config.logger.info(
          `Sentry release ${release}: npm run deploy uploads dist/assets/*.map under it (docs/deploy.md).`,
        );
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BUILD_INFO, source: `${info}\n` });
    },
  };
}

/**
 * The built stylesheet must not hold back the first paint: index.html's splash has its own inline style,
 * so the stylesheet is fetched at once (preload) but applied without blocking (media swap), and main.tsx
 * waits for it before React renders (see waitForStylesheet), so the portal never shows unstyled.
 */
function nonBlockingStylesheet(): Plugin {
  return {
    name: 'shiftcover-non-blocking-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet"( crossorigin)? href="([^"]+)">/g,
          (_, crossorigin = '', href: string) =>
            `<link rel="preload" as="style"${crossorigin} href="${href}">` +
            `<link rel="stylesheet"${crossorigin} href="${href}" media="print" data-app-stylesheet>`,
        ),
    },
  };
}

/**
 * React, the router, Redux and what every screen renders with, in one chunk: Rolldown had left react, its JSX runtime,
 * reselect, classnames and react-bootstrap's ThemeProvider in five small files beside the entry, which the login and
 * every screen loaded apart (the dashboard 240.4 -> 239.0 KiB, the login 119.8 -> 119.6).
 */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|@reduxjs\/toolkit|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store|classnames)\/|\/react-bootstrap\/esm\/ThemeProvider\.js$/;

/**
 * The app code of the signed-in screens in one chunk, `app-shared`, rather than the 60 small files Rolldown made of it
 * by splitting every module two lazy screens share by the set of screens that import it (the dashboard's own code was
 * 57 KiB gzip apart, 39 together). A module joins when the login does not reach it (the signed-out screens never load
 * the chunk) and either
 * - at least SHARED_BY of the signed-in screens (the lazy imports of App.tsx outside the sign-in pages, and the frame)
 *   reach it by static imports, or
 * - the dashboard's first load runs it: the dashboard and the frame with their static imports, the data modules
 *   their slices load at once (`import('../../data/users')`), and the libraries these use, but Firebase's own (chunks
 *   of their own that every signed-in screen loads) and the framework's (FRAMEWORK, above). The dashboard is where
 *   every sign-in lands; DASHBOARD_LATER are data modules it loads only on an action (a post) or a scroll.
 * Its imports are by construction in the group, in the entry chunk, the framework's or Firebase's, so the group
 * needs none of its dependencies pulled in. Measured (`BENCH_ONLY=routes`): the shared part alone at 3, 5, 7 and 10
 * screens made the dashboard 257.2, 255.5, 259.3 and 260.4 KiB (263.1 before); with its first load, 242.2 KiB in 13
 * files, every other screen within its target (the heaviest, /timesheet, 248.0 -> 254.9).
 */
const SHARED_BY = 6;
const DASHBOARD_LATER = /\/src\/data\/(shiftPosting|shiftWrites|shiftWindows|workers|blocks|favorites)\.ts$/;
const FIREBASE = /\/node_modules\/(@firebase|firebase)\//;
const APP_CHECK = /\/node_modules\/(@firebase\/app-check|firebase\/app-check)\//;
/** What a signed-out screen loads on the first touch (Firebase Auth, main.tsx) and on Log in. */
const SIGNED_OUT_LOADS = /\/src\/(session\/authSession|features\/auth\/authApi)\.ts$/;
function sharedAppModules() {
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: 'shiftcover-shared-app-modules',
    apply: 'build',
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      /** What `from` runs by static imports, and by the dynamic imports `follow` accepts. */
      const closure = (from: string[], follow: (id: string) => boolean = () => false) => {
        const seen = new Set<string>();
        const stack = [...from];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(info(id)?.importedIds ?? []), ...(info(id)?.dynamicallyImportedIds ?? []).filter(follow));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const find = (path: string) => ids.find((id) => id.endsWith(path));
      const app = find('/src/app/App.tsx');
      const dashboard = find('/src/app/pages/DashboardPage.tsx');
      const frame = find('/src/app/layout/MainLayout.tsx');
      if (!app || !dashboard || !frame) return;
      const entry = ids.filter((id) => info(id)?.isEntry);
      const lazyOfApp = info(app)?.dynamicallyImportedIds ?? [];
      const signedOut = lazyOfApp.filter((id) => /\/src\/features\/(auth|impersonation)\//.test(id));
      const login = closure([...entry, ...signedOut], (id) => SIGNED_OUT_LOADS.test(id));
      const counts = new Map<string, number>();
      for (const screen of lazyOfApp.filter((id) => !signedOut.includes(id))) {
        for (const id of closure([screen])) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      const ours = (id: string) => id.includes('/src/') && !id.includes('/node_modules/') && !login.has(id);
      for (const [id, n] of counts) if (n >= SHARED_BY && ours(id)) shared.add(id);
      // data modules (not components: the dialogs and cards loaded on demand stay apart)
      const readAtOnce = (id: string) => ours(id) && id.endsWith('.ts') && !DASHBOARD_LATER.test(id);
      for (const id of closure([dashboard, frame], readAtOnce)) {
        if (!login.has(id) && !id.startsWith('\0') && !FIREBASE.test(id) && !FRAMEWORK.test(id)) shared.add(id);
      }
    },
  };
  return { plugin, test: (id: string) => shared.has(id) };
}
const appShared = sharedAppModules();

/**
 * The DOM tests that mock a module (vi.mock): they run each in a module graph of its own, where the mock applies. The
 * others share one graph and one jsdom per worker (setting up jsdom and importing React and the app's modules again
 * for each of 48 files: the DOM tests alone 58 s -> 21 s). Read only when Vitest loads this config, not for the dev
 * server or a build.
 */
function domTestsThatMock(): string[] {
  const mocks = (path: string) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path, 'utf8'));
  const tests = (dir: string, deep: boolean): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return deep ? tests(path, deep) : [];
      return /\.test\.tsx?$/.test(entry.name) && !entry.name.includes('.emu.') && mocks(path) ? [path] : [];
    });
  const found = [...tests('src', true), ...tests('tests', false)].filter((path) => !path.startsWith('src/domain/'));
  // which slices the store holds depends on which features were imported before
  return [...found, 'src/app/store.test.ts'];
}
const mocking = process.env.VITEST ? domTestsThatMock() : [];

export default defineConfig({
  plugins: [
    buildEnvironment(),
    react(),
    nonBlockingStylesheet(),
    appShared.plugin,
    // BUNDLE_STATS=<file>: every chunk's modules and sizes, from which the bench draws each route's treemap
    ...(process.env.BUNDLE_STATS
      ? [visualizer({ filename: process.env.BUNDLE_STATS, template: 'raw-data', gzipSize: true })]
      : []),
  ],
  // the dev server's dependency cache (node_modules/.vite by default); the smoke run on the dev server gives it an
  // empty folder, so that it optimises the dependencies on the first page load as a first `npm start` does
  cacheDir: process.env.SHIFTCOVER_VITE_CACHE_DIR,
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    // for Sentry, never served: no sourceMappingURL in the files, and firebase.json does not deploy the maps
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 700,
    // every browser the portal supports preloads modules itself (Chrome 66, Safari 17, Firefox 115)
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // App Check's SDK registers itself when loaded: without this, a build without its site key would carry it
      // although nothing calls it (app.ts); with the key it is used, and included with its registration
      treeshake: { moduleSideEffects: (id) => !APP_CHECK.test(id) },
      output: {
        // the groups' modules only: what they import is in a group or in chunks the login or Firebase load (above)
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'app-shared', test: appShared.test },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      // Unit tests run in worker threads (forks took 58 s, threads 41 s on 2 cores). The pure rules of src/domain
      // need no DOM (setting up jsdom was most of the time) and mock nothing, so they share one module graph too;
      // so do the launcher's tests (tests/scripts), which fake the machine through arguments rather than mocks
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'tests/scripts/**/*.test.ts'],
          environment: 'node',
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/*.test.ts'],
          exclude: ['src/**/*.emu.test.{ts,tsx}', 'src/domain/**', ...mocking],
          environment: 'jsdom',
          pool: 'threads',
          isolate: false,
          setupFiles: ['tests/support/setupDom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom-mocks',
          include: mocking,
          environment: 'jsdom',
          pool: 'threads',
          setupFiles: ['tests/support/setupDom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'emulator',
          include: ['tests/rules/**/*.test.ts', 'src/**/*.emu.test.{ts,tsx}', 'functions/src/**/*.emu.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
          // Data tests share the seeded demo-shiftcover project and reseed it, so files run one at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
