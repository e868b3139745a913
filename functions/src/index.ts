// The production writers of the coverage weeks (src/domain/coverageWeeks.ts) and of the worker links (below), deployed
// with `firebase deploy --only functions`. coverageOfShift: on every write of a shift it brings the weeks up to date
// with the shift as it is now. Events may come twice or out of order (retry: true redelivers a failed one), so an
// event only says which weeks the shift may have been in (before and after the change); what the weeks hold is read
// from the shift in a transaction (coverage.ts).
import { getApp, getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { coverageEntryOf, weeksOfChange } from '../../src/domain/coverageWeeks';
import { claimOfChange } from '../../src/domain/workerLinks';
import { applyShiftChange, storedShiftFields } from './coverage';
import { applyClaim, storedClaimFields } from './workerLinks';

/** The default app, made on the first event (the runtime's project and credentials): nothing runs on import. */
const app = () => (getApps().length ? getApp() : initializeApp());

export const coverageOfShift = onDocumentWritten({ document: 'shifts/{shiftId}', retry: true }, async (event) => {
  const before = coverageEntryOf(storedShiftFields(event.data?.before.data()));
  const after = coverageEntryOf(storedShiftFields(event.data?.after.data()));
  await applyShiftChange(getFirestore(app()), event.params.shiftId, weeksOfChange(before, after));
});

// workerLinksOfShift: the worker links (src/domain/workerLinks.ts; firestore.rules reads them before a worker's
// credentials). On every write of a shift, the claim it makes known, if any, lengthens its facility's and company's
// link to the worker. The event's own `after` is the claim (a release read later would lose it); a link never
// shortens, so events heard twice or out of order write the same.
export const workerLinksOfShift = onDocumentWritten({ document: 'shifts/{shiftId}', retry: true }, async (event) => {
  const claim = claimOfChange(
    storedClaimFields(event.data?.before.data()),
    storedClaimFields(event.data?.after.data()),
  );
  if (claim) await applyClaim(getFirestore(app()), claim);
});
