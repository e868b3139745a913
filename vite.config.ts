/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { sourcemap: true, chunkSizeWarningLimit: 700 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/*.test.ts'],
          exclude: ['src/**/*.emu.test.{ts,tsx}'],
          environment: 'jsdom',
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
