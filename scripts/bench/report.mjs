// bench/report.md and bench/report.json: this run's figures beside the previous run's (bench/report.json is committed
// with each run).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../emulators.mjs';
import { CALENDAR_RUNS, WEEK_RUNS } from './calendar.mjs';
import { KIB, median } from './common.mjs';
import { INP_RUNS, WEB_VITALS_VERSION } from './inp.mjs';
import { targetOf } from './routes.mjs';

/** The staffing plan's figures: a busy week's coverage, and the post of an empty week's gaps. */
function staffingLines(staffing) {
  if (!staffing || staffing.error) return [`not measured: ${staffing?.error ?? 'missing'}`];
  const { busyWeek: b, emptyWeek: e } = staffing;
  return [
    '| measure | figure |',
    '| --- | --- |',
    `| week of ${b.weekOf}: its shifts | ${b.weekShifts} |`,
    `| documents read from choosing the week to the table (target: the week's shifts at most once) | ${b.docsRead} |`,
    `| time from choosing the week to the table | ${b.tableMs} ms |`,
    `| an empty week's gaps posted (Post the gaps) | ${e.gaps} |`,
    `| from the click on Post to the toast / to Gaps 0 | ${e.postedMs} ms / ${e.gapsZeroMs} ms |`,
    `| longest task while posting (target: none over 200 ms) | ${e.longestTaskMs} ms ` +
      `(${e.longTasksOver200} over 200) |`,
  ];
}

/** Total blocking time of each run, in ms (Lighthouse's display value, '330 ms'). */
const blockingOf = (lh) => lh.metrics.map((m) => Number.parseFloat(String(m['total-blocking-time']).replace(/,/g, '')));

/** The dashboard's Lighthouse: this run's score and blocking time beside the previous run's. */
function dashboardLighthouseLines(lh, before) {
  if (lh.error) return [`not measured: ${lh.error}`];
  const had = before && !before.error;
  return [
    '| measure | this run | (previous run) | target |',
    '| --- | --- | --- | --- |',
    `| performance, median of ${lh.runs.length} (runs ${lh.runs.join(', ')}) | **${lh.median}** | ` +
      `${had ? before.median : '—'} | at least 95 |`,
    `| total blocking time, median (runs ${blockingOf(lh).join(', ')} ms) | **${median(blockingOf(lh))} ms** | ` +
      `${had ? `${median(blockingOf(before))} ms` : '—'} | under 200 ms |`,
    '',
    'First run: ' +
      Object.entries(lh.metrics[0] ?? {})
        .map(([k, v]) => `${k} ${v}`)
        .join(', ') +
      '.' +
      (lh.date ? ` Measured ${lh.date} alone (\`BENCH_ONLY=lighthouse-dashboard BENCH_RECORD=1\`).` : ''),
  ];
}

const DASHBOARD_LIGHTHOUSE = '## Lighthouse (dashboard of the demo facility, signed in, mobile simulated)';

/** The dashboard's Lighthouse measured alone: its section of the report (the last) and its figures replaced. */
export function recordDashboardLighthouse(lh) {
  const json = join(ROOT, 'bench/report.json');
  const md = join(ROOT, 'bench/report.md');
  const last = JSON.parse(readFileSync(json, 'utf8'));
  const text = readFileSync(md, 'utf8');
  const at = text.indexOf(DASHBOARD_LIGHTHOUSE);
  if (at < 0) throw new Error(`bench/report.md has no section '${DASHBOARD_LIGHTHOUSE}'`);
  const section = [DASHBOARD_LIGHTHOUSE, '', ...dashboardLighthouseLines(lh, last.lighthouseDashboard), ''];
  writeFileSync(md, text.slice(0, at) + section.join('\n'));
  writeFileSync(json, JSON.stringify({ ...last, lighthouseDashboard: lh }, null, 2) + '\n');
  console.log(section.join('\n'));
}

/**
 * The company's screens: documents read on the first view (target 60, the timesheet 100) and the time to content with
 * `All facilities` against one facility chosen (target at most 1.3 times that), beside the previous run's.
 */
/** A median's runs, in the order taken (a run that reached no content: —), when there were several. */
const runsOf = (m) => (m.runs?.length > 1 ? ` (${m.runs.map((ms) => (ms === null ? '—' : ms)).join(', ')})` : '');

