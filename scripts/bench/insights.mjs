// The figures that count many documents: /insights over 12 weeks and a busy worker's page.
import { BASE, docsReadOf, goInApp, settle, signedInPage, signIn } from './common.mjs';

/**
 * /insights of the last 12 weeks, chosen once the page has painted its first period: the time from the choice to the
 * twelve weeks' figures, and the documents read for them alone.
 */
export async function insightsTwelveWeeks(browser, email) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text().slice(0, 300)));
  await signIn(page, email);
  await settle(page);
  await page.goto(`${BASE}/insights`);
  await page.getByRole('img', { name: /^Fill rate per week\./ }).waitFor({ timeout: 60_000 });
  await settle(page);
  const before = await docsReadOf(page);
  const t0 = Date.now();
  await page.getByLabel('Period').selectOption('12');
  // the first chart names every week in its accessible name: twelve of them once the new figures are in
  await page
    .waitForFunction(
      () => (document.querySelector('svg[role="img"]')?.getAttribute('aria-label') ?? '').split(';').length === 12,
      null,
      { timeout: 60_000 },
    )
    .catch(async (error) => {
      const label = await page.locator('svg[role="img"]').first().getAttribute('aria-label');
      const shown = await page.locator('main').innerText();
      const said = `${label}\n${shown.slice(0, 300)}\n${errors.join('\n')}`;
      throw new Error(`${email}: the first chart did not show 12 weeks: ${said}`, {
        cause: error,
      });
    });
  const ms = Date.now() - t0;
  await settle(page);
  const docsRead = (await docsReadOf(page)) - before;
  const posted = await page.getByRole('region', { name: 'Shifts posted', exact: true }).innerText();
  await context.close();
  return { signedInAs: email, docsRead, ms, posted: posted.replace(/\D+/g, '') };
}

/**
 * /workers/{id} of the busy worker (300 shifts at a facility with 20,000): documents read by the worker page alone,
 * reached inside the app after its first load (the profile's reads not counted).
 */
export async function workerPage(browser, email, workerId) {
  const { context, page } = await signedInPage(browser, email);
  const before = await docsReadOf(page);
  const t0 = Date.now();
  await goInApp(page, `/workers/${workerId}`);
  await page.getByRole('region', { name: 'Shifts worked', exact: true }).waitFor({ timeout: 60_000 });
  await settle(page);
  const ms = Date.now() - t0;
  const docsRead = (await docsReadOf(page)) - before;
  const worked = await page.getByRole('region', { name: 'Shifts worked', exact: true }).innerText();
  await context.close();
  return { signedInAs: email, workerId, shiftsWorked: worked.replace(/\D+/g, ''), docsRead, ms };
}
