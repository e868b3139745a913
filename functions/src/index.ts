// The production writer of the coverage weeks (src/domain/coverageWeeks.ts), deployed with `firebase deploy --only
// functions`: on every write of a shift it brings the weeks up to date with the shift as it is now. Events may come
// twice or out of order (retry: true redelivers a failed one), so an event only says which weeks the shift may have
// been in (before and after the change); what the weeks hold is read from the shift in a transaction (coverage.ts).
import { getApp, getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { coverageEntryOf, weeksOfChange } from '../../src/domain/coverageWeeks';
import { applyShiftChange, storedShiftFields } from './coverage';

/** The default app, made on the first event (the runtime's project and credentials): nothing runs on import. */
const app = () => (getApps().length ? getApp() : initializeApp());

export const coverageOfShift = onDocumentWritten({ document: 'shifts/{shiftId}', retry: true }, async (event) => {
  const before = coverageEntryOf(storedShiftFields(event.data?.before.data()));
  const after = coverageEntryOf(storedShiftFields(event.data?.after.data()));
  await applyShiftChange(getFirestore(app()), event.params.shiftId, weeksOfChange(before, after));
});
