// The Insights figures counted the other way: by Firestore's aggregation queries over the shifts and invoices (count
// and sum per week, status, reason and position), as the page once counted them. The emulator tests compare it with
// what the insights weeks give (src/data/insights.ts) on the seeded demo: the two must agree to the cent.
import {
  collection,
  count,
  getAggregateFromServer,
  limit,
  query,
  sum,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { facilityShifts, startingIn } from '../../src/data/shifts';
import { perFacilityChunk } from '../../src/lib/firebase/facilityChunks';
import { roundHours, type InsightsCounts, type InsightsWeek, type WeekCounts } from '../../src/domain/insights';
import { CANCEL_REASON_TYPES, POSITIONS, type CancelReasonType } from '../../src/domain/types';

/** The rules' largest query limit, which every shift and invoice query carries. */
const LIMIT = 5000;

const KIND_FILTERS = {
  posted: [where('status', '==', 'active')],
  filled: [where('status', '==', 'active'), where('isFree', '==', false)],
  approved: [where('status', '==', 'active'), where('timesheetAction', '==', 'approved')],
  cancelled: [where('status', '==', 'cancelled')],
} satisfies Record<string, QueryConstraint[]>;

/** The counts of the period by aggregation queries over the facilities' shifts and the customer's invoices. */
export async function insightsByAggregation(
  db: Firestore,
  facilityIds: readonly string[],
  customerId: string,
  weeks: readonly InsightsWeek[],
): Promise<InsightsCounts> {
  const counted = async (constraints: QueryConstraint[], from: number, to: number, sumField?: string) => {
    const parts = await perFacilityChunk(facilityIds, async (ids) => {
      const q = facilityShifts(db, ids, ...constraints, ...startingIn(from, to), limit(LIMIT));
      const snap = await getAggregateFromServer(q, sumField ? { n: count(), total: sum(sumField) } : { n: count() });
      const data = snap.data() as { n: number; total?: number | null };
      return { n: data.n, total: data.total ?? 0 };
    });
    return { n: parts.reduce((t, p) => t + p.n, 0), total: parts.reduce((t, p) => t + p.total, 0) };
  };
  const spend = async (status: 'open' | 'paid', week: InsightsWeek) => {
    const q = query(
      collection(db, 'customers', customerId, 'invoices'),
      where('status', '==', status),
      where('invoice.created', '>=', Math.ceil(week.from / 1000)),
      where('invoice.created', '<', Math.ceil(week.to / 1000)),
      limit(LIMIT),
    );
    return (await getAggregateFromServer(q, { cents: sum('invoice.amount_due') })).data().cents ?? 0;
  };
  const from = weeks[0]?.from ?? 0;
  const to = weeks[weeks.length - 1]?.to ?? 0;
  const weekList = await Promise.all(
    weeks.map(async (week): Promise<WeekCounts> => {
      const [posted, filled, approved, cancelled, spendOpenCents, spendPaidCents] = await Promise.all([
        counted(KIND_FILTERS.posted, week.from, week.to),
        counted(KIND_FILTERS.filled, week.from, week.to),
        counted(KIND_FILTERS.approved, week.from, week.to, 'approvedHours'),
        counted(KIND_FILTERS.cancelled, week.from, week.to),
        spend('open', week),
        spend('paid', week),
      ]);
      return {
        sunday: week.sunday,
        posted: posted.n,
        filled: filled.n,
        cancelled: cancelled.n,
        hoursApproved: roundHours(approved.total),
        spendOpenCents,
        spendPaidCents,
      };
    }),
  );
  const reasons = await Promise.all(
    CANCEL_REASON_TYPES.map(
      async (reason) =>
        [
          reason,
          (
            await counted(
              [where('status', '==', 'cancelled'), where('cancellationReason.type', '==', reason)],
              from,
              to,
            )
          ).n,
        ] as const,
    ),
  );
  const byPosition = await Promise.all(
    POSITIONS.map(async (position) => {
      const of = [where('status', '==', 'active'), where('nurseType', '==', position)];
      const [posted, filled] = await Promise.all([
        counted(of, from, to),
        counted([...of, where('isFree', '==', false)], from, to),
      ]);
      return { position, posted: posted.n, filled: filled.n };
    }),
  );
  return {
    weeks: weekList,
    cancelledByReason: Object.fromEntries(reasons) as Record<CancelReasonType, number>,
    byPosition,
  };
}
