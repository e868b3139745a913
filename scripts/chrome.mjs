// The Chromium the browser tests drive (playwright's own downloads are unavailable here): CHROME_PATH, else Debian's
// chromium-headless-shell when installed, else Debian's chromium. The headless shell is the same Blink and V8
// without the full browser's UI and GPU process: about 20% less CPU per test on 2 cores (shifts.spec: 2.5 min with
// chromium, 2.0 with the shell), and the suite is CPU-bound.
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function chromePath() {
  return process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
}
