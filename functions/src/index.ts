// The Cloud Functions of ShiftCover, deployed with `firebase deploy --only functions` and run on the emulators by
// scripts/functions-host.mjs from this same module: every Firestore-triggered function exported here runs there too.
//
// coverageOfShift, the production writer of the coverage weeks (src/domain/coverageWeeks.ts): on every write of a
// shift it brings the weeks up to date with the shift as it is now. Events may come twice or out of order (retries
// redeliver a failed one), so an event only says which weeks the shift may have been in (before and after the
// change); what the weeks hold is read from the shift in a transaction (coverage.ts). workerLinksOfShift, the writer
// of the worker links (below).
import { getApp, getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { coverageEntryOf, weeksOfChange } from '../../src/domain/coverageWeeks';
import { claimOfChange } from '../../src/domain/workerLinks';
import { applyShiftChange, storedShiftFields } from './coverage';
import { boundedRetry, EVENT_FUNCTION, SCHEDULED_FUNCTION } from './options';
import { applyClaim, storedClaimFields } from './workerLinks';
import {
  emailInvite,
  notifiedShiftOf,
  notifyDailySummaries,
  notifyLateWorkers,
  notifyShiftEvent,
} from './notifications';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { shiftEventOf } from '../../src/domain/notifications';
import { credentialShiftOf, notifyCredentialProblems, sweepCredentialProblems } from './credentialNotices';
import { applyInvoiceSpend, applyShiftInsights, shiftEntryText, spendEntryText } from './insights';
import { applyFacilityCompany, applyFacilityDirectory, companyChanged, directoryChanged } from './companyDirectory';
import { applyShiftToday, mayBeInCompanyToday, rebuildCompanyTodays } from './companyToday';
import { applyHistoryCompany, hasCompany } from './historyCompanies';
import { applyShiftCalendar, calendarEntryText } from './calendarWeeks';

/**
 * The default app, made on the first event (the runtime's project and credentials): nothing runs on import. Not the
 * first app: firebase-functions makes one of its own, named, to decode an event before the handler runs.
 */
const app = () => (getApps().some((made) => made.name === '[DEFAULT]') ? getApp() : initializeApp());

export const coverageOfShift = onDocumentWritten(
  { ...EVENT_FUNCTION, document: 'shifts/{shiftId}' },
  boundedRetry(async (event) => {
    const before = coverageEntryOf(storedShiftFields(event.data?.before.data()));
    const after = coverageEntryOf(storedShiftFields(event.data?.after.data()));
    await applyShiftChange(getFirestore(app()), event.params.shiftId, weeksOfChange(before, after));
  }),
);

// insightsOfShift, the writer of the insights weeks (src/domain/insightsWeeks.ts, insights.ts): on every write of a
// shift that changes what the figures count of it, its entry in its facility's week and its company's, read as the
// shift is now. A write that changes nothing they count (a description, a History entry's id) writes nothing.
export const insightsOfShift = onDocumentWritten(
  { ...EVENT_FUNCTION, document: 'shifts/{shiftId}' },
  boundedRetry(async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (shiftEntryText(before) === shiftEntryText(after)) return;
    await applyShiftInsights(getFirestore(app()), event.params.shiftId, [before, after]);
  }),
);

// calendarOfShift, the writer of the calendar weeks (src/domain/calendarWeeks.ts, calendarWeeks.ts): on every write
// of a shift that changes what the calendar draws of it, its entry in its facility's week, with its worker's name, read
// as the shift is now. A write that changes nothing drawn (a clock-in, an approval) writes nothing.
export const calendarOfShift = onDocumentWritten(
  { ...EVENT_FUNCTION, document: 'shifts/{shiftId}' },
  boundedRetry(async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (calendarEntryText(before) === calendarEntryText(after)) return;
    await applyShiftCalendar(getFirestore(app()), event.params.shiftId, [before, after]);
  }),
);

