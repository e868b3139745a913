// Every Firestore query the code runs is declared as an exported *Query function in a module of src/data (the only
// modules that import Firestore; the *Api.ts modules are read too, so that one declaring a query again is seen). This
// test builds each one and proves that firestore.indexes.json has the composite index it needs.
// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initializeApp } from 'firebase/app';
import { getFirestore, type Firestore, type Query } from 'firebase/firestore';
import { describeNeed, findIndex, indexNeed, type IndexDef } from './support/indexCheck';
import * as shiftsData from '../src/data/shifts';
import * as shiftWindowsData from '../src/data/shiftWindows';
import * as noShowsData from '../src/data/noShows';
import * as alertFeedData from '../src/data/alertFeed';
import * as shiftPostingData from '../src/data/shiftPosting';
import * as invoicesData from '../src/data/invoices';
import * as historyData from '../src/data/history';
import * as blocksData from '../src/data/blocks';
import * as reviewPagesData from '../src/data/reviewPages';
import * as reviewsData from '../src/data/reviews';
import * as facilitiesData from '../src/data/facilities';
import * as companiesData from '../src/data/companies';
import * as staffingData from '../src/data/staffing';
import * as coverageWeeksData from '../src/data/coverageWeeks';
import * as calendarWeeksData from '../src/data/calendarWeeks';
import * as teamData from '../src/data/team';
import * as insightsData from '../src/data/insights';
import { defined } from './support/defined';

const db: Firestore = getFirestore(initializeApp({ projectId: 'demo-index-check', apiKey: 'x' }, 'index-check'));
const indexes = (JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as { indexes: IndexDef[] }).indexes;

type QueryMaker = (...a: unknown[]) => Query | Query[];
// Imported here (not by file name at run time) so that the queries count as used where they are used.
const MODULES: Record<string, Record<string, unknown>> = {
  'data/shifts.ts': shiftsData,
  'data/shiftWindows.ts': shiftWindowsData,
  'data/noShows.ts': noShowsData,
  'data/alertFeed.ts': alertFeedData,
  'data/shiftPosting.ts': shiftPostingData,
  'data/invoices.ts': invoicesData,
  'data/history.ts': historyData,
  'data/blocks.ts': blocksData,
  'data/reviewPages.ts': reviewPagesData,
  'data/reviews.ts': reviewsData,
  'data/facilities.ts': facilitiesData,
  'data/companies.ts': companiesData,
  'data/staffing.ts': staffingData,
  'data/coverageWeeks.ts': coverageWeeksData,
  'data/calendarWeeks.ts': calendarWeeksData,
  'data/team.ts': teamData,
  'data/insights.ts': insightsData,
};

const SRC = join(process.cwd(), 'src');
const apiFiles = [
  ...readdirSync(join(SRC, 'features')).map((f) => join(SRC, 'features', f)),
  join(SRC, 'session'),
].flatMap((dir) =>
  readdirSync(dir)
    .filter((n) => /Api\.ts$/.test(n))
    .map((n) => relative(SRC, join(dir, n))),
);
const dataFiles = readdirSync(join(SRC, 'data'))
  .filter((n) => /\.ts$/.test(n) && !/\.test\.ts$/.test(n))
  .map((n) => relative(SRC, join(SRC, 'data', n)));
const declared = [...apiFiles, ...dataFiles].flatMap((file) =>
  [...readFileSync(join(SRC, file), 'utf8').matchAll(/export (?:const|function) (\w+Query)\b/g)].flatMap(([, name]) =>
    name ? [{ file, name }] : [],
  ),
);

