// Builds the Cloud Functions of functions/ (the writers of the coverage, calendar, insights and spend weeks, the worker
// links, the companies' directories and Today windows, the notifications, and their backfill) into functions/lib, what
// firebase.json's predeploy runs before `firebase deploy --only functions` and npm test's static checks prove:
//   node scripts/build-functions.mjs
// The bundling is scripts/functions-bundle.mjs, which the emulators' functions host runs too. The bundles are then
// loaded as the deploy loads them: every function index.js exports must carry the options of functions/src/options.ts
// (at most maxInstances, its own service account, retries), coverageOfShift, calendarOfShift, insightsOfShift,
// workerLinksOfShift and todayOfShift must trigger on shifts/{shiftId}, spendOfInvoice on a customer's invoices,
// directoryOfFacility on facilities, companyOfTeamHistory on a team's History entries, and backfill.js must load
// without running (it runs only as the main module).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleFunctions, ROOT } from './functions-bundle.mjs';

const OUT = join(ROOT, 'functions/lib');
for (const { file, bytes } of await bundleFunctions(OUT))
  console.log(`functions/lib/${file} ${(bytes / 1024).toFixed(1)} KiB`);

const functions = await import(pathToFileURL(join(OUT, 'index.js')).href);
for (const [name, fn] of Object.entries(functions)) {
  const endpoint = fn?.__endpoint;
  if (!endpoint) continue;
  if (!(endpoint.maxInstances > 0) || !endpoint.serviceAccountEmail?.startsWith('shiftcover-functions@')) {
    throw new Error(`functions/lib/index.js: ${name} runs without maxInstances or the shiftcover-functions account`);
  }
  if (endpoint.eventTrigger && endpoint.eventTrigger.retry !== true) {
    throw new Error(`functions/lib/index.js: ${name} is not retried (functions/src/options.ts bounds its retries)`);
  }
}
const TRIGGERS = {
  coverageOfShift: 'shifts/{shiftId}',
  calendarOfShift: 'shifts/{shiftId}',
  insightsOfShift: 'shifts/{shiftId}',
  workerLinksOfShift: 'shifts/{shiftId}',
  spendOfInvoice: 'customers/{customerId}/invoices/{invoiceId}',
  directoryOfFacility: 'facilities/{facilityId}',
  todayOfShift: 'shifts/{shiftId}',
  companyOfTeamHistory: 'facilities/{facilityId}/history/{entryId}',
};
for (const [name, document] of Object.entries(TRIGGERS)) {
  const trigger = functions[name]?.__endpoint?.eventTrigger;
  if (trigger?.eventFilterPathPatterns?.document !== document) {
    throw new Error(`functions/lib/index.js: no ${name} trigger on ${document}`);
  }
}
const { backfillCoverageWeeks } = await import(pathToFileURL(join(OUT, 'backfill.js')).href);
if (typeof backfillCoverageWeeks !== 'function') throw new Error('functions/lib/backfill.js: no backfillCoverageWeeks');
