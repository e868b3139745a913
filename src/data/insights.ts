// The Insights figures, from the insights and spend weeks (src/domain/insightsWeeks.ts, kept by the Cloud Functions
// insightsOfShift and spendOfInvoice): a period is the dozen UTC weeks it overlaps, read in one query of the facility's
// (or the company's) weeks and one of the customer's spend weeks, and counted here, however many shifts it holds.
import { collection, type Firestore, limit, query, where } from 'firebase/firestore';
import { getDocsFromServer } from './online';
import { coverageWeeksBetween } from '../domain/coverageWeeks';
import { countInsights, type InsightsCounts, type InsightsWeek } from '../domain/insights';
import {
  decodeShiftEntry,
  decodeSpendEntry,
  entriesOf,
  WEEK_DOCS_READ_LIMIT,
  type WeekDocRef,
} from '../domain/insightsWeeks';

/** Whose insights weeks a period is read from: one facility's, or (every facility of it) a company's. */
export interface InsightsSource {
  collection: 'facilities' | 'companies';
  id: string;
}

/** @public (the index test builds it; knip would call it unused) */
export const insightsWeeksQuery = (
  db: Firestore,
  { collection: parent, id }: Pick<WeekDocRef, 'collection' | 'id'>,
  weeks: readonly string[],
) =>
  query(
    collection(db, parent, id, parent === 'customers' ? 'spendWeeks' : 'insightsWeeks'),
    where('week', '>=', weeks[0] ?? ''),
    where('week', '<=', weeks[weeks.length - 1] ?? ''),
    limit(WEEK_DOCS_READ_LIMIT),
  );

/** The counts of every week of the period, of the facilities (read from `source`) and of the customer's invoices. */
export async function fetchInsights(
  db: Firestore,
  source: InsightsSource,
  facilityIds: readonly string[],
  customerId: string,
  weeks: readonly InsightsWeek[],
): Promise<InsightsCounts> {
  const from = weeks[0]?.from ?? 0;
  const to = weeks[weeks.length - 1]?.to ?? 0;
  const utcWeeks = coverageWeeksBetween(from, to);
  if (utcWeeks.length === 0) return countInsights([], [], facilityIds, weeks);
  const [shiftWeeks, spendWeeks] = await Promise.all([
    getDocsFromServer(insightsWeeksQuery(db, source, utcWeeks)),
    getDocsFromServer(insightsWeeksQuery(db, { collection: 'customers', id: customerId }, utcWeeks)),
  ]);
  return countInsights(
    entriesOf(
      shiftWeeks.docs.map((d) => d.data()),
      'shifts',
      decodeShiftEntry,
    ),
    entriesOf(
      spendWeeks.docs.map((d) => d.data()),
      'invoices',
      decodeSpendEntry,
    ),
    facilityIds,
    weeks,
  );
}
