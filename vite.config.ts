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

export default defineConfig({
  plugins: [
    react(),
    nonBlockingStylesheet(),
    // BUNDLE_STATS=<file>: every chunk's modules and sizes, from which the bench draws each route's treemap
    ...(process.env.BUNDLE_STATS
      ? [visualizer({ filename: process.env.BUNDLE_STATS, template: 'raw-data', gzipSize: true })]
      : []),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { sourcemap: true, chunkSizeWarningLimit: 700 },
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
