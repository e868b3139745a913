// The writer of the notifications (src/domain/notifications.ts): on a shift's change, the event it makes (a claim, a
// release, a no-show) is kept in each member's Alerts (the portal's top bar) and, when worth a message, told to each
// member of the facility whose settings include its kind, as a document of the Trigger Email extension's `mail`
// collection or the Twilio extension's `messages` collection, which those extensions send once installed
// (docs/deploy.md). The shapes are the extensions' documented ones: firestore-send-email, https://firebase.google.com/docs/extensions/official/firestore-send-email (`to`, `message`
// with `subject`, `text`, `html`); twilio-labs/twilio-firebase-extensions, send-message/PREINSTALL.md (`to` in E.164,
// `body`). Each document's id is the event's and the recipient's (messageIdOf) and is created, never set: an event
// delivered twice finds its documents there and writes nothing new (the extensions send on create only).
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { info } from 'firebase-functions/logger';
import {
  deliveriesOf,
  facilityMemberIds,
  inviteEmailKey,
  inviteLink,
  inviteWords,
  LATE_LOOKBACK_MS,
  LATE_NOTICE_MS,
  lateEventOf,
  messageIdOf,
  shiftEventWords,
  shiftLink,
  summaryDateDue,
  summaryDays,
  summaryWords,
  type Delivery,
  type MessageWords,
  type NotifiedShift,
  type RecipientRecord,
  type ShiftEvent,
} from '../../src/domain/notifications';
import type { NotificationKind } from '../../src/domain/notificationKinds';
import { alertEntryOf, type AlertEntry } from '../../src/domain/alerts';
import { DEFAULT_TZ } from '../../src/domain/types';
import { personName } from '../../src/domain/history';
import { instantOf } from './coverage';

/** Where the links in messages point: the deployed portal's origin (PORTAL_ORIGIN), else the local one. */
export const portalOrigin = (): string => process.env.PORTAL_ORIGIN ?? 'http://localhost:5173';

const ms = (v: unknown): number | null => {
  const t = instantOf(v);
  return typeof t === 'number' && Number.isFinite(t) ? t : null;
};

/** A stored shift as the rule reads it; null when there is no document. */
export function notifiedShiftOf(id: string, data: DocumentData | undefined): NotifiedShift | null {
  if (!data) return null;
  return {
    id,
    facilityId: typeof data.facilityIdentifier === 'string' ? data.facilityIdentifier : '',
    start: ms(data.start) ?? 0,
    nurseType: typeof data.nurseType === 'string' ? data.nurseType : '',
    status: typeof data.status === 'string' ? data.status : 'active',
    isFree: data.isFree !== false,
    nurseId: typeof data.nurseId === 'string' && data.nurseId !== '' ? data.nurseId : null,
    noShowAt: ms(data.noShowAt),
  };
}

/** The facility's members' records and the facility, read for one event; null when the facility is gone. */
export async function audienceOf(db: Firestore, facilityId: string) {
  if (!facilityId || facilityId.includes('/')) return null;
  const facility = (await db.collection('facilities').doc(facilityId).get()).data();
  if (!facility) return null;
  const companyId = typeof facility.companyId === 'string' && facility.companyId !== '' ? facility.companyId : null;
  const company = companyId ? (await db.collection('companies').doc(companyId).get()).data() : undefined;
  const companyOwner = typeof company?.ownerId === 'string' ? company.ownerId : null;
  const memberIds = facilityMemberIds(facility, companyOwner);
  const records: RecipientRecord[] = memberIds.length
    ? (await db.getAll(...memberIds.map((uid) => db.collection('user').doc(uid)))).map((snap) => ({
        uid: snap.id,
        ...(snap.data() ?? {}),
      }))
    : [];
  return { facility, memberIds, records };
}

/**
 * Writes one message per delivery, under ids made from `eventKey`: a document already there (the event heard before)
 * is left as it is. Prints each message written (the local stack's terminal shows them). Returns the ids written.
 */
