/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';

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
 * The app code most signed-in screens share, in one chunk. Rolldown splits every module that two lazy screens share by
 * the set of screens that import it, which made the dashboard load its own code in 60 small files (57 KiB gzip apart,
 * 39 together). Here a module joins `app-shared` when at least SHARED_BY of the signed-in screens (the lazy imports of
 * App.tsx outside the sign-in pages, and the frame) reach it by static imports, and the login does not: the signed-out
 * screens never load it, and what fewer screens use stays with them. Its imports are by construction in the group, in
 * the entry chunk or in the vendors' chunks, so the group needs none of its dependencies pulled in. Measured
 * (`BENCH_ONLY=routes`) at 3, 5, 7 and 10: 5 made the dashboard lightest (263.1 -> 255.5 KiB), with every other route
 * lighter or within 7 KiB of before.
 */
const SHARED_BY = 5;
function sharedAppModules() {
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: 'shiftcover-shared-app-modules',
    apply: 'build',
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const closure = (from: string[]) => {
        const seen = new Set<string>();
        const stack = [...from];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(info(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const app = ids.find((id) => id.endsWith('/src/app/App.tsx'));
      const entry = ids.filter((id) => info(id)?.isEntry);
      if (!app) return;
      const lazyOfApp = info(app)?.dynamicallyImportedIds ?? [];
      const signedOut = lazyOfApp.filter((id) => /\/src\/features\/(auth|impersonation)\//.test(id));
      const login = closure([...entry, ...signedOut]);
      const counts = new Map<string, number>();
      for (const screen of lazyOfApp.filter((id) => !signedOut.includes(id))) {
        for (const id of closure([screen])) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      const ours = (id: string) => id.includes('/src/') && !id.includes('/node_modules/') && !login.has(id);
      for (const [id, n] of counts) if (n >= SHARED_BY && ours(id)) shared.add(id);
    },
  };
  return { plugin, test: (id: string) => shared.has(id) };
}
const appShared = sharedAppModules();

export default defineConfig({
  plugins: [
    react(),
    nonBlockingStylesheet(),
    appShared.plugin,
    // BUNDLE_STATS=<file>: every chunk's modules and sizes, from which the bench draws each route's treemap
    ...(process.env.BUNDLE_STATS
      ? [visualizer({ filename: process.env.BUNDLE_STATS, template: 'raw-data', gzipSize: true })]
      : []),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // the group's modules only: their imports are in the group or in chunks the login already loads (above)
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'app-shared', test: appShared.test }],
        },
      },
    },
  },
  test: {
    projects: [
      // Unit tests run in worker threads (forks took 58 s, threads 41 s on 2 cores). The pure rules of src/domain
      // need no DOM (setting up jsdom was most of the time) and mock nothing, so they share one module graph too
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts'],
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
          exclude: ['src/**/*.emu.test.{ts,tsx}', 'src/domain/**'],
          environment: 'jsdom',
          pool: 'threads',
          setupFiles: ['tests/support/setupDom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'emulator',
          include: ['tests/rules/**/*.test.ts', 'src/**/*.emu.test.{ts,tsx}'],
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
