// The Firestore emulator itself stopped mid-session (SIGSTOP: it no longer answers, as a server that went
// away) and run again (SIGCONT, its data intact): the screen shows its error with Retry, never a blank page
// or an endless spinner, and Retry recovers once it runs. The other resilience tests cut the page's own
// connection instead, which lets them keep reading the emulator while the page cannot.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './clock';
import { reseed } from '../support/demo';
import { signIn } from './helpers';
import { fastForwardUntilShown } from './offline';

const port = () => (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':').pop()!;

/** The process of the Firestore emulator on this suite's port (found by its command line). */
function emulatorPid(): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let cmd = '';
    try {
      cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
    } catch {
      continue; // gone meanwhile
    }
    if (cmd.includes('CloudFirestore') && cmd.includes(`--port ${port()}`)) return Number(entry);
  }
  throw new Error(`no Firestore emulator on port ${port()}`);
}

let stoppedPid: number | null = null;
const stopEmulator = () => {
  stoppedPid = emulatorPid();
  process.kill(stoppedPid, 'SIGSTOP');
};
const runEmulator = () => {
  if (stoppedPid !== null) process.kill(stoppedPid, 'SIGCONT');
  stoppedPid = null;
};
// whatever happens in the test, the rest of the suite gets a running emulator
test.afterEach(runEmulator);

test('with the Firestore emulator stopped the screen shows its error with Retry, which recovers once it runs', async ({
  page,
}) => {
  await reseed();
  await page.clock.install();
  await signIn(page, 'facility@shiftcover.test');
  await expect(page.getByRole('heading', { name: 'Welcome, Dana!' })).toBeVisible();
  stopEmulator();
  await page.getByRole('link', { name: 'Timesheet' }).first().click();
  // the read gives the silent server 10 s, which the page's clock jumps over
  await fastForwardUntilShown(page, page.getByText('The timesheet could not be loaded.'));
  await expect(page.locator('[role="status"] .spinner-border')).toHaveCount(0);
  runEmulator();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: /^Approve / }).first()).toBeVisible({ timeout: 30_000 });
});