function companyLines(company, previous) {
  if (!company) return ['not measured in this run'];
  if (company.error) return [`not measured: ${company.error}`];
  const was = (route, which, key) => previous?.find((r) => r.route === route)?.[which]?.[key] ?? '—';
  const lines = [
    '| route | facilities shown | documents read | (previous run) | target | time to content | (previous run) | ' +
      'target |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of company) {
    // as budgets.spec.ts holds them: the timesheet's page 100, the others 60
    const docsTarget = r.route === '/timesheet' ? 100 : 60;
    for (const [which, label] of [
      ['one', 'one'],
      ['all', `All facilities (${r.facilities})`],
    ]) {
      const m = r[which];
      if (m.error) {
        const why = /Timeout \d+ms/.test(m.error) ? 'no content in 60 s' : m.error.split('\n')[0];
        lines.push(`| ${r.route} | ${label} | not measured: ${why} | | | | | |`);
        continue;
      }
      const docs = `${docsTarget} ${m.docsRead <= docsTarget ? 'ok' : 'OVER'}`;
      const ratio = which === 'all' && r.one.ms ? m.ms / r.one.ms : null;
      const msTarget = ratio === null ? '—' : `1.3× one: ${ratio.toFixed(2)} ${ratio <= 1.3 ? 'ok' : 'OVER'}`;
      const failed = m.failedParts ? ` (${m.failedParts} part not loaded)` : '';
      const read = `${m.docsRead}${failed}`;
      lines.push(
        `| ${r.route} | ${label} | ${read} | ${was(r.route, which, 'docsRead')} | ${docs} | ${m.ms} ms${runsOf(m)} | ` +
          `${was(r.route, which, 'ms')} | ${msTarget} |`,
      );
    }
  }
  return lines;
}

/** A part measured alone and merged into this run's report (BENCH_ONLY_OUT, then BENCH_RENDER): says when and how. */
const aloneLines = (report, part) => {
  const alone = report.alone?.[part];
  return alone ? [`Measured alone (\`BENCH_ONLY=${alone.only}\`, ${alone.date}), not in the run above.`, ''] : [];
};

/**
 * Writes bench/report.md and report.json. `onlyPosting`: the last report stays as it was (each figure beside its own
 * previous one) but for its Post several section, which this run's post replaces, beside the last one.
 */
