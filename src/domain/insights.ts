// Insights: the weeks a period covers, what each figure counts, and the figures made from the counts. The counts come
// from the entries of the insights weeks (src/domain/insightsWeeks.ts), one per shift and invoice, counted here into
// the period's weeks. Weeks are Sunday weeks in one time zone (the facility's; a company's facilities may lie in
// several zones, so a company is read in America/Chicago). The current week runs up to now: the figures are of shifts
// that started in the period, so a shift later today is not yet counted.
import type { InsightsShiftEntry, SpendEntry } from './insightsWeeks';
import { CANCEL_REASON_TYPES, POSITIONS, type CancelReasonType, type NurseType } from './types';
import { calendarDateIn, wallTimeIn } from './zonedTime';

export const INSIGHTS_PERIODS = [
  { weeks: 4, label: 'Last 4 weeks' },
  { weeks: 12, label: 'Last 12 weeks' },
] as const;
export type InsightsWeeks = (typeof INSIGHTS_PERIODS)[number]['weeks'];

export interface InsightsWeek {
  /** the week's Sunday, YYYY-MM-DD in the zone */
  sunday: string;
  /** [from, to): Sunday 00:00 in the zone to the next Sunday 00:00, or to now for the current week */
  from: number;
  to: number;
}

const addDays = (ymd: string, days: number) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The `count` Sunday weeks that end with the week of `now` in `tz`, oldest first. */
export function insightsWeeks(now: number, count: number, tz: string): InsightsWeek[] {
  const today = calendarDateIn(now, tz);
  const thisSunday = addDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay());
  return Array.from({ length: count }, (_, i) => {
    const sunday = addDays(thisSunday, -7 * (count - 1 - i));
    const from = wallTimeIn(sunday, '00:00', tz);
    const next = wallTimeIn(addDays(sunday, 7), '00:00', tz);
    return { sunday, from, to: Math.min(next, now) };
  });
}

/** What is counted for one week. */
export interface WeekCounts {
  sunday: string;
  /** active (not cancelled) shifts that started in the week */
  posted: number;
  /** of those, the ones a worker claimed */
  filled: number;
  cancelled: number;
  /** approved timesheet hours of the week's shifts */
  hoursApproved: number;
  /** invoices created in the week, in cents */
  spendOpenCents: number;
  spendPaidCents: number;
}

interface PositionCounts {
  position: NurseType;
  posted: number;
  filled: number;
}

export interface InsightsCounts {
  weeks: WeekCounts[];
  cancelledByReason: Record<CancelReasonType, number>;
  byPosition: PositionCounts[];
}

/**
 * The counts of every week of the period: posted is an active shift that started in the week, filled one of those a
 * worker claimed, hours the approved hours of active shifts, cancelled a cancelled shift that would have started in
 * the week; spend the invoices created in the week (their `created` in whole seconds, compared with the week's bounds
 * rounded up to a second), open and paid. The reasons and positions are over the whole period. Only the entries of
 * `facilityIds` count.
 */
export function countInsights(
  shifts: readonly InsightsShiftEntry[],
  invoices: readonly SpendEntry[],
  facilityIds: readonly string[],
  weeks: readonly InsightsWeek[],
): InsightsCounts {
  const ids = new Set(facilityIds);
  const from = weeks[0]?.from ?? 0;
  const to = weeks[weeks.length - 1]?.to ?? 0;
  const inPeriod = shifts.filter((e) => ids.has(e.facilityId) && e.start >= from && e.start < to);
  const active = (e: InsightsShiftEntry) => e.state !== 'cancelled';
  const weekCounts = weeks.map((week): WeekCounts => {
    const inWeek = inPeriod.filter((e) => e.start >= week.from && e.start < week.to);
    const [fromS, toS] = [Math.ceil(week.from / 1000), Math.ceil(week.to / 1000)];
    const spend = (status: string) =>
      invoices
        .filter((i) => i.status === status && i.created >= fromS && i.created < toS)
        .reduce((cents, i) => cents + i.amountDue, 0);
    return {
      sunday: week.sunday,
      posted: inWeek.filter(active).length,
      filled: inWeek.filter((e) => e.state === 'filled').length,
      cancelled: inWeek.filter((e) => e.state === 'cancelled').length,
      hoursApproved: roundHours(inWeek.reduce((h, e) => h + (active(e) && e.hours !== null ? e.hours : 0), 0)),
      spendOpenCents: spend('open'),
      spendPaidCents: spend('paid'),
    };
  });
  const cancelled = inPeriod.filter((e) => e.state === 'cancelled');
  return {
    weeks: weekCounts,
    cancelledByReason: Object.fromEntries(
      CANCEL_REASON_TYPES.map((reason) => [reason, cancelled.filter((e) => e.reason === reason).length]),
    ) as Record<CancelReasonType, number>,
    byPosition: POSITIONS.map((position) => {
      const of = inPeriod.filter((e) => active(e) && e.position === position);
      return { position, posted: of.length, filled: of.filter((e) => e.state === 'filled').length };
    }),
  };
}

export interface InsightsTotals {
  posted: number;
  filled: number;
  /** filled / posted, or null when nothing was posted */
  fillRate: number | null;
  cancelled: number;
  hoursApproved: number;
  spendOpenCents: number;
  spendPaidCents: number;
}

/** filled / posted; null when nothing was posted (a rate of nothing is not 0%). */
export function fillRate(filled: number, posted: number): number | null {
  return posted > 0 ? filled / posted : null;
}

/** Hours to two places, summed without the float noise of many additions. */
export function roundHours(hours: number): number {
  return Math.round(hours * 100) / 100;
}

export function insightsTotals(weeks: readonly WeekCounts[]): InsightsTotals {
  const sum = (pick: (w: WeekCounts) => number) => weeks.reduce((total, w) => total + pick(w), 0);
  const posted = sum((w) => w.posted);
  const filled = sum((w) => w.filled);
  return {
    posted,
    filled,
    fillRate: fillRate(filled, posted),
    cancelled: sum((w) => w.cancelled),
    hoursApproved: roundHours(sum((w) => w.hoursApproved)),
    spendOpenCents: sum((w) => w.spendOpenCents),
    spendPaidCents: sum((w) => w.spendPaidCents),
  };
}

/** What a rate of nothing reads: a period or week without shifts has no fill rate (not 0%, not NaN). */
export const NO_SHIFTS = 'No shifts';

/** '83%' (whole percent), or 'No shifts' when nothing was posted. */
export function formatRate(rate: number | null): string {
  return rate === null ? NO_SHIFTS : `${Math.round(rate * 100)}%`;
}

/** '12.50' */
export function formatHours(hours: number): string {
  return roundHours(hours).toFixed(2);
}

/** A week's label on a chart axis and in its table: the Sunday as M/D. */
export function weekLabel(sunday: string): string {
  return `${Number(sunday.slice(5, 7))}/${Number(sunday.slice(8, 10))}`;
}

/** The reasons in the spec's order, each with its count (zero included, so the chart keeps its bars). */
export function cancellationsByReason(counts: Record<CancelReasonType, number>) {
  return CANCEL_REASON_TYPES.map((reason) => ({ reason, count: counts[reason] ?? 0 }));
}
