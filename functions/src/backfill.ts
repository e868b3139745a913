// The coverage and calendar weeks (calendarWeeks.ts), the worker links (workerLinks.ts) and the insights and spend
// weeks (insights.ts) of the shifts and invoices, the companyId of the shifts and History entries written before they
// carried it, the companies' directories (companyDirectory.ts) of the facilities and their Today windows
// (companyToday.ts), written before the triggers (index.ts) were deployed: run once after the first deploy of each,
// with application default credentials (docs/deploy.md):
//   GOOGLE_CLOUD_PROJECT=<your-project-id> node functions/lib/backfill.js
// It reads every shift, 1,000 a page in the order of their ids, and writes each week whole (without merge: an entry
// left by no shift goes), in batches of at most 500 writes. Running it again writes the same.
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { coverageWeeksOf } from '../../src/domain/coverageWeeks';
import { coverageWeekDoc, storedShiftFields } from './coverage';
import { backfillInsightsWeeks } from './insights';
import { backfillWorkerLinks, companyIdOf, readAll } from './workerLinks';
import { backfillCompanyDirectories, setCompanyIds, type CompanyIdsSummary } from './companyDirectory';
import { rebuildCompanyTodays } from './companyToday';
import { backfillCalendarWeeks } from './calendarWeeks';

const PAGE_SIZE = 1000;
const BATCH_SIZE = 500;

/** What a backfill did: the shifts read, those with a place in the weeks, the week documents and batches written. */
export interface BackfillSummary {
  shiftsRead: number;
  shiftsWritten: number;
  weeks: number;
  batches: number;
}

/** Writes every facility's coverage weeks whole from the shifts as they are now. */
export async function backfillCoverageWeeks(db: Firestore): Promise<BackfillSummary> {
  const shifts = (await readAll(db, 'shifts')).map(({ id, data }) => ({ id, fields: storedShiftFields(data) }));
  const all = coverageWeeksOf(shifts);
  const shiftsWritten = all.reduce((n, week) => n + Object.keys(week.shifts).length, 0);
  let batches = 0;
  for (let i = 0; i < all.length; i += BATCH_SIZE) {
    const batch = db.batch();
    for (const data of all.slice(i, i + BATCH_SIZE)) batch.set(coverageWeekDoc(db, data), data);
    await batch.commit();
    batches += 1;
  }
  return { shiftsRead: shifts.length, shiftsWritten, weeks: all.length, batches };
}

/**
 * Gives each document of `source` without a companyId the company of the facility its `facilityField` names (null for
 * a facility of no company, or one that is gone), a page at a time (setCompanyIds). A document that has the field
 * keeps it: running it again writes nothing.
 */
async function backfillCompanyIds(
  db: Firestore,
  source: Parameters<typeof setCompanyIds>[1],
  facilityField: string,
): Promise<CompanyIdsSummary> {
  const companies = await facilityCompanies(db);
  return setCompanyIds(
    db,
    source,
    (doc) => (doc.get('companyId') === undefined ? (companies.get(String(doc.get(facilityField))) ?? null) : undefined),
    PAGE_SIZE,
  );
}

/** Every shift carries its facility's companyId: a company's lists query by it. */
export const backfillShiftCompanies = (db: Firestore) =>
  backfillCompanyIds(db, db.collection('shifts'), 'facilityIdentifier');

/**
 * Every History entry (every `history` collection: the shifts' and the facilities' teams') carries its facility's
 * companyId: a company's Activity queries by it (historyCompanies.ts gives a new team entry its own).
 */
export const backfillHistoryCompanies = (db: Firestore) =>
  backfillCompanyIds(db, db.collectionGroup('history'), 'facilityId');

/** Each facility's company (null for none), by facility id. */
const facilityCompanies = async (db: Firestore) =>
  new Map((await readAll(db, 'facilities')).map(({ id, data }) => [id, companyIdOf(data)]));

// run as a script: the module's URL is its real path, which the command's may reach through a link (a checkout whose
// node_modules, where the emulators' host bundles it, links to another's)
const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (isMain) {
  const db = getFirestore(initializeApp());
  const summary = await backfillCoverageWeeks(db);
  console.log(
    `Coverage weeks: ${summary.shiftsRead} shifts read, ${summary.shiftsWritten} written ` +
      `in ${summary.weeks} week documents (${summary.batches} batches).`,
  );
  const calendar = await backfillCalendarWeeks(db);
  console.log(
    `Calendar weeks: ${calendar.shiftsRead} shifts and ${calendar.workersRead} workers read, ` +
      `${calendar.weeks} week documents written (${calendar.batches} batches).`,
  );
  const shiftCompanies = await backfillShiftCompanies(db);
  console.log(
    `Shift companies: ${shiftCompanies.read} shifts read, ${shiftCompanies.written} given their facility's ` +
      `companyId (${shiftCompanies.batches} batches).`,
  );
  const historyCompanies = await backfillHistoryCompanies(db);
  console.log(
    `History companies: ${historyCompanies.read} entries read, ${historyCompanies.written} given their facility's ` +
      `companyId (${historyCompanies.batches} batches).`,
  );
  const links = await backfillWorkerLinks(db);
  console.log(`Worker links: ${links.shiftsRead} shifts read, ${links.links} links, ${links.written} written.`);
  const insights = await backfillInsightsWeeks(db);
  console.log(
    `Insights weeks: ${insights.shiftsRead} shifts and ${insights.invoicesRead} invoices read, ` +
      `${insights.weeks} week documents written (${insights.batches} batches).`,
  );
  const directories = await backfillCompanyDirectories(db);
  console.log(
    `Company directories: ${directories.facilitiesRead} facilities read, ${directories.directories} directories ` +
      `written (${directories.overflow} as overflow).`,
  );
  const todays = await rebuildCompanyTodays(db, Date.now());
  console.log(`Company Today windows: ${todays.length} written.`);
}