export async function writeMessages(
  db: Firestore,
  eventKey: string,
  kind: NotificationKind | 'invite',
  deliveries: readonly Delivery[],
  words: MessageWords,
): Promise<string[]> {
  const written: string[] = [];
  for (const d of deliveries) {
    const id = messageIdOf(eventKey, d.uid);
    const data =
      d.channel === 'mail'
        ? { to: d.to, message: { subject: words.subject, text: words.text, html: words.html } }
        : { to: d.to, body: words.sms };
    try {
      // uid, kind and createdAt are ours, beside the extension's fields (which it ignores)
      await db
        .collection(d.channel)
        .doc(id)
        .create({ ...data, uid: d.uid, kind, createdAt: Timestamp.now() });
    } catch (err) {
      // 6: ALREADY_EXISTS, this event's message to this person was written before
      if ((err as { code?: unknown }).code === 6) continue;
      throw err;
    }
    written.push(id);
    info(`[notify] ${d.channel} to ${d.to}: ${d.channel === 'mail' ? words.subject : words.sms}`, { id });
  }
  return written;
}

/**
 * Keeps the event in each member's Alerts (user/{uid}/alerts/{event key}), whatever they chose to be emailed or texted:
 * the portal's top bar lists and toasts these (as its notification choice says). Created, never set, like the
 * messages: a redelivered event writes nothing new. Returns the members whose entry was written.
 */
