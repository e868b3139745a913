// What the writers of the coverage weeks share (index.ts, the trigger, and backfill.ts): a stored shift's fields as the
// rule of src/domain/coverageWeeks.ts reads them, a week's document, and the transaction that brings the weeks up to
// date with a shift as it is now.
import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  coverageEntryOf,
  coverageWrites,
  type CoverageWeekRef,
  type CoverageWrite,
  type StoredShiftFields,
} from '../../src/domain/coverageWeeks';

/** A Firestore Timestamp (anything with toMillis) as ms; any other value as it is, for the rule to judge. */
export const instantOf = (v: unknown): unknown =>
  typeof v === 'object' && v !== null && typeof (v as { toMillis?: unknown }).toMillis === 'function'
    ? (v as { toMillis: () => unknown }).toMillis()
    : v;

/** The fields of a stored shift the rule reads, instants in ms; null when there is no document. */
export function storedShiftFields(data: DocumentData | undefined): StoredShiftFields | null {
  if (!data) return null;
  const { facilityIdentifier, start, end, nurseType, status, isFree } = data;
  return { facilityIdentifier, start: instantOf(start), end: instantOf(end), nurseType, status, isFree };
}

/** The coverage week document of a facility's week: facilities/{facilityId}/coverageWeeks/{week}. */
export const coverageWeekDoc = (db: Firestore, { facilityId, week }: CoverageWeekRef) =>
  db.collection('facilities').doc(facilityId).collection('coverageWeeks').doc(week);

/**
 * Brings the coverage weeks up to date with shift `shiftId` as it is now, read in the transaction: its string in the
 * week it starts in, and its removal from the other weeks of `seen` (the weeks of the change heard of). A change heard
 * twice, or after a later one, writes the same. Resolves to the writes made.
 */
export function applyShiftChange(
  db: Firestore,
  shiftId: string,
  seen: readonly CoverageWeekRef[],
): Promise<CoverageWrite[]> {
  return db.runTransaction(async (tx) => {
    const shift = await tx.get(db.collection('shifts').doc(shiftId));
    const writes = coverageWrites(shiftId, coverageEntryOf(storedShiftFields(shift.data())), seen);
    for (const { facilityId, week, entry } of writes) {
      tx.set(
        coverageWeekDoc(db, { facilityId, week }),
        { facilityId, week, shifts: { [shiftId]: entry ?? FieldValue.delete() } },
        { merge: true },
      );
    }
    return writes;
  });
}
