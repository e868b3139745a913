// /compliance at the huge facility: claimed shifts of the next 14 days, several per worker, and every bench
// worker's documents; the page must read each of their workers once (never per shift), and check the shifts
// a page at a time: a page reads its shifts and the documents of at most CHECK_PAGE_WORKERS workers, however many.
import { CHECK_PAGE_SHIFTS, CHECK_PAGE_WORKERS } from '../seed/domain.mjs';
import { benchShift, docsReadOf, goInApp, settle, signedInPage } from './common.mjs';

const CLAIMED_SHIFTS = 300;
/** Workers with a claimed shift in the window: each claims CLAIMED_SHIFTS / CLAIMED_WORKERS of them. */
const CLAIMED_WORKERS = 100;
const DOCUMENTS = ['cnaCertificate', 'tbTest', 'bls', 'backgroundCheck'];
const DAY = 86_400_000;

/** The bench workers' documents (CNAs: the default four; every tenth lacks BLS) and the claimed shifts ahead. */
export function complianceDocs(now, { fid, uid, workers }) {
  const docs = [];
  for (let w = 0; w < workers; w++) {
    for (const [j, type] of DOCUMENTS.entries()) {
      if (type === 'bls' && w % 10 === 0) continue;
      docs.push({
        path: `user/bench-worker-${w}/credentials/${type}`,
        data: {
          type,
          number: `${type.toUpperCase()}-${w}`,
          state: 'WI',
          // every seventh worker's TB test lapses in a week: a problem for their later shifts
          expiresAt: type === 'tbTest' && w % 7 === 0 ? new Date(now + 7 * DAY) : new Date(now + (400 + j) * DAY),
          verifiedAt: new Date(now - 30 * DAY),
        },
      });
    }
  }
  for (let i = 0; i < CLAIMED_SHIFTS; i++) {
    // spread over the 14 days ahead, from tomorrow
    const start = new Date(now + DAY + Math.floor((i / CLAIMED_SHIFTS) * 13 * DAY));
    const end = new Date(start.getTime() + 8 * 3_600_000);
    docs.push({
      path: `shifts/huge-ahead-${String(i).padStart(3, '0')}`,
      data: benchShift({
        facilityIdentifier: fid,
        description: `Claimed shift ahead ${i}`,
        isFree: false,
        start,
        end,
        nurseType: 'CNA',
        nurseId: `bench-worker-${i % CLAIMED_WORKERS}`,
        // older than the 20,000: the shift list's first page (newest created first) stays theirs
        createdAt: now - 120 * DAY - i,
        createdBy: uid,
      }),
    });
  }
  return docs;
}

/**
 * /compliance reached inside the app after its first load: documents read until the Credential problems of the first
 * page are shown, then by `Check later shifts` until the next page's are, each against the bound of a page (its
 * listener's CHECK_PAGE_SHIFTS + 1 shifts, and per worker of it their record and their documents, once).
 */
export async function compliancePage(browser, email) {
  const { context, page } = await signedInPage(browser, email);
  const table = page.getByRole('table', { name: 'Credential problems', exact: true });
  const shown = async () => {
    await table.and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 60_000 });
    await settle(page);
    // a read that failed (on a loaded machine, the emulator past the portal's 10 s timeout) leaves a table without
    // the documents: its figures are not the page's
    const failure = page.getByText('The claimed shifts could not be checked.');
    if (await failure.isVisible()) throw new Error('/compliance could not check the claimed shifts (a read failed)');
  };
  const before = await docsReadOf(page);
  const t0 = Date.now();
  await goInApp(page, '/compliance');
  await shown();
  const ms = Date.now() - t0;
  const docsRead = (await docsReadOf(page)) - before;
  const problems = (await table.getByRole('row').count()) - 1;
  if (problems === 0) throw new Error('/compliance listed no problem: every tenth worker lacks BLS');
  const checked = await page.getByText(/^Checked /).textContent();

  const beforeNext = await docsReadOf(page);
  const t1 = Date.now();
  await page.getByRole('button', { name: 'Check later shifts' }).click();
  await page.getByText(checked, { exact: true }).waitFor({ state: 'detached', timeout: 60_000 });
  await shown();
  const nextMs = Date.now() - t1;
  const nextDocsRead = (await docsReadOf(page)) - beforeNext;
  const nextChecked = await page.getByText(/^Checked /).textContent();
  await context.close();
  // each shift of a page has a worker of its own here (consecutive shifts differ), who holds 4 documents (or 3)
  const bound = CHECK_PAGE_SHIFTS + 1 + CHECK_PAGE_WORKERS * (1 + DOCUMENTS.length);
  return {
    signedInAs: email,
    claimedShifts: CLAIMED_SHIFTS,
    workers: CLAIMED_WORKERS,
    bound,
    docsRead,
    problems,
    checked,
    ms,
    nextDocsRead,
    nextChecked,
    nextMs,
  };
}