export async function keepAlerts(db: Firestore, memberIds: readonly string[], entry: AlertEntry): Promise<string[]> {
  const { id, start, at, ...fields } = entry;
  const written: string[] = [];
  for (const uid of memberIds) {
    try {
      await db
        .collection('user')
        .doc(uid)
        .collection('alerts')
        .doc(id.replace(/\//g, '_'))
        .create({ ...fields, start: Timestamp.fromMillis(start), at: Timestamp.fromMillis(at) });
      written.push(uid);
    } catch (err) {
      // 6: ALREADY_EXISTS, this event was kept for this member before
      if ((err as { code?: unknown }).code !== 6) throw err;
    }
  }
  return written;
}

/**
 * Tells a shift event to the facility's members: each keeps it in their Alerts, and those who chose its kind get the
 * email or text too (when the event is worth one, `messaged`). Returns the message ids written.
 */
export async function notifyShiftEvent(db: Firestore, event: ShiftEvent, now = Date.now()): Promise<string[]> {
  const audience = await audienceOf(db, event.shift.facilityId);
  if (!audience) return [];
  const worker = (await db.collection('user').doc(event.workerId).get()).data();
  const workerNames = worker
    ? { firstName: String(worker.firstName ?? ''), lastName: String(worker.lastName ?? '') }
    : null;
  await keepAlerts(db, audience.memberIds, alertEntryOf(event, workerNames ? personName(workerNames, '') : '', now));
  const deliveries = event.messaged ? deliveriesOf(event.kind, audience.memberIds, audience.records) : [];
  if (deliveries.length === 0) return [];
  const words = shiftEventWords(event, {
    facilityName: typeof audience.facility.facilityName === 'string' ? audience.facility.facilityName : '',
    tz: typeof audience.facility.tz === 'string' && audience.facility.tz ? audience.facility.tz : DEFAULT_TZ,
    start: event.shift.start,
    position: event.shift.nurseType,
    worker: workerNames,
    link: shiftLink(portalOrigin(), event.shift.id),
  });
  return writeMessages(db, event.key, event.kind, deliveries, words);
}

/** An invite's email (invites/{id}): written when the invite is made and on each resend (a new `sentAt`). */
export async function emailInvite(
  db: Firestore,
  inviteId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<string[]> {
  const key = inviteEmailKey(inviteId, before ?? null, after ?? null);
  if (!key || !after) return [];
  const facilityId = typeof after.facilityId === 'string' ? after.facilityId : '';
  const facility =
    facilityId && !facilityId.includes('/') ? (await db.collection('facilities').doc(facilityId).get()).data() : null;
  const facilityName =
    typeof facility?.facilityName === 'string'
      ? facility.facilityName
      : typeof after.facilityName === 'string'
        ? after.facilityName
        : 'a facility';
  const words = inviteWords({
    firstName: typeof after.firstName === 'string' ? after.firstName : '',
    facilityName,
    link: inviteLink(portalOrigin(), inviteId, facilityId),
  });
  // the invitee has no user record yet: the id's recipient part is the invite itself
  return writeMessages(db, key, 'invite', [{ uid: inviteId, channel: 'mail', to: String(after.email) }], words);
}

/**
 * The late check at `now`: every claimed shift that started 10 minutes to 2 hours ago without a clock-in is told once
 * (lateEventOf's key), so overlapping runs and retries write nothing new. One range query on `start` (a single-field
 * index, automatic).
 */
export async function notifyLateWorkers(db: Firestore, now: number): Promise<string[]> {
  const snap = await db
    .collection('shifts')
    .where('start', '>=', Timestamp.fromMillis(now - LATE_LOOKBACK_MS))
    .where('start', '<=', Timestamp.fromMillis(now - LATE_NOTICE_MS))
    .get();
  const written: string[] = [];
  for (const d of snap.docs) {
    const shift = notifiedShiftOf(d.id, d.data());
    const event = shift && lateEventOf({ ...shift, clockIn: ms(d.data().clockIn) }, now);
    if (event) written.push(...(await notifyShiftEvent(db, event, now)));
  }
  return written;
}

/** A summary reads at most this many shifts of a facility's three days (a bound, far above a day's posting). */
const SUMMARY_SHIFT_LIMIT = 2000;

/**
 * The daily summaries due at `now`: each facility whose clock shows 06:00-06:59 (summaryDateDue) tells its members
 * who chose Daily summary, once per facility and date (`summary-{facility}-{date}`), so an extra run writes nothing.
 */
export async function notifyDailySummaries(db: Firestore, now: number): Promise<string[]> {
  const written: string[] = [];
  const facilities = await db.collection('facilities').get();
  for (const f of facilities.docs) {
    const tz = typeof f.data().tz === 'string' && f.data().tz ? String(f.data().tz) : DEFAULT_TZ;
    const dateKey = summaryDateDue(tz, now);
    if (!dateKey) continue;
    const audience = await audienceOf(db, f.id);
    if (!audience) continue;
    const deliveries = deliveriesOf('summary', audience.memberIds, audience.records);
    if (deliveries.length === 0) continue;
    const days = summaryDays(dateKey, tz);
    const snap = await db
      .collection('shifts')
      .where('facilityIdentifier', '==', f.id)
      .where('start', '>=', Timestamp.fromMillis(days.yesterday))
      .where('start', '<', Timestamp.fromMillis(days.dayAfter))
      .orderBy('start')
      .limit(SUMMARY_SHIFT_LIMIT)
      .get();
    const shifts = snap.docs.map((d) => notifiedShiftOf(d.id, d.data())).filter((s) => s !== null);
    const workerIds = [...new Set(shifts.filter((s) => s.noShowAt != null && s.nurseId).map((s) => s.nurseId!))];
    const workers = workerIds.length ? await db.getAll(...workerIds.map((id) => db.collection('user').doc(id))) : [];
    const nameOf = (id: string | null) => {
      const w = workers.find((d) => d.id === id)?.data();
      return w ? personName({ firstName: String(w.firstName ?? ''), lastName: String(w.lastName ?? '') }, '') : '';
    };
    const words = summaryWords({
      facilityName: typeof f.data().facilityName === 'string' ? String(f.data().facilityName) : '',
      tz,
      dateKey,
      shifts: shifts.map((s) => ({ ...s, workerName: nameOf(s.nurseId) })),
      link: `${portalOrigin()}/today`,
    });
    written.push(...(await writeMessages(db, `summary-${f.id}-${dateKey}`, 'summary', deliveries, words)));
  }
  return written;
}
