// Payroll-Based Journal: the quarter's approved hours of a facility, per worker, calendar day (in the facility's
// zone) and PBJ job title, and the XML file CMS takes.
//
// Source of every item, length, code and edit below: CMS, "PBJ Data Specifications" version 4.10.0 (published
// 2026-01-16; 4.00.0 and older are refused from April 1, 2026, edit -1021): its XSD nhpbj_4_10_0.xsd and its item
// values and edits, as republished in github.com/zannettidigitalassets-spec/spreadrun
// (pylib/spreadrun_api/validators/pbj/nhpbj_4_10_0.xsd and spec.json).
import { spanHours } from './hoursSpan';
import { countedTimes } from './timesheetHours';
import { addDays, calendarDateIn, startOfDayIn } from './zonedTime';
import type { NurseType } from './types';

/** The header's fileSpecVersion attribute (the XSD fixes it). */
const PBJ_FILE_SPEC_VERSION = '4.10.0';
/** payTypeCode 3: Contract (1 Exempt, 2 Non-exempt): agency staff. */
const PBJ_PAY_TYPE_CONTRACT = 3;
/**
 * jobTitleCode of each position (spec's item values: 7 Registered Nurse, 9 Licensed Practical/Vocational Nurse,
 * 10 Certified Nurse Aide). A Caregiver has no PBJ direct-care title: their hours are left out of the file.
 */
export const PBJ_JOB_TITLE_CODES: Record<NurseType, number | null> = { Caregiver: null, CNA: 10, LPN: 9, RN: 7 };
/** Positions in the order the page lists them. */
const PBJ_POSITIONS: readonly NurseType[] = ['RN', 'LPN', 'CNA'];
/** stateCode's enumeration in the XSD: the states, DC, Puerto Rico and the Virgin Islands. */
export const PBJ_STATE_CODES: readonly string[] = (
  'AK AL AR AZ CA CO CT DC DE FL GA HI IA ID IL IN KS KY LA MA MD ME MI MN MO MS MT NC ND NE NH NJ NM NV NY OH ' +
  'OK OR PA PR RI SC SD TN TX UT VA VI VT WA WI WV WY'
).split(' ');
/** facilityId: xs:token, 1 to 16 characters (edits -3702, -3793). We also keep it to letters, digits and '-'. */
const PBJ_FACILITY_ID_MAX = 16;
const PBJ_FACILITY_ID_PATTERN = /^[A-Za-z0-9-]{1,16}$/;
/** employeeId: 1 to 30 of these characters (edit -4018). */
const EMPLOYEE_ID_PATTERN = /^[A-Za-z0-9_,.\\-]{1,30}$/;
/** hours: 0 to 22.5, two decimals; an employee's hours of one date, all job titles, at most 22.5 (edit -4025). */
const PBJ_MAX_DAY_HOURS = 22.5;
const SOFTWARE_VENDOR_NAME = 'ShiftCover';
const SOFTWARE_PRODUCT_NAME = 'ShiftCover facility portal';
/** The file's layout: changed when what the file holds changes. */
const SOFTWARE_PRODUCT_VERSION = '1.0';

// ---- federal fiscal quarters -----------------------------------------------------------------

