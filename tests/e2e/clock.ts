// The browser's clock when scripts/test-clocks.mjs runs the suite at another moment. That script moves the clock of
// every other process (the emulators, the seed, this test runner) with a preloaded library (scripts/clock-shift.c);
// Chromium hung under the preload used before (libfaketime), so it runs on the real clock and each browser context
// gets its Date moved by the same offset (SHIFTCOVER_CLOCK_OFFSET_MS) before any page script runs. Time then
// flows naturally, so timers, the Auth token's expiry and the emulators agree. Playwright's clock was tried first:
// here clock.install({ time }) left new documents on the real time, and its fake timers would also have changed
// how the app's timers run.
// Without SHIFTCOVER_CLOCK_OFFSET_MS nothing is installed: the suite runs on the machine's own clock.
import { test as base, type BrowserContext } from '@playwright/test';
import { BROWSER_WORKERS, browserStack } from '../../scripts/browser-stacks.mjs';

export { expect } from '@playwright/test';

/** Moves `context`'s Date by the suite's clock offset when it runs at a moved moment. */
export async function followShiftedClock(context: BrowserContext): Promise<void> {
  const offset = Number(process.env.SHIFTCOVER_CLOCK_OFFSET_MS ?? 0);
  if (!offset) return;
  await context.addInitScript((ms: number) => {
    const RealDate = Date;
    // new Date() and Date.now() read the moved now; a Date of a given time is left as it is
    function ShiftedDate(this: unknown, ...args: unknown[]) {
      if (!new.target) return new RealDate(RealDate.now() + ms).toString();
      return args.length ? new (RealDate as new (...a: unknown[]) => Date)(...args) : new RealDate(RealDate.now() + ms);
    }
    ShiftedDate.prototype = RealDate.prototype;
    ShiftedDate.now = () => RealDate.now() + ms;
    ShiftedDate.parse = RealDate.parse;
    ShiftedDate.UTC = RealDate.UTC;
    globalThis.Date = ShiftedDate as unknown as DateConstructor;
  }, offset);
}

// With several workers (npm test), each has a stack of its own (scripts/browser-stacks.mjs): its pages open its
// preview, and the data helpers (reseed, writes as a backend, the emulator-stop test) reach its emulators, which
// they find in these variables. Set when the worker loads this module, before any hook or test runs.
const workerIndex = process.env.TEST_PARALLEL_INDEX;
const stack =
  BROWSER_WORKERS > 1 && workerIndex !== undefined && !process.env.E2E_BASE_URL
    ? browserStack(Number(workerIndex))
    : null;
if (stack) {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${stack.firestorePort}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${stack.authPort}`;
}

export const test = base.extend<{ shiftedClock: void }>({
  baseURL: async ({ baseURL }, provide) => provide(stack ? stack.baseURL : baseURL),
  shiftedClock: [
    async ({ context }, use) => {
      await followShiftedClock(context);
      await use();
    },
    { auto: true },
  ],
});