export function writeReport(report, { onlyPosting = false } = {}) {
  const kib = (n) => `${(n / KIB).toFixed(1)} KiB`;
  // the previous run's figures, shown beside this run's (bench/report.json is committed with each run)
  let previous = { routes: [] };
  try {
    previous = JSON.parse(readFileSync(join(ROOT, 'bench/report.json'), 'utf8'));
  } catch {
    /* a first run: nothing to compare with */
  }
  const before = (r) => previous.routes.find((p) => p.route === r.route && p.signedInAs === r.signedInAs);
  const was = (value, format) => (value == null ? '—' : format(value));
  const login = kib(targetOf('/authentication/basic/login'));
  const md = [
    '# ShiftCover benchmark',
    '',
    `Run ${report.date} on this machine (2 cores), production build served by vite preview, ` +
      'Firestore and Auth emulators. The timings (Lighthouse, the week view, INP, the month switch) are taken first, ' +
      'before the screens of the huge facility; Post several last.',
    '',
    '## JavaScript per route (gzip -9, first load) and documents read',
    '',
    ...aloneLines(report, 'routes'),
    '| route | signed in as | JS gzip | (previous run) | target | files | documents read | (previous run) | treemap |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...report.routes.map((r) => {
      const verdict = `${kib(targetOf(r.route))} ${r.jsGzip <= targetOf(r.route) ? 'ok' : 'OVER'}`;
      const cells = [
        r.route,
        r.signedInAs ?? 'signed out',
        kib(r.jsGzip),
        was(before(r)?.jsGzip, kib),
        verdict,
        r.files,
        r.docsRead,
        was(before(r)?.docsRead, String),
        r.treemap ? `[${r.treemap}](treemap.html)` : '—',
      ];
      return `| ${cells.join(' | ')} |`;
    }),
    '',
    `The budget test in \`npm test\` holds login to ${login}, the dashboard to ` +
      `${kib(targetOf('/'))} and every other screen to its target or, where it is over, to where it was measured. ` +
      "A treemap's gzip sizes are each module's compressed alone, so they add up to more than the route's figure.",
    '',
    '## /insights, last 12 weeks (the insights weeks; from choosing Last 12 weeks to the figures)',
    '',
    ...aloneLines(report, 'insights'),
    '| signed in as | shifts posted in the period | documents read | (previous run) | target | time to the figures | ' +
      '(previous run) | target |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...report.insights.map((r) => {
      if (r.error) return `| ${r.signedInAs} | not measured: ${r.error.split('\n')[0]} | | | | | | |`;
      const had = previous.insights?.find((p) => p.signedInAs === r.signedInAs && !p.error);
      return (
        `| ${r.signedInAs} | ${r.posted} | ${r.docsRead} | ${was(had?.docsRead, String)} | ` +
        `30 ${r.docsRead <= 30 ? 'ok' : 'OVER'} | ${r.ms} ms | ${was(had?.ms, (ms) => `${ms} ms`)} | ` +
        `1500 ms ${r.ms <= 1500 ? 'ok' : 'OVER'} |`
      );
    }),
    '',
    'bench-huge@shiftcover.test is a facility with 20,000 shifts in the last 12 weeks, 500 invoices and 200 workers; ' +
      'bench-company@shiftcover.test a company of 60 facilities (All facilities), about 1,000 shifts each a year. ' +
      "The figures are counted from the facility's (or the company's) insights weeks and the customer's spend weeks, " +
      'two queries of at most 14 documents each.',
    '',
    '## Worker page (/workers/{id}): a worker with 300 shifts at a facility with 20,000',
    '',
    '| signed in as | worker | shifts worked | documents read | time to the figures |',
    '| --- | --- | --- | --- | --- |',
    `| ${report.worker.signedInAs} | ${report.worker.workerId} | ${report.worker.shiftsWorked} | ` +
      `${report.worker.docsRead} | ${report.worker.ms} ms |`,
    '',
    'Counts and sums by aggregation (one read per 1,000 index entries), the on-time share from the latest 100 worked ' +
      "shifts, one page of 10 of the worker's shifts, the worker record.",
    '',
    '## Staffing plan (/staffing) at bench-huge@shiftcover.test',
    '',
    ...staffingLines(report.staffing),
    '',
    ...aloneLines(report, 'staffing'),
    'This and /compliance (after it) are measured on emulators of their own, started anew with the same seed: the ' +
      'emulator runs the listeners of every page closed before again on each write, so late in the full run a write ' +
      "waited behind the hundred pages' listeners.",
    '',
    '## /compliance: 300 claimed shifts of the next 14 days, 3 each for 100 workers, at a facility with 20,000',
    '',
    ...aloneLines(report, 'compliance'),
    ...(!report.compliance
      ? ['not measured in this run']
      : report.compliance.error
        ? [`not measured: ${report.compliance.error}`]
        : [
            '| signed in as | claimed shifts | their workers | page | documents read | bound | problems | checked ' +
              '| time |',
            '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
            `| ${report.compliance.signedInAs} | ${report.compliance.claimedShifts} | ${report.compliance.workers} | ` +
              `first view | ${report.compliance.docsRead} | ${report.compliance.bound} | ` +
              `${report.compliance.problems} | ${report.compliance.checked} | ${report.compliance.ms} ms |`,
            `| | | | Check later shifts | ${report.compliance.nextDocsRead} | ${report.compliance.bound} | | ` +
              `${report.compliance.nextChecked} | ${report.compliance.nextMs} ms |`,
          ]),
    '',
    "Reached inside the app (the session and the Alerts read before). The bound of a page: its listener's " +
      'shifts (a page and one more, which says where the next begins) and, for each of its workers once, their ' +
      'record (the name) and their documents (one query each): at most CHECK_PAGE_WORKERS workers a page. The first ' +
      "load's count, session and Alerts included, is the routes table's /compliance row.",
    '',
    '## A company of 60 facilities (bench-company@shiftcover.test), first view of each screen',
    '',
    ...aloneLines(report, 'company'),
    ...companyLines(report.company, previous.company),
    '',
    'About 1,000 shifts a facility over a year (40 weeks back, 12 ahead), 300 workers, 15 facilities in each of ' +
      'the four zones of the contiguous US; on emulators of their own (the demo and the company). One facility: ' +
      "the URL's `?facility=` naming the first, as the sidebar's links carry the choice. Time to content: from " +
      "the navigation to the screen's main table or figure (scripts/bench/company.mjs): the median of each " +
      "choice's runs (in brackets), the two taken in turns; documents read: the most of any run.",
    '',
    `## Calendar month navigation (Chromium, 4x CPU throttling, median of ${CALENDAR_RUNS}, taken in turns)`,
    '',
    ...aloneLines(report, 'calendar'),
    `| shifts in the month | median | runs (ms) |`,
    '| --- | --- | --- |',
    `| 50 | ${report.calendar.small.medianMs} ms | ${report.calendar.small.runs.join(', ')} |`,
    `| 5,000 | ${report.calendar.large.medianMs} ms | ${report.calendar.large.runs.join(', ')} |`,
    '',
    `Ratio 5,000 / 50: **${report.calendar.ratio.toFixed(2)}** (target at most 1.3; ` +
      `${was(previous.calendar?.ratio, (v) => v.toFixed(2))} in the previous run).`,
    '',
    `## Calendar week view: a busy week (400 shifts) against a quiet one (12), from the click on Week View until ` +
      `the week is drawn and the main thread is free (4x CPU throttling, median of ${WEEK_RUNS}, taken in turns)`,
    '',
    ...aloneLines(report, 'week'),
    ...(report.week.error
      ? [`not measured: ${report.week.error}`]
      : [
          '| shifts in the week | median | runs (ms) |',
          '| --- | --- | --- |',
          `| 12 | ${report.week.quiet.medianMs} ms | ${report.week.quiet.runs.join(', ')} |`,
          `| 400 | ${report.week.busy.medianMs} ms | ${report.week.busy.runs.join(', ')} |`,
          '',
          `Ratio 400 / 12: **${report.week.ratio.toFixed(2)}** (target at most 1.5; ` +
            `${was(previous.week?.ratio, (v) => v.toFixed(2))} in the previous run).`,
        ]),
    '',
    `## Interaction to Next Paint (web-vitals ${WEB_VITALS_VERSION} in the page, 4x CPU throttling, ` +
      `median of ${INP_RUNS} fresh pages; target under 200 ms)`,
    '',
    '| interaction | signed in as | INP median | INP worst | runs (ms) | click to shown (median) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...[
      ['Load More of the shift list (/shifts)', 'loadMore'],
      ["the add-shift dialog's open (New on /shifts)", 'addShiftOpen'],
      ["the calendar's switch to Week View", 'viewSwitch'],
      ["the calendar's switch to Week View, 5,000 shifts in the month", 'viewSwitchBusy'],
    ].map(([label, key]) => {
      const x = report.inp[key];
      if (!x || x.error) return `| ${label} | | not measured: ${x?.error ?? 'missing'} | | | |`;
      const runs = x.runs.map((v) => (v == null ? '<16' : Math.round(v))).join(', ');
      const inps = `${Math.round(x.medianInp)} ms | ${Math.round(x.worstInp)} ms`;
      return `| ${label} | ${x.signedInAs} | ${inps} | ${runs} | ${x.medianShownMs} ms |`;
    }),
    '',
    'An interaction web-vitals does not report (none of its events took 16 ms) counts as 0 in the median.',
    '',
    '## Post several: 500 shifts (emulator started anew with the same seed, no throttling)',
    '',
    ...(report.posting.date ? [`Measured ${report.posting.date} (\`BENCH_ONLY=posting\`).`, ''] : []),
    '| from the click to the toast | (previous run) | to the list showing them | documents written | ' +
      'longest task while posting | tasks over 200 ms |',
    '| --- | --- | --- | --- | --- | --- |',
    report.posting.error
      ? `| not measured: ${report.posting.error} | ${was(previous.posting?.doneMs, (v) => `${v} ms`)} | | | | |`
      : `| ${report.posting.doneMs} ms | ${was(previous.posting?.doneMs, (v) => `${v} ms`)} | ` +
        `${report.posting.listMs} ms | ${report.posting.documentsWritten} | ` +
        `${report.posting.longestTaskMs} ms | ${report.posting.longTasksOver200} |`,
    '',
    `Next month of the quiet facility with those 500 added (4x throttling, median of 3): ` +
      `**${report.posting.monthWithThem.medianMs} ms** ` +
      `(runs ${report.posting.monthWithThem.runs.map((r) => r ?? 'failed').join(', ')}; ` +
      `${report.calendar.small.medianMs} ms before, with about 50).`,
    '',
    '## Lighthouse (login page, mobile simulated)',
    '',
    `Performance: **${report.lighthouse.median}** (runs ${report.lighthouse.runs.join(', ')}; target at least 98).`,
    '',
    DASHBOARD_LIGHTHOUSE,
    '',
    ...dashboardLighthouseLines(report.lighthouseDashboard, previous.lighthouseDashboard),
    '',
  ];
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  let text = md.join('\n');
  if (onlyPosting) {
    const section = (t) => /\n## Post several[\s\S]*?(?=\n## )/.exec(t)?.[0] ?? '';
    const last = readFileSync(join(ROOT, 'bench/report.md'), 'utf8');
    text = last.replace(section(last), section(text));
  }
  writeFileSync(join(ROOT, 'bench/report.md'), text);
  writeFileSync(join(ROOT, 'bench/report.json'), JSON.stringify(report, null, 2) + '\n');
  console.log(text);
}