/** A federal fiscal quarter: Q1 is October to December of the calendar year before `fiscalYear`. */
export interface FiscalQuarter {
  fiscalYear: number;
  quarter: 1 | 2 | 3 | 4;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** The quarter a calendar date (YYYY-MM-DD) is in. */
export function quarterOfDate(dateKey: string): FiscalQuarter {
  const year = Number(dateKey.slice(0, 4));
  const month = Number(dateKey.slice(5, 7));
  if (month >= 10) return { fiscalYear: year + 1, quarter: 1 };
  return { fiscalYear: year, quarter: (Math.floor((month - 1) / 3) + 2) as 2 | 3 | 4 };
}

/** The quarter's first and last calendar dates (YYYY-MM-DD), both included. */
export function quarterDates(q: FiscalQuarter): { first: string; last: string } {
  const year = q.quarter === 1 ? q.fiscalYear - 1 : q.fiscalYear;
  const firstMonth = q.quarter === 1 ? 10 : (q.quarter - 2) * 3 + 1;
  const first = `${year}-${pad(firstMonth)}-01`;
  const next = firstMonth === 10 ? `${year + 1}-01-01` : `${year}-${pad(firstMonth + 3)}-01`;
  return { first, last: addDays(next, -1) };
}

/** The quarter's instants in tz: from its first midnight (inclusive) to the midnight after its last day. */
export function quarterRange(q: FiscalQuarter, tz: string): { from: number; to: number } {
  const { first, last } = quarterDates(q);
  return { from: startOfDayIn(first, tz), to: startOfDayIn(addDays(last, 1), tz) };
}

/** 'Oct 1 – Dec 31, 2026': the Quarter field's option. */
export function quarterLabel(q: FiscalQuarter): string {
  const { first, last } = quarterDates(q);
  const d = (key: string) => `${MONTHS[Number(key.slice(5, 7)) - 1]} ${Number(key.slice(8, 10))}`;
  return `${d(first)} – ${d(last)}, ${last.slice(0, 4)}`;
}

/** 'FY2027Q1': the quarter as a value (the field's, the URL's). */
export function quarterKey(q: FiscalQuarter): string {
  return `FY${q.fiscalYear}Q${q.quarter}`;
}

export function parseQuarterKey(text: string | null | undefined): FiscalQuarter | null {
  const m = /^FY(\d{4})Q([1-4])$/.exec(text ?? '');
  return m ? { fiscalYear: Number(m[1]), quarter: Number(m[2]) as FiscalQuarter['quarter'] } : null;
}

/** The quarter before. */
function previousQuarter(q: FiscalQuarter): FiscalQuarter {
  return q.quarter === 1
    ? { fiscalYear: q.fiscalYear - 1, quarter: 4 }
    : { fiscalYear: q.fiscalYear, quarter: (q.quarter - 1) as FiscalQuarter['quarter'] };
}

/** How many quarters the field offers: the current one and the seven before (two years). */
const QUARTERS_OFFERED = 8;

/** The Quarter field's choices: today's quarter in tz first, then the ones before. */
export function quarterChoices(now: number, tz: string): FiscalQuarter[] {
  const out = [quarterOfDate(calendarDateIn(now, tz))];
  while (out.length < QUARTERS_OFFERED) out.push(previousQuarter(out[out.length - 1]!));
  return out;
}

/** The file's name: pbj-{PBJ facility ID}-{fiscal year}Q{n}.xml. */
export function pbjFileName(pbjFacilityId: string, q: FiscalQuarter): string {
  return `pbj-${pbjFacilityId}-${q.fiscalYear}Q${q.quarter}.xml`;
}

// ---- hours by calendar day ---------------------------------------------------------------------

/**
 * The span [from, to) split at each midnight of tz: hours per calendar date. Each day's hours are the rounded
 * running total minus the one before, so the days add up to exactly the span's hours as the timesheet approves them
 * (spanHours), and a day's hours are what its clocks ran: a 23:00 to 07:00 night is 1 + 7, or 1 + 6 and 1 + 8 on the
 * nights the clocks go forward and back.
 */
export function hoursByDay(from: number, to: number, tz: string): { date: string; hours: number }[] {
  if (!(to > from)) return [];
  const out: { date: string; hours: number }[] = [];
  let date = calendarDateIn(from, tz);
  let doneCenti = 0;
  for (;;) {
    const next = startOfDayIn(addDays(date, 1), tz);
    const until = Math.min(next, to);
    const centi = Math.round(spanHours(from, until) * 100);
    if (centi > doneCenti) out.push({ date, hours: (centi - doneCenti) / 100 });
    doneCenti = centi;
    if (next >= to) return out;
    date = addDays(date, 1);
  }
}

/** An approved entry as the report counts it. */
export interface PbjEntry {
  id: string;
  nurseId: string;
  nurseType: NurseType | string;
  clockIn: number | null;
  clockOut: number | null;
  adjustment: { clockIn: number; clockOut: number } | null;
}

/** A row of 'Hours by day': a date and position with hours. */
interface PbjDayRow {
  date: string;
  position: NurseType;
  workers: number;
  hours: number;
}

/** One worker's hours of one date for one job title (an hourEntry). */
interface PbjHourEntry {
  workerId: string;
  date: string;
  jobTitleCode: number;
  hours: number;
}

export interface PbjReport {
  rows: PbjDayRow[];
  totals: { position: NurseType; hours: number }[];
  entries: PbjHourEntry[];
  /** the workers with hours in the file, by id */
  workerIds: string[];
  /** approved entries of positions with no PBJ job title (left out) */
  leftOut: number;
  /** approved entries without both times (nothing to count) */
  withoutTimes: number;
  /** a worker's dates over PBJ_MAX_DAY_HOURS (CMS refuses the file with them) */
  overLimit: { workerId: string; date: string; hours: number }[];
}

/**
 * The quarter's report from its approved entries (which may start up to a day before it or end after it: only the
 * hours of its dates count), every number in hundredths so that sums carry no float tail.
 */
export function pbjReport(entries: readonly PbjEntry[], q: FiscalQuarter, tz: string): PbjReport {
  const { first, last } = quarterDates(q);
  const byEntry = new Map<string, PbjHourEntry & { centi: number }>();
  let leftOut = 0;
  let withoutTimes = 0;
  for (const e of entries) {
    const code = PBJ_JOB_TITLE_CODES[e.nurseType as NurseType] ?? null;
    const { clockIn, clockOut } = countedTimes(e);
    if (clockIn === null || clockOut === null) {
      withoutTimes += 1;
      continue;
    }
    const inQuarter = hoursByDay(clockIn, clockOut, tz).filter((d) => d.date >= first && d.date <= last);
    if (inQuarter.length === 0) continue;
    if (code === null) {
      leftOut += 1;
      continue;
    }
    for (const d of inQuarter) {
      const key = `${e.nurseId}|${d.date}|${code}`;
      const had = byEntry.get(key);
      const centi = (had?.centi ?? 0) + Math.round(d.hours * 100);
      byEntry.set(key, { workerId: e.nurseId, date: d.date, jobTitleCode: code, hours: centi / 100, centi });
    }
  }
  const hourEntries = [...byEntry.values()].sort(
    (a, b) => cmp(a.workerId, b.workerId) || cmp(a.date, b.date) || a.jobTitleCode - b.jobTitleCode,
  );

  const rowsByKey = new Map<string, { date: string; position: NurseType; workers: Set<string>; centi: number }>();
  const dayTotals = new Map<string, number>();
  for (const h of hourEntries) {
    const position = PBJ_POSITIONS.find((p) => PBJ_JOB_TITLE_CODES[p] === h.jobTitleCode)!;
    const key = `${h.date}|${position}`;
    const row = rowsByKey.get(key) ?? { date: h.date, position, workers: new Set<string>(), centi: 0 };
    row.workers.add(h.workerId);
    row.centi += h.centi;
    rowsByKey.set(key, row);
    const dayKey = `${h.workerId}|${h.date}`;
    dayTotals.set(dayKey, (dayTotals.get(dayKey) ?? 0) + h.centi);
  }
  const order = (p: NurseType) => PBJ_POSITIONS.indexOf(p);
  const rows = [...rowsByKey.values()]
    .sort((a, b) => cmp(a.date, b.date) || order(a.position) - order(b.position))
    .map((r) => ({ date: r.date, position: r.position, workers: r.workers.size, hours: r.centi / 100 }));
  const totals = PBJ_POSITIONS.map((position) => ({
    position,
    hours: [...rowsByKey.values()].filter((r) => r.position === position).reduce((t, r) => t + r.centi, 0) / 100,
  }));
  const overLimit = [...dayTotals]
    .filter(([, centi]) => centi > PBJ_MAX_DAY_HOURS * 100)
    .map(([key, centi]) => {
      const [workerId = '', date = ''] = key.split('|');
      return { workerId, date, hours: centi / 100 };
    });
  return {
    rows,
    totals,
    entries: hourEntries.map(({ workerId, date, jobTitleCode, hours }) => ({ workerId, date, jobTitleCode, hours })),
    workerIds: [...new Set(hourEntries.map((h) => h.workerId))],
    leftOut,
    withoutTimes,
    overLimit,
  };
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// ---- the file ----------------------------------------------------------------------------------

/**
 * A worker's employeeId: stable (the same worker has the same id every quarter, which CMS matches across files: edit
 * -4016) and free of personal data. The worker's account id when it is of the allowed characters and length, else
 * 'SC' and a hash of it.
 */
export function pbjEmployeeId(workerId: string): string {
  if (EMPLOYEE_ID_PATTERN.test(workerId)) return workerId;
  return `SC${fnv1a(workerId, 0x811c9dc5)}${fnv1a(workerId, 0x01000193)}`;
}

function fnv1a(text: string, seed: number): string {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface PbjFileInput {
  pbjFacilityId: string;
  stateCode: string;
  quarter: FiscalQuarter;
  report: Pick<PbjReport, 'entries' | 'workerIds'>;
  /** each worker's hire date (YYYY-MM-DD): their first approved shift at the facility */
  hireDates: Record<string, string>;
}

/**
 * The staffing submission file: the header, an employee per worker with hours (employeeId, hireDate), and their
 * staffing hours per date with job title and pay type 3. processType "merge": the file adds these employees' days to
 * what the facility submits from its own payroll; "replace" would delete the quarter's hours already submitted.
 */
export function pbjXml(input: PbjFileInput): string {
  const { quarter } = input;
  const lines = [
    '<?xml version="1.0" encoding="ASCII"?>',
    `<nursingHomeData xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="nhpbj_4_10_0.xsd">`,
    `  <header fileSpecVersion="${PBJ_FILE_SPEC_VERSION}">`,
    `    <facilityId>${escapeXml(input.pbjFacilityId)}</facilityId>`,
    `    <stateCode>${escapeXml(input.stateCode)}</stateCode>`,
    `    <reportQuarter>${quarter.quarter}</reportQuarter>`,
    `    <federalFiscalYear>${quarter.fiscalYear}</federalFiscalYear>`,
    `    <softwareVendorName>${SOFTWARE_VENDOR_NAME}</softwareVendorName>`,
    `    <softwareProductName>${SOFTWARE_PRODUCT_NAME}</softwareProductName>`,
    `    <softwareProductVersion>${SOFTWARE_PRODUCT_VERSION}</softwareProductVersion>`,
    '  </header>',
    '  <employees>',
  ];
  for (const id of input.report.workerIds) {
    const hire = input.hireDates[id];
    lines.push('    <employee>', `      <employeeId>${escapeXml(pbjEmployeeId(id))}</employeeId>`);
    if (hire) lines.push(`      <hireDate>${hire}</hireDate>`);
    lines.push('    </employee>');
  }
  lines.push('  </employees>', '  <staffingHours processType="merge">');
  // each worker's entries by date, in the report's order
  const byWorker = new Map<string, Map<string, PbjHourEntry[]>>();
  for (const e of input.report.entries) {
    const days = byWorker.get(e.workerId) ?? new Map<string, PbjHourEntry[]>();
    days.set(e.date, [...(days.get(e.date) ?? []), e]);
    byWorker.set(e.workerId, days);
  }
  for (const id of input.report.workerIds) {
    lines.push(
      '    <staffHours>',
      `      <employeeId>${escapeXml(pbjEmployeeId(id))}</employeeId>`,
      '      <workDays>',
    );
    for (const [date, dayEntries] of byWorker.get(id) ?? []) {
      lines.push('        <workDay>', `          <date>${date}</date>`, '          <hourEntries>');
      for (const e of dayEntries) {
        lines.push(
          '            <hourEntry>',
          `              <hours>${e.hours.toFixed(2)}</hours>`,
          `              <jobTitleCode>${e.jobTitleCode}</jobTitleCode>`,
          `              <payTypeCode>${PBJ_PAY_TYPE_CONTRACT}</payTypeCode>`,
          '            </hourEntry>',
        );
      }
      lines.push('          </hourEntries>', '        </workDay>');
    }
    lines.push('      </workDays>', '    </staffHours>');
  }
  lines.push('  </staffingHours>', '</nursingHomeData>', '');
  return lines.join('\n');
}

/** The profile's `PBJ facility ID` field: its rule, as the rules check it too ('' clears it). */
export const PBJ_FACILITY_ID_INVALID = `PBJ facility ID: up to ${PBJ_FACILITY_ID_MAX} letters, digits or hyphens`;
export function pbjFacilityIdError(text: string): string | null {
  const v = text.trim();
  return v === '' || PBJ_FACILITY_ID_PATTERN.test(v) ? null : PBJ_FACILITY_ID_INVALID;
}