// spendOfInvoice: the same for an invoice, in its customer's spend weeks (what the Spend figures count).
export const spendOfInvoice = onDocumentWritten(
  { ...EVENT_FUNCTION, document: 'customers/{customerId}/invoices/{invoiceId}' },
  boundedRetry(async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (spendEntryText(before) === spendEntryText(after)) return;
    await applyInvoiceSpend(getFirestore(app()), event.params.customerId, event.params.invoiceId, [before, after]);
  }),
);

// directoryOfFacility, the writer of the companies' directories (src/domain/companyDirectory.ts, companyDirectory.ts):
// on every write of a facility that changes what its company's directory keeps of it (or its company), its entry read
// as the facility is now, in its company's directory and out of the one it left. A write of what the directory leaves
// out (a favorite's event) writes nothing. A facility moved to another company gives its shifts that companyId.
export const directoryOfFacility = onDocumentWritten(
  { ...EVENT_FUNCTION, document: 'facilities/{facilityId}' },
  boundedRetry(async (event) => {
    const change = { before: event.data?.before.data(), after: event.data?.after.data() };
    if (!directoryChanged(change)) return;
    await applyFacilityDirectory(getFirestore(app()), event.params.facilityId, change);
    // a facility moved to another company takes its shifts' companyId with it (the company's lists query by it)
    if (companyChanged(change)) await applyFacilityCompany(getFirestore(app()), event.params.facilityId);
  }),
);

// todayOfShift, the writer of the companies' Today windows (src/domain/companyToday.ts, companyToday.ts): on every
// write of a shift that may be in one (by its start, or clocked in to), its entry read as the shift is now, in its
// company's window and out of the one it left. A shift far ahead or behind (most posts) reads nothing.
export const todayOfShift = onDocumentWritten(
  { ...EVENT_FUNCTION, document: 'shifts/{shiftId}' },
  boundedRetry(async (event) => {
    const change = { before: event.data?.before.data(), after: event.data?.after.data() };
    const at = Date.parse(event.time);
    if (!mayBeInCompanyToday(change.before, at) && !mayBeInCompanyToday(change.after, at)) return;
    await applyShiftToday(getFirestore(app()), event.params.shiftId, change);
  }),
);

// companyOfTeamHistory: each team History entry, once written, given its facility's companyId (historyCompanies.ts),
// which a company's Activity queries by (a shift's entry is written with its shift's). An entry that has one (this
// function's own write heard back, or a move's) reads nothing.
export const companyOfTeamHistory = onDocumentWritten(
  { ...EVENT_FUNCTION, document: 'facilities/{facilityId}/history/{entryId}' },
  boundedRetry(async (event) => {
    const after = event.data?.after.data();
    const { facilityId, entryId } = event.params;
    if (after && !hasCompany(after)) {
      await applyHistoryCompany(getFirestore(app()), `facilities/${facilityId}/history/${entryId}`);
    }
  }),
);

// workerLinksOfShift: the worker links (src/domain/workerLinks.ts; firestore.rules reads them before a worker's
// credentials). On every write of a shift, the claim it makes known, if any, lengthens its facility's and company's
// link to the worker. The event's own `after` is the claim (a release read later would lose it); a link never
// shortens, so events heard twice or out of order write the same.
export const workerLinksOfShift = onDocumentWritten(
  { ...EVENT_FUNCTION, document: 'shifts/{shiftId}' },
  boundedRetry(async (event) => {
    const claim = claimOfChange(
      storedClaimFields(event.data?.before.data()),
      storedClaimFields(event.data?.after.data()),
    );
    if (claim) await applyClaim(getFirestore(app()), claim);
  }),
);

// notificationsOfShift: the claim, release or no-show a shift's change makes, kept in each member's Alerts and told by
// email or text (a release within 72 hours of the start) to the facility's members who chose its kind
// (notifications.ts). The event's own before and after
// say what happened, and its time stands for now, so a redelivery decides the same and writes under the same ids.
export const notificationsOfShift = onDocumentWritten(
  { ...EVENT_FUNCTION, document: 'shifts/{shiftId}' },
  boundedRetry(async (event) => {
    const id = event.params.shiftId;
    const change = shiftEventOf(
      notifiedShiftOf(id, event.data?.before.data()),
      notifiedShiftOf(id, event.data?.after.data()),
      Date.parse(event.time),
    );
    if (change) await notifyShiftEvent(getFirestore(app()), change, Date.parse(event.time));
  }),
);

