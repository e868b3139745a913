// npm run test:long-session: the 200-navigation run (a portal kept open all shift), with the browser
// suite's settings but its own folder, so `npm test` does not run it (it takes several minutes).
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

export default defineConfig({
  ...base,
  testDir: '.',
  retries: 0,
  timeout: 15 * 60_000,
  // the preview server runs from the project root (Playwright's default is this config's folder)
  webServer: base.webServer && { ...base.webServer, cwd: fileURLToPath(new URL('../..', import.meta.url)) },
  use: {
    ...base.use,
    // a trace records DOM snapshots from inside the page, which would be counted in the heap being measured
    trace: 'off',
    launchOptions: {
      ...base.use?.launchOptions,
      // exact heap sizes (performance.memory is bucketed without it); the heap is read after a forced GC
      args: [...(base.use?.launchOptions?.args ?? []), '--enable-precise-memory-info'],
    },
  },
});
