// The Insights figures, from the shifts and invoices collections. The figures come from aggregation queries (count,
// sum) per week and per status, never from reading the shifts: a facility with 20,000 shifts in the period costs about
// one read per 1,000 shifts counted. Each query carries a limit, as the rules require of every shift and invoice
// query (they cannot tell an aggregation from a document query).
import { count, type Firestore, sum } from 'firebase/firestore';
import { getAggregateFromServer } from './online';
import { invoicesCreatedQuery } from './invoices';
import { perFacilityChunk } from '../lib/firebase/facilityChunks';
import {
  AGGREGATE_LIMIT,
  cancelledForReasonQuery,
  positionShiftsQuery,
  weekShiftsQuery,
  type WeekShiftKind,
} from './shifts';
import { type InsightsCounts, type InsightsWeek, roundHours, type WeekCounts } from '../domain/insights';
import { CANCEL_REASON_TYPES, type CancelReasonType, POSITIONS } from '../domain/types';

/** Hours of an approved timesheet entry, written with the approval (the clock times' span, to two places). */
const APPROVED_HOURS_FIELD = 'approvedHours';

// ---- reads ------------------------------------------------------------------------------------

type ShiftQueryOf = (ids: string[]) => ReturnType<typeof weekShiftsQuery>;

/** How many shifts a query matches across the facilities' chunks (and the sum of a numeric field, if asked). */
async function countAcross(
  facilityIds: readonly string[],
  queryOf: ShiftQueryOf,
  sumField?: string,
): Promise<{ count: number; sum: number; capped: boolean }> {
  const parts = await perFacilityChunk(facilityIds, async (ids) => {
    const snap = await getAggregateFromServer(
      queryOf(ids),
      sumField ? { n: count(), total: sum(sumField) } : { n: count() },
    );
    const data = snap.data() as { n: number; total?: number | null };
    return { count: data.n, sum: data.total ?? 0 };
  });
  return {
    count: parts.reduce((t, p) => t + p.count, 0),
    sum: parts.reduce((t, p) => t + p.sum, 0),
    capped: parts.some((p) => p.count >= AGGREGATE_LIMIT),
  };
}

export interface InsightsAnswer extends InsightsCounts {
  /** true when some count reached AGGREGATE_LIMIT (the figure is then at least what is shown) */
  capped: boolean;
}

/** The counts and sums of every week of the period, of the facilities and of the customer's invoices. */
export async function fetchInsights(
  db: Firestore,
  facilityIds: readonly string[],
  customerId: string,
  weeks: readonly InsightsWeek[],
): Promise<InsightsAnswer> {
  let capped = false;
  const counted = async (queryOf: ShiftQueryOf, sumField?: string) => {
    if (facilityIds.length === 0) return { count: 0, sum: 0 };
    const answer = await countAcross(facilityIds, queryOf, sumField);
    capped ||= answer.capped;
    return answer;
  };
  const spend = async (status: 'open' | 'paid', week: InsightsWeek) => {
    const snap = await getAggregateFromServer(
      invoicesCreatedQuery(db, customerId, status, Math.ceil(week.from / 1000), Math.ceil(week.to / 1000)),
      { n: count(), cents: sum('invoice.amount_due') },
    );
    const data = snap.data();
    capped ||= data.n >= AGGREGATE_LIMIT;
    return data.cents ?? 0;
  };
  const from = weeks[0]?.from ?? 0;
  const to = weeks[weeks.length - 1]?.to ?? 0;

  const weekCounts = Promise.all(
    weeks.map(async (week): Promise<WeekCounts> => {
      const of = (kind: WeekShiftKind) => (ids: string[]) => weekShiftsQuery(db, ids, kind, week.from, week.to);
      const [posted, filled, approved, cancelled, spendOpenCents, spendPaidCents] = await Promise.all([
        counted(of('posted')),
        counted(of('filled')),
        counted(of('approved'), APPROVED_HOURS_FIELD),
        counted(of('cancelled')),
        spend('open', week),
        spend('paid', week),
      ]);
      return {
        sunday: week.sunday,
        posted: posted.count,
        filled: filled.count,
        cancelled: cancelled.count,
        hoursApproved: roundHours(approved.sum),
        spendOpenCents,
        spendPaidCents,
      };
    }),
  );
  const reasons = Promise.all(
    CANCEL_REASON_TYPES.map(
      async (reason) =>
        [reason, (await counted((ids) => cancelledForReasonQuery(db, ids, reason, from, to))).count] as const,
    ),
  );
  const positions = Promise.all(
    POSITIONS.map(async (position) => {
      const [posted, filled] = await Promise.all([
        counted((ids) => positionShiftsQuery(db, ids, position, false, from, to)),
        counted((ids) => positionShiftsQuery(db, ids, position, true, from, to)),
      ]);
      return { position, posted: posted.count, filled: filled.count };
    }),
  );
  const [weekList, reasonList, byPosition] = await Promise.all([weekCounts, reasons, positions]);
  return {
    weeks: weekList,
    cancelledByReason: Object.fromEntries(reasonList) as Record<CancelReasonType, number>,
    byPosition,
    capped,
  };
}
