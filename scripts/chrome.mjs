// The Chromium the browser tests drive: CHROME_PATH, else Debian's chromium-headless-shell when installed, else
// Debian's chromium, else Playwright's own download (`npx playwright install chromium`: macOS and other systems
// without Debian's packages). The headless shell is the same Blink and V8 without the full browser's UI and GPU
// process: about 20% less CPU per test on 2 cores (shifts.spec: 2.5 min with chromium, 2.0 with the shell), and the
// suite is CPU-bound.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

export const NO_CHROME =
  'No Chromium for the browser tests. Install one of:\n' +
  '  Debian/Ubuntu: apt-get install -y chromium-headless-shell   (or chromium)\n' +
  '  elsewhere (macOS): npx playwright install chromium\n' +
  'or set CHROME_PATH to a Chromium or Chrome binary.';

/** Playwright's own Chromium for its installed version, where `npx playwright install` puts it. */
function playwrightChromium() {
  try {
    return chromium.executablePath();
  } catch {
    return null;
  }
}

export function chromePath({ env = process.env, exists = existsSync, playwright = playwrightChromium } = {}) {
  if (env.CHROME_PATH) return env.CHROME_PATH;
  const found = DEBIAN.find((file) => exists(file));
  if (found) return found;
  const own = playwright();
  if (own && exists(own)) return own;
  throw new Error(NO_CHROME);
}
