import { defineConfig } from '@playwright/test';
import { BROWSER_WORKERS, browserStacks } from './scripts/browser-stacks.mjs';
import { chromePath } from './scripts/chrome.mjs';

// Browser tests drive Debian's Chromium, else Playwright's own (scripts/chrome.mjs).
// Each worker has a stack of its own (emulators, build, preview: scripts/browser-stacks.mjs); tests/e2e/clock.ts points
// a worker's pages and data helpers at it. A second run side by side on other ports (SHIFTCOVER_*_PORT, E2E_PORT) needs
// builds of its own (E2E_DIST).
const stacks = browserStacks();
const baseURL = process.env.E2E_BASE_URL ?? stacks[0]!.baseURL;

export default defineConfig({
  testDir: 'tests/e2e',
  // a second run side by side keeps its own traces and screenshots (a run empties its output folder when it starts)
  outputDir: process.env.E2E_RESULTS ?? 'test-results',
  // a file's tests run in order in one worker (they share its data); files are spread over the workers
  fullyParallel: false,
  workers: process.env.E2E_BASE_URL ? 1 : BROWSER_WORKERS,
  // no retries: a test that fails once is fixed at its cause
  retries: 0,
  // from the environment, so that a slow machine can raise them for a one-off run
  timeout: Number(process.env.E2E_TIMEOUT_MS ?? 45_000),
  expect: { timeout: Number(process.env.E2E_EXPECT_TIMEOUT_MS ?? 10_000) },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // Bootstrap's fades (modals, toasts) and the toasts' slides are off under reduced motion: an action on a modal
    // waits for no animation to settle. The gain is within the spread of quiet runs on this machine (the suite's tests
    // added up to 845 s and 972 s in two runs with it, 972 s in one before)
    reducedMotion: 'reduce',
    // Tracing only when asked (E2E_TRACE=1: a failed test keeps its actions, console, network and a DOM snapshot per
    // action). Recording it for every test took 13% of the suite's time (52 tests on 2 workers: 111 s with it, 96 s
    // without); a failure still keeps its screenshot and the page's accessibility snapshot (error-context.md). Never
    // the screencast: encoding a frame at each paint took more CPU than the tests did.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false, snapshots: true } : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromePath(),
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : stacks.map(({ previewPort, dist, baseURL: url }) => ({
        command: `npx vite preview --host 127.0.0.1 --port ${previewPort} --strictPort --outDir ${dist}`,
        url,
        reuseExistingServer: false,
        timeout: 60_000,
      })),
});