// Sample arguments for each query, with the shapes the screens use (two facilities where a list is taken, and a
// company's part, one query on companyId, where a scope is).
const COMPANY = { companyId: 'co' };
const T0 = Date.UTC(2026, 10, 1);
const SAMPLES: Record<string, unknown[][]> = {
  facilitiesOwnedByQuery: [['uid']],
  facilityInvitesQuery: [['maple-grove']],
  alertFeedQuery: [['uid']],
  facilitiesAdministeredByQuery: [['uid']],
  companiesOwnedByQuery: [['uid']],
  companyFacilitiesQuery: [['co']],
  allFacilitiesQuery: [[]],
  allCompaniesQuery: [[]],
  invoicesPageQuery: [['uid'], ['uid', T0 / 1000]],
  invoiceByIdQuery: [['uid', 'in_1']],
  invoicesWithStatusQuery: [['uid', 'open']],
  shiftsPageQuery: [[['f1']], [['f1', 'f2'], T0], [COMPANY], [COMPANY, T0]],
  createdBetweenQuery: [['f1', T0 - 99, T0, 200]],
  shiftsStartingBetweenQuery: [
    [['f1'], T0, T0 + 1],
    [['f1', 'f2'], T0, T0 + 1],
    [COMPANY, T0, T0 + 1],
  ],
  timesheetWeekQuery: [
    [['f1'], T0, T0 + 1, T0],
    [['f1', 'f2'], T0, T0 + 1, T0, { start: T0, end: T0, id: 's1' }, 25],
    [['f1'], T0, T0 + 1, T0, null, 5000, true],
    [['f1', 'f2'], T0, T0 + 1, T0, null, 5000, true],
    [COMPANY, T0, T0 + 1, T0],
    [COMPANY, T0, T0 + 1, T0, { start: T0, end: T0, id: 's1' }, 25],
    [COMPANY, T0, T0 + 1, T0, null, 5000, true],
  ],
  calendarRangeQuery: [['f1', T0, T0 + 1]],
  anyShiftOfFacilityQuery: [['f1']],
  needsQuery: [['f1']],
  coverageWeeksQuery: [['f1', ['2026-11-22', '2026-11-29']]],
  facilityWeeksQuery: [['f1', 'coverageWeeks', ['2026-11-22'], 3]],
  calendarWeeksQuery: [
    ['f1', ['2026-11-01', '2026-11-08', '2026-11-15', '2026-11-22', '2026-11-29', '2026-12-06', '2026-12-13']],
  ],
  insightsWeeksQuery: [
    [{ collection: 'facilities', id: 'f1' }, ['2026-11-22', '2026-11-29']],
    [{ collection: 'companies', id: 'co' }, ['2026-11-22', '2026-11-29']],
    [{ collection: 'customers', id: 'uid' }, ['2026-11-22', '2026-11-29']],
  ],
  reviewCandidatesQuery: [
    [['f1'], T0],
    [['f1', 'f2'], T0],
    [COMPANY, T0],
  ],
  pastReviewsQuery: [[['f1']], [['f1', 'f2'], T0]],
  futureShiftsOfWorkerQuery: [['f1', 'w1', T0]],
  approvedShiftsStartingQuery: [['f1', T0, T0 + 1]],
  firstApprovedShiftQuery: [['f1', 'w1']],
  alertsWindowQuery: [['f1', T0]],
  reviewsSubmittedSinceQuery: [
    [['f1'], T0, 5],
    [['f1', 'f2'], T0, 5],
  ],
  unfilledSoonQuery: [
    [['f1'], T0, T0 + 1],
    [['f1', 'f2'], T0, T0 + 1],
    [COMPANY, T0, T0 + 1],
  ],
  recentShiftsQuery: [
    [['f1'], T0, T0 + 1],
    [['f1', 'f2'], T0, T0 + 1, { at: T0, id: 's1' }],
    [COMPANY, T0, T0 + 1],
    [COMPANY, T0, T0 + 1, { at: T0, id: 's1' }],
  ],
  facilityNoShowsQuery: [
    [['f1'], T0],
    [['f1', 'f2'], T0],
    [COMPANY, T0],
  ],
  latestRecentShiftQuery: [
    [['f1'], 'w1', T0, T0 + 1],
    [['f1', 'f2'], 'w1', T0, T0 + 1],
    [COMPANY, 'w1', T0, T0 + 1],
  ],
  workerShiftsPageQuery: [
    [['f1'], 'w1'],
    [['f1', 'f2'], 'w1', { at: T0, id: 's1' }],
    [COMPANY, 'w1'],
    [COMPANY, 'w1', { at: T0, id: 's1' }],
  ],
  workedShiftsQuery: [
    [['f1'], 'w1', T0],
    [['f1', 'f2'], 'w1', T0, 100],
    [COMPANY, 'w1', T0],
    [COMPANY, 'w1', T0, 100],
  ],
  workerReviewsQuery: [
    [['f1'], 'w1'],
    [['f1', 'f2'], 'w1'],
  ],
  todayWindowQuery: [
    [['f1'], T0, T0 + 1],
    [['f1', 'f2'], T0, T0 + 1],
    [COMPANY, T0, T0 + 1],
  ],
  stillOnQuery: [
    [['f1'], T0],
    [['f1', 'f2'], T0],
    [COMPANY, T0],
  ],
  startedShiftsQuery: [
    [['f1'], 'w1', T0, T0 + 1],
    [['f1', 'f2'], 'w1', T0, T0 + 1],
    [COMPANY, 'w1', T0, T0 + 1],
  ],
  noShowsQuery: [
    [['f1'], 'w1', T0],
    [['f1', 'f2'], 'w1', T0],
    [COMPANY, 'w1', T0],
  ],
  shiftHistoryQuery: [['s1', 'f1']],
  claimedShiftsStartingQuery: [
    ['f1', { from: T0, to: T0 + 1, now: T0 }, null, 13],
    ['f1', { from: T0, to: T0 + 1, now: T0 }, { start: T0, end: T0 + 1, id: 's1' }, 13],
  ],
  activityQuery: [
    [['f1'], null, null, 25],
    [['f1', 'f2'], null, T0, 25],
    [['f1'], 'edited', null, 25],
    [['f1', 'f2'], 'cancelled', T0, 25],
    [COMPANY, null, T0, 25],
    [COMPANY, 'edited', null, 25],
  ],
};

async function build(file: string, name: string, args: unknown[]): Promise<Query[]> {
  const made = (defined(MODULES[file]?.[name], `${name} of ${file}`) as QueryMaker)(db, ...args);
  return Array.isArray(made) ? made : [made];
}

describe('firestore.indexes.json', () => {
  it('finds the declared queries', () => {
    expect(declared.length).toBeGreaterThan(5);
  });

  it.each([...new Set(declared.map((d) => d.file))])('imports %s, which declares queries', (file) => {
    expect(MODULES[file], `import ${file} into MODULES in tests/indexes.test.ts`).toBeDefined();
  });

  it.each(declared.map((d) => [d.name, d.file]))('%s (%s) has sample arguments here', (name) => {
    expect(SAMPLES[name], `add sample arguments for ${name} to tests/indexes.test.ts`).toBeDefined();
  });

  it.each(declared.filter((d) => SAMPLES[d.name]).map((d) => [d.name, d.file]))(
    '%s (%s) has every index it needs',
    async (name, file) => {
      for (const args of defined(SAMPLES[name], `the samples of ${name}`)) {
        for (const q of await build(file, name, args)) {
          const need = indexNeed(q);
          if (need) expect(findIndex(need, indexes), `missing index ${describeNeed(need)}`).toBeDefined();
        }
      }
    },
  );
});
