// The browser's clock when scripts/test-clocks.mjs runs the suite at another moment. That script moves the clock of
// every other process (the emulators, the seed, this test runner) with libfaketime, but Chromium hangs under
// libfaketime, so it runs on the real clock and each browser context gets Playwright's clock set to this process's
// (moved) now. Time then flows naturally from there, so timers, the Auth token's expiry and the emulators agree.
// Without SHIFTCOVER_SHIFTED_CLOCK nothing is installed: the suite runs on the machine's own clock.
import { test as base, type BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';

/** Sets the browser's clock of `context` to the test runner's now when the suite runs at a moved moment. */
export async function followShiftedClock(context: BrowserContext): Promise<void> {
  if (process.env.SHIFTCOVER_SHIFTED_CLOCK) await context.clock.install({ time: Date.now() });
}

export const test = base.extend<{ shiftedClock: void }>({
  shiftedClock: [
    async ({ context }, use) => {
      await followShiftedClock(context);
      await use();
    },
    { auto: true },
  ],
});
