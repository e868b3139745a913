// What the reports page reads, through src/data: the quarter's approved entries (a page at a time), the counts of
// its entries not yet approved, and the workers' first approved shifts (their hire dates in the PBJ file).
import type { Firestore } from '../../data/db';
import { scopeOfFacilities } from '../../lib/firebase/facilityChunks';
import { countTimesheetWeek, fetchApprovedShiftsStarting, fetchFirstApprovedShifts } from '../../data/shiftWindows';
import { AGGREGATE_LIMIT } from '../../data/shifts';
import { timesheetCutoff } from '../../domain/timesheetWeek';
import { calendarDateIn, startOfDayIn } from '../../domain/zonedTime';
import { countedTimes } from '../../domain/timesheetHours';
import { pbjReport, quarterDates, quarterRange, type FiscalQuarter, type PbjReport } from '../../domain/pbj';

/** The longest a counted span may reach before a shift's start: an adjustment's 12 hours (timesheetHours.ts). */
const BEFORE_START_MS = 12 * 3_600_000;
/** ...and after it: a 12-hour shift and an adjustment's 12 hours past its end. */
const AFTER_START_MS = 24 * 3_600_000;

export interface PbjQuarter extends PbjReport {
  /** the quarter's timesheet entries not approved yet; `notApprovedCapped` when a month counted the most it may */
  notApproved: number;
  notApprovedCapped: boolean;
  /** approved entries read */
  read: number;
}

/**
 * The quarter's report: the approved entries whose counted times may fall on its dates (those starting from a day
 * before it to 12 hours after it; pbjReport keeps the hours of its dates), and the entries of the quarter not yet
 * approved, counted a month at a time (an aggregation counts at most AGGREGATE_LIMIT).
 */
export async function fetchPbjQuarter(
  db: Firestore,
  facilityId: string,
  tz: string,
  quarter: FiscalQuarter,
  now: number,
  onPage?: (read: number) => void,
): Promise<PbjQuarter> {
  const { from, to } = quarterRange(quarter, tz);
  const [shifts, counts] = await Promise.all([
    fetchApprovedShiftsStarting(db, facilityId, from - AFTER_START_MS, to + BEFORE_START_MS, onPage),
    Promise.all(
      monthsOf(quarter, tz).map((m) =>
        countTimesheetWeek(db, scopeOfFacilities([facilityId]), {
          from: m.from,
          to: m.to,
          cutoff: timesheetCutoff(now),
        }),
      ),
    ),
  ]);
  const report = pbjReport(
    shifts.map((s) => ({
      id: s.id,
      nurseId: s.nurseId ?? '',
      nurseType: s.nurseType,
      clockIn: s.clockIn,
      clockOut: s.clockOut,
      adjustment: s.timesheetAdjustment ?? null,
    })),
    quarter,
    tz,
  );
  return {
    ...report,
    notApproved: counts.reduce((t, c) => t + Math.max(0, c.entries - c.approved), 0),
    notApprovedCapped: counts.some((c) => c.entries >= AGGREGATE_LIMIT),
    read: shifts.length,
  };
}

/** The quarter's three months as instants in tz. */
function monthsOf(quarter: FiscalQuarter, tz: string): { from: number; to: number }[] {
  const { first } = quarterDates(quarter);
  const starts = [0, 1, 2, 3].map((i) => {
    const month = Number(first.slice(5, 7)) + i;
    const year = Number(first.slice(0, 4)) + Math.floor((month - 1) / 12);
    return `${year}-${String(((month - 1) % 12) + 1).padStart(2, '0')}-01`;
  });
  return starts.slice(0, 3).map((s, i) => ({ from: startOfDayIn(s, tz), to: startOfDayIn(starts[i + 1]!, tz) }));
}

/**
 * Each worker's hire date at the facility (YYYY-MM-DD in tz): the date their first approved shift there began (its
 * counted clock-in when earlier than its start), so no hours of the file come before it.
 */
export async function fetchHireDates(
  db: Firestore,
  facilityId: string,
  tz: string,
  workerIds: readonly string[],
): Promise<Record<string, string>> {
  const firsts = await fetchFirstApprovedShifts(db, facilityId, workerIds);
  return Object.fromEntries(
    Object.entries(firsts).map(([id, s]) => {
      const clockIn = countedTimes({ ...s, adjustment: s.timesheetAdjustment ?? null }).clockIn ?? s.start;
      return [id, calendarDateIn(Math.min(s.start, clockIn), tz)];
    }),
  );
}