// credentialProblemsOfShift: when a worker claims a shift starting within 14 days, the documents of theirs that fail
// the facility's requirements, told to the members who chose Credential problems (credentialNotices.ts). A function of
// its own, apart from notificationsOfShift: it reads the worker's documents, and a failure retries only its own part.
// The event's time stands for now, so a redelivery decides the same and writes under the same ids.
export const credentialProblemsOfShift = onDocumentWritten(
  { ...EVENT_FUNCTION, document: 'shifts/{shiftId}' },
  boundedRetry(async (event) => {
    const before = event.data?.before.data();
    const after = credentialShiftOf(event.params.shiftId, event.data?.after.data());
    // a claim: a worker now who was not the worker before (the check itself leaves out the rest)
    if (!after?.nurseId || (typeof before?.nurseId === 'string' && before.nurseId === after.nurseId)) return;
    await notifyCredentialProblems(getFirestore(app()), after, Date.parse(event.time));
  }),
);

// invitationEmail: an invite's link, emailed to the invitee when the invite is made and again on each resend (a new
// `sentAt`), once per invite and send however often the event is delivered (notifications.ts, emailInvite).
export const invitationEmail = onDocumentWritten(
  { ...EVENT_FUNCTION, document: 'invites/{inviteId}' },
  boundedRetry(async (event) => {
    await emailInvite(getFirestore(app()), event.params.inviteId, event.data?.before.data(), event.data?.after.data());
  }),
);

// lateWorkers: every 5 minutes, the claimed shifts 10 minutes past their start without a clock-in, told to the
// members who chose Late or no-show. Every 5 minutes: a late worker is heard of 10 to 15 minutes after the start, soon
// enough to call them or a replacement, at 288 small queries a day; each shift is told once however many runs see it.
// Locally the functions host runs it on the same schedule (scripts/functions-host.mjs).
export const lateWorkers = onSchedule({ ...SCHEDULED_FUNCTION, schedule: 'every 5 minutes' }, async (event) => {
  await notifyLateWorkers(getFirestore(app()), Date.parse(event.scheduleTime));
});

// dailySummary: every hour, the facilities whose clock shows 06:00-06:59 send their summary (today's and tomorrow's
// unfilled shifts, yesterday's no-shows) to the members who chose Daily summary, once per facility and date. Hourly,
// not at a fixed UTC time: each facility's 06:00 moves with its zone and the DST changes.
export const dailySummary = onSchedule({ ...SCHEDULED_FUNCTION, schedule: 'every 60 minutes' }, async (event) => {
  await notifyDailySummaries(getFirestore(app()), Date.parse(event.scheduleTime));
});

// credentialSweep: every hour, each claimed shift of the next 14 days checked again, for what no write of the shift
// shows: a shift coming within 14 days, a document expiring (at midnight on the facility's calendar) or removed, the
// facility's requirements changed. Hourly: heard of within the hour, days before the shift in most cases, at 24
// queries a day; a problem already told is not told again (once per shift, worker and problem).
export const credentialSweep = onSchedule({ ...SCHEDULED_FUNCTION, schedule: 'every 60 minutes' }, async (event) => {
  await sweepCredentialProblems(getFirestore(app()), Date.parse(event.scheduleTime));
});

// companyToday: every hour, each company's Today window written whole for the hours ahead (a shift posted weeks ago
// enters /today's window as time passes, with no write). A window serves about three hours (COMPANY_TODAY_SLACK_MS),
// so a missed run or two leaves the portal on it; past that the portal reads the shifts instead.
export const companyToday = onSchedule({ ...SCHEDULED_FUNCTION, schedule: 'every 60 minutes' }, async (event) => {
  await rebuildCompanyTodays(getFirestore(app()), Date.parse(event.scheduleTime));
});
