// Which Chromium the browser tests launch, on faked machines.
import { describe, expect, it } from 'vitest';
import { chromePath, NO_CHROME } from '../../scripts/chrome.mjs';

const PLAYWRIGHT = '/home/dana/.cache/ms-playwright/chromium-1200/chrome-linux64/chrome';

describe('chromePath', () => {
  it.each<[string, Record<string, string>, string[], string]>([
    ['CHROME_PATH first', { CHROME_PATH: '/opt/chrome' }, ['/usr/bin/chromium-headless-shell'], '/opt/chrome'],
    [
      "Debian's headless shell before chromium",
      {},
      ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell', PLAYWRIGHT],
      '/usr/bin/chromium-headless-shell',
    ],
    ["Debian's chromium before Playwright's", {}, ['/usr/bin/chromium', PLAYWRIGHT], '/usr/bin/chromium'],
    ["Playwright's own where Debian's is not (macOS)", {}, [PLAYWRIGHT], PLAYWRIGHT],
  ])('%s', (_, env, files, path) => {
    expect(chromePath({ env, exists: (f) => files.includes(f), playwright: () => PLAYWRIGHT })).toBe(path);
  });

  it.each<[string, () => string | null]>([
    ["Playwright's browser not downloaded", () => PLAYWRIGHT],
    ['no Playwright browser for this platform', () => null],
  ])('none at all (%s): says what to install', (_, playwright) => {
    expect(() => chromePath({ env: {}, exists: () => false, playwright })).toThrow(NO_CHROME);
    expect(NO_CHROME).toContain('apt-get install -y chromium-headless-shell');
    expect(NO_CHROME).toContain('npx playwright install chromium');
  });
});
