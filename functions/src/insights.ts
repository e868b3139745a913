// The writer of the insights weeks and the spend weeks (src/domain/insightsWeeks.ts): what /insights counts, kept on
// every write of a shift (its facility's week and its company's) and of an invoice (its customer's week). As the
// coverage weeks are kept (coverage.ts): an event only says which weeks the document may have been in; what they hold
// is read from the document as it is now, in a transaction, so events heard twice or out of order write the same.
import { FieldValue, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  encodeShiftEntry,
  encodeSpendEntry,
  insightsEntryOf,
  insightsWeeksOf,
  shiftWeekDocs,
  spendEntryOf,
  spendWeekDocs,
  weekDocPath,
  weekWrites,
  type InsightsShiftFields,
  type WeekDocRef,
  type WeekWrite,
} from '../../src/domain/insightsWeeks';
import { instantOf } from './coverage';
import { companyIdOf, readAll } from './workerLinks';

/** The fields of a stored shift the figures read, instants in ms; null when there is no document. */
export function storedInsightsFields(data: DocumentData | undefined): InsightsShiftFields | null {
  if (!data) return null;
  const { facilityIdentifier, start, status, isFree, nurseType, timesheetAction, approvedHours, cancellationReason } =
    data;
  return {
    facilityIdentifier,
    start: instantOf(start),
    status,
    isFree,
    nurseType,
    timesheetAction,
    approvedHours,
    cancellationReason,
  };
}

/** The string a shift's insights entry is kept as; null when it counts in no figure. */
export const shiftEntryText = (data: DocumentData | undefined): string | null => {
  const entry = insightsEntryOf(storedInsightsFields(data));
  return entry && encodeShiftEntry(entry);
};

/** The string an invoice's spend entry is kept as; null when it counts in no figure. */
export const spendEntryText = (data: DocumentData | undefined): string | null => {
  const entry = spendEntryOf(data);
  return entry && encodeSpendEntry(entry);
};

const FIELD_OF: Record<WeekDocRef['collection'], 'shifts' | 'invoices'> = {
  facilities: 'shifts',
  companies: 'shifts',
  customers: 'invoices',
};

function setAll(db: Firestore, tx: Transaction, id: string, writes: readonly WeekWrite[]) {
  for (const { entry, ...ref } of writes) {
    tx.set(
      db.doc(weekDocPath(ref)),
      { week: ref.week, [FIELD_OF[ref.collection]]: { [id]: entry ?? FieldValue.delete() } },
      { merge: true },
    );
  }
}

/**
 * Brings the insights weeks up to date with shift `shiftId` as it is now, read in the transaction with its facility
 * (its company): its string in its facility's and company's week, and its removal from the weeks of the shift the
 * event saw before and after the change (`seen`, each facility's company read now). Resolves to the writes made.
 */
export function applyShiftInsights(
  db: Firestore,
  shiftId: string,
  seen: readonly (DocumentData | undefined)[],
): Promise<WeekWrite[]> {
  return db.runTransaction(async (tx) => {
    const shift = await tx.get(db.collection('shifts').doc(shiftId));
    const now = insightsEntryOf(storedInsightsFields(shift.data()));
    const heard = seen.map((data) => insightsEntryOf(storedInsightsFields(data)));
    const facilityIds = [...new Set([now, ...heard].flatMap((e) => (e ? [e.facilityId] : [])))];
    const facilities = await Promise.all(facilityIds.map((id) => tx.get(db.collection('facilities').doc(id))));
    const companyOf = (facilityId: string) => {
      const data = facilities[facilityIds.indexOf(facilityId)]?.data();
      return data ? companyIdOf(data) : null;
    };
    const docsOf = (e: (typeof heard)[number]) => shiftWeekDocs(e, e && companyOf(e.facilityId));
    const writes = weekWrites(docsOf(now), now && encodeShiftEntry(now), heard.flatMap(docsOf));
    setAll(db, tx, shiftId, writes);
    return writes;
  });
}

/**
 * Brings the spend weeks up to date with invoice `invoiceId` of customer `customerId` as it is now, read in the
 * transaction, and removes it from the weeks the event saw it in before and after the change. Resolves to the writes.
 */
export function applyInvoiceSpend(
  db: Firestore,
  customerId: string,
  invoiceId: string,
  seen: readonly (DocumentData | undefined)[],
): Promise<WeekWrite[]> {
  return db.runTransaction(async (tx) => {
    const invoice = await tx.get(db.collection('customers').doc(customerId).collection('invoices').doc(invoiceId));
    const now = spendEntryOf(invoice.data());
    const heard = seen.flatMap((data) => spendWeekDocs(spendEntryOf(data), customerId));
    const writes = weekWrites(spendWeekDocs(now, customerId), now && encodeSpendEntry(now), heard);
    setAll(db, tx, invoiceId, writes);
    return writes;
  });
}

const BATCH_SIZE = 500;
/**
 * The most a batch of weeks may weigh, as JSON: a company's week holds every shift of its facilities (a 60-facility
 * company's, about 80 KB), and a request past 4 MiB is refused (the emulator's limit; Firestore's is 10 MiB).
 */
const BATCH_BYTES = 2_000_000;

/** Documents to write (week documents, directories, a backfill's fields) in batches of at most BATCH_SIZE writes and
 * BATCH_BYTES, in order. */
export function batchesOf<T extends { data: unknown }>(weeks: readonly T[]): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const week of weeks) {
    const size = JSON.stringify(week.data).length;
    if (current.length > 0 && (current.length === BATCH_SIZE || bytes + size > BATCH_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(week);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** Sets each document whole (without merge), in batches (batchesOf), in order; resolves to the batches written. */
export async function setInBatches(
  db: Firestore,
  docs: readonly { path: string; data: DocumentData }[],
): Promise<number> {
  let batches = 0;
  for (const part of batchesOf(docs)) {
    const batch = db.batch();
    for (const { path, data } of part) batch.set(db.doc(path), data);
    await batch.commit();
    batches += 1;
  }
  return batches;
}

/** What a backfill of the insights weeks did: the shifts and invoices read, the week documents and batches written. */
export interface InsightsBackfillSummary {
  shiftsRead: number;
  invoicesRead: number;
  weeks: number;
  batches: number;
}

/**
 * Writes every insights and spend week whole (without merge: an entry left by no document goes) from the shifts,
 * facilities and invoices as they are now, in batches (batchesOf). Running it again writes the same.
 */
export async function backfillInsightsWeeks(db: Firestore): Promise<InsightsBackfillSummary> {
  const [shifts, facilities, invoices] = await Promise.all([
    readAll(db, 'shifts'),
    readAll(db, 'facilities'),
    readAll(db, 'invoices', true),
  ]);
  const companies = new Map(facilities.map(({ id, data }) => [id, companyIdOf(data)]));
  const weeks = insightsWeeksOf(
    shifts.map(({ id, data }) => ({ id, fields: storedInsightsFields(data) })),
    (id) => companies.get(id),
    // a customer's invoices: customers/{customerId}/invoices/{id}
    invoices.flatMap(({ id, parentPath, data }) => {
      const [collection, customerId] = parentPath?.split('/') ?? [];
      return collection === 'customers' && customerId ? [{ id, customerId, data }] : [];
    }),
  );
  const batches = await setInBatches(db, weeks);
  return { shiftsRead: shifts.length, invoicesRead: invoices.length, weeks: weeks.length, batches };
}
