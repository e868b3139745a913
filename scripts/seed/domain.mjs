// src/domain's rules for the seed, so the demo data places its times and words them as the portal does. Node 20 cannot
// import .ts: the modules below are bundled in memory with the rolldown that vite carries (about 0.2 s; jiti took
// 1.3 s) and imported from the bundle.
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MODULES = [
  'compliance',
  'complianceCheck',
  'zonedTime',
  'shiftTimes',
  'timesheetWeek',
  'timesheetHours',
  'hoursSpan',
  'history',
  'medPass',
  'types',
  'staffing',
  'shiftDefaults',
  'coverageWeeks',
  'calendarWeeks',
  'insightsWeeks',
  'workerLinks',
  'companyDirectory',
  'companyToday',
];
const ENTRY = '\0seed-domain';

const bundle = await rolldown({
  input: ENTRY,
  cwd: ROOT,
  logLevel: 'warn',
  plugins: [
    {
      name: 'seed-domain',
      resolveId: (id) => (id === ENTRY ? id : null),
      load: (id) => (id === ENTRY ? MODULES.map((m) => `export * from './src/domain/${m}.ts';`).join('\n') : null),
    },
  ],
});
const { output } = await bundle.generate({ format: 'esm' });
await bundle.close();

export const {
  addDays,
  calendarDateIn,
  cancelReasonText,
  CANCEL_REASON_TYPES,
  CHECK_PAGE_SHIFTS,
  CHECK_PAGE_WORKERS,
  calendarWeeksOf,
  calendarWeekPath,
  companyTodaysOf,
  coverageWeeksOf,
  COVID_VACCINATION,
  directoriesOf,
  DEFAULT_DOCUMENT_REQUIREMENTS,
  DEFAULT_TZ,
  formatHours,
  insightsWeeksOf,
  isMedPassForced,
  MED_PASS,
  needsDocId,
  offersMedPass,
  personName,
  POSITIONS,
  REJECT_REASON_LABELS,
  SHIFT_DEFAULTS,
  shiftOnDate,
  startOfDayIn,
  spanHours,
  timesheetSunday,
  weekRange,
  workerLinkPath,
  workerLinksOf,
  workerName,
} = await import(`data:text/javascript;base64,${Buffer.from(output[0].code).toString('base64')}`);
