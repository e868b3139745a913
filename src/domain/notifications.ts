// Notifications: which events a facility's members are told of, by email or text message, who is told, and the words.
// Pure: the Cloud Functions (functions/src/notifications.ts) and the Account page's settings share these rules.
//
// Stored in the spec's fields of the user record: `notifications` keeps its old values ('all-notifications', the
// default, 'important-notifications', 'no-notifications') readable, and holds a chosen subset of the kinds as their
// ids joined by commas; `contactOptions` is 'email-option' (the default) or 'sms-option', with the number in
// `mobilePhone` (E.164, as the Twilio extension wants it).
import { formatWithZone } from './formats';
import { personName } from './history';
import { addDays, calendarDateIn, startOfDayIn, wallClockIn } from './zonedTime';
import { ALL, NONE, NOTIFICATION_KINDS, notificationKindsOf, type NotificationKind } from './notificationKinds';

/** What `notifications` stores for the kinds chosen: the old values for all and none, else the ids in order. */
export function storedNotifications(kinds: readonly NotificationKind[]): string {
  const chosen = NOTIFICATION_KINDS.filter((k) => kinds.includes(k));
  if (chosen.length === NOTIFICATION_KINDS.length) return ALL;
  if (chosen.length === 0) return NONE;
  return chosen.join(',');
}

export type ContactBy = 'email' | 'sms';
/** How a user is contacted: by text only when they chose it ('sms-option'); the old 'phone-option' cannot be called. */
export const contactByOf = (stored: unknown): ContactBy => (stored === 'sms-option' ? 'sms' : 'email');
export const storedContactOptions = (by: ContactBy): string => (by === 'sms' ? 'sms-option' : 'email-option');

/**
 * A US mobile number in E.164 (+1 and ten digits), or null: ten digits, or eleven starting with 1, in any punctuation;
 * the area code and the exchange start with 2 to 9 (NANP).
 */
export function usMobileE164(text: string): string | null {
  if (!/^[\d\s().+-]*$/.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return `+1${digits}`;
}

/** A stored E.164 number as the form shows it: (608) 555-0147. */
export function formatUsMobile(e164: string): string {
  const d = e164.replace(/^\+1/, '');
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : e164;
}

/** A member's settings as the functions read them from the user record. */
export interface RecipientRecord {
  uid: string;
  email?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  notifications?: unknown;
  contactOptions?: unknown;
  mobilePhone?: unknown;
}

/** Where one message goes: an email address, or a mobile number for a text. */
export interface Delivery {
  uid: string;
  channel: 'mail' | 'messages';
  to: string;
}

/** The members of a facility (firestore.rules isMemberOfData): its owner, its admins, its company's owner. */
export function facilityMemberIds(
  facility: { ownerId?: unknown; adminIds?: unknown },
  companyOwnerId: string | null,
): string[] {
  const ids = [
    facility.ownerId,
    ...(Array.isArray(facility.adminIds) ? (facility.adminIds as unknown[]) : []),
    companyOwnerId,
  ];
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
}

/**
 * Who is told of an event of `kind`: each member whose settings include it, once, by the channel they chose. A text
 * without a valid number falls back to email (never nothing); a member with neither gets nothing. `records` are the
 * members' user records; a uid that is not a member (removed) is never told, whatever its record says.
 */
export function deliveriesOf(
  kind: NotificationKind,
  memberIds: readonly string[],
  records: readonly RecipientRecord[],
): Delivery[] {
  const out: Delivery[] = [];
  for (const uid of memberIds) {
    const r = records.find((rec) => rec.uid === uid);
    if (!r || !notificationKindsOf(r.notifications).includes(kind)) continue;
    const mobile = typeof r.mobilePhone === 'string' ? usMobileE164(r.mobilePhone) : null;
    if (contactByOf(r.contactOptions) === 'sms' && mobile) out.push({ uid, channel: 'messages', to: mobile });
    else if (typeof r.email === 'string' && r.email.includes('@')) out.push({ uid, channel: 'mail', to: r.email });
  }
  return out;
}

/** A message's document id: the event's and the recipient's, so a redelivered event writes the same document. */
export const messageIdOf = (eventKey: string, uid: string): string => `${eventKey}~${uid}`.replace(/\//g, '_');

/** A shift as an event reads it. */
export interface NotifiedShift {
  id: string;
  facilityId: string;
  start: number;
  nurseType: string;
  status: string;
  isFree: boolean;
  nurseId: string | null;
  noShowAt: number | null;
}

/** A release is told only when the shift starts this soon: later, another worker will likely claim it. */
const RELEASE_NOTICE_MS = 72 * 3_600_000;

export interface ShiftEvent {
  kind: 'claimed' | 'released' | 'late';
  /** one event, however often delivered: its kind, the shift and what makes it (the worker; the no-show's time) */
  key: string;
  shift: NotifiedShift;
  workerId: string;
  noShow: boolean;
  /**
   * told by email or text too (to those who chose its kind); every event is kept in each member's Alerts, but a
   * release more than 72 hours before the start is not worth a message: another worker will likely claim it
   */
  messaged: boolean;
}

/**
 * The event a shift's change makes, or null: a worker claimed it (no worker before, one now, taken), released it (a
 * worker before, none now, free again, not started; messaged when it starts within 72 hours of `now`), or it was
 * marked a no-show.
 */
export function shiftEventOf(
  before: NotifiedShift | null,
  after: NotifiedShift | null,
  now: number,
): ShiftEvent | null {
  if (!after || after.status === 'cancelled') return null;
  const was = before?.nurseId ?? null;
  if (after.nurseId && !after.isFree && was !== after.nurseId)
    return {
      kind: 'claimed',
      key: `claimed-${after.id}-${after.nurseId}`,
      shift: after,
      workerId: after.nurseId,
      noShow: false,
      messaged: true,
    };
  if (was && !after.nurseId && after.isFree) {
    if (after.start < now) return null;
    const messaged = after.start - now <= RELEASE_NOTICE_MS;
    return {
      kind: 'released',
      key: `released-${after.id}-${was}`,
      shift: after,
      workerId: was,
      noShow: false,
      messaged,
    };
  }
  if (after.noShowAt != null && before?.noShowAt == null && after.nurseId)
    return {
      kind: 'late',
      key: `noshow-${after.id}-${after.noShowAt}`,
      shift: after,
      workerId: after.nurseId,
      noShow: true,
      messaged: true,
    };
  return null;
}

/** The words of one message: an email's subject, text and html, and a text message's body. */
export interface MessageWords {
  subject: string;
  text: string;
  html: string;
  sms: string;
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The portal's page of a shift. */
export const shiftLink = (origin: string, shiftId: string) => `${origin}/shift-details/${encodeURIComponent(shiftId)}`;

/** What a message about one shift names: the facility, the start in its zone, the position, the worker, the link. */
export interface MessageShiftFacts {
  facilityName: string;
  tz: string;
  start: number;
  position: string;
  worker: { firstName?: string; lastName?: string } | null;
  link: string;
}

/**
 * What a shift event says: the facility, the shift's start in its zone, the position, the worker's full name (else
 * their id is left out: 'A worker'), and the link. The text message keeps to one line, the link last.
 */
export function shiftEventWords(event: Pick<ShiftEvent, 'kind' | 'noShow'>, facts: MessageShiftFacts): MessageWords {
  const name = facts.worker ? personName(facts.worker, '') : '';
  const who = name || 'A worker';
  const when = formatWithZone(facts.start, facts.tz);
  const what =
    event.kind === 'claimed'
      ? 'claimed'
      : event.kind === 'released'
        ? 'released'
        : event.noShow
          ? 'was marked a no-show for'
          : 'has not clocked in to';
  const line = `${who} ${what} the ${facts.position} shift at ${facts.facilityName} starting ${when}.`;
  const subject =
    event.kind === 'claimed'
      ? `Shift claimed: ${facts.position} ${when}`
      : event.kind === 'released'
        ? `Shift released: ${facts.position} ${when}`
        : `${event.noShow ? 'No-show' : 'Late'}: ${facts.position} ${when}`;
  return {
    subject: `${subject} · ${facts.facilityName}`,
    text: `${line}\n\nOpen the shift: ${facts.link}`,
    html: `<p>${escapeHtml(line)}</p><p><a href="${escapeHtml(facts.link)}">Open the shift</a></p>`,
    sms: `ShiftCover: ${line} ${facts.link}`,
  };
}

/** An invite's email: once per invite and per send (`sentAt`, absent on invites made before resends existed). */
export function inviteEmailKey(
  inviteId: string,
  before: { sentAt?: unknown } | null,
  after: { email?: unknown; sentAt?: unknown; userId?: unknown } | null,
): string | null {
  if (!after || typeof after.email !== 'string' || !after.email.includes('@')) return null;
  // accepted: nothing more to send
  if (typeof after.userId === 'string' && after.userId !== '') return null;
  const sentAt = typeof after.sentAt === 'number' ? after.sentAt : null;
  if (before && (typeof before.sentAt === 'number' ? before.sentAt : null) === sentAt) return null;
  return `invite-${inviteId}-${sentAt ?? 'first'}`;
}

/** The portal's page of an invite. */
export const inviteLink = (origin: string, inviteId: string, facilityId: string) =>
  `${origin}/invite/${encodeURIComponent(inviteId)}?facilityId=${encodeURIComponent(facilityId)}`;

/** What an invite's email says: who is invited, to which facility, and the link. */
export function inviteWords(facts: { firstName: string; facilityName: string; link: string }): MessageWords {
  const hello = facts.firstName ? `Hello ${facts.firstName},` : 'Hello,';
  const line = `You are invited to join ${facts.facilityName} on ShiftCover, to post and manage its shifts.`;
  return {
    subject: `Your invitation to ${facts.facilityName} on ShiftCover`,
    text: `${hello}\n\n${line}\n\nAccept the invitation: ${facts.link}`,
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(line)}</p>`,
      `<p><a href="${escapeHtml(facts.link)}">Accept the invitation</a></p>`,
    ].join(''),
    sms: `ShiftCover: ${line} ${facts.link}`,
  };
}

/** A worker is late this long after the start without a clock-in (the Today screen's rule). */
export const LATE_NOTICE_MS = 10 * 60_000;
/** The late check looks back this far: a run missed (a deploy, an outage) still tells of a shift late since. */
export const LATE_LOOKBACK_MS = 2 * 3_600_000;

/**
 * The late event of a shift at `now`, or null: claimed, not cancelled, no clock-in and no no-show, started at least
 * 10 minutes and at most LATE_LOOKBACK_MS ago. Its key is the shift's and the worker's: told once, whichever run sees
 * it first.
 */
export function lateEventOf(shift: NotifiedShift & { clockIn: number | null }, now: number): ShiftEvent | null {
  if (shift.status === 'cancelled' || shift.isFree || !shift.nurseId) return null;
  if (shift.clockIn != null || shift.noShowAt != null) return null;
  const since = now - shift.start;
  if (since < LATE_NOTICE_MS || since > LATE_LOOKBACK_MS) return null;
  return {
    kind: 'late',
    key: `late-${shift.id}-${shift.nurseId}`,
    shift,
    workerId: shift.nurseId,
    noShow: false,
    messaged: true,
  };
}

/** The daily summary goes out in the hour from 06:00 on the facility's clock. */
const SUMMARY_HOUR = 6;

/**
 * The facility's date whose summary is due at `now`, or null: its clocks show 06:00 to 06:59. An hourly run falls in
 * that hour once a day, whatever the run's minute, on both DST change days too (the changes are at 02:00).
 */
export function summaryDateDue(tz: string, now: number): string | null {
  return wallClockIn(now, tz).hour() === SUMMARY_HOUR ? calendarDateIn(now, tz) : null;
}

/** The three days a summary reads, as instants: yesterday's, today's and tomorrow's starts, and the day after's. */
export function summaryDays(dateKey: string, tz: string) {
  return {
    yesterday: startOfDayIn(addDays(dateKey, -1), tz),
    today: startOfDayIn(dateKey, tz),
    tomorrow: startOfDayIn(addDays(dateKey, 1), tz),
    dayAfter: startOfDayIn(addDays(dateKey, 2), tz),
  };
}

/** What a daily summary says: today's and tomorrow's unfilled shifts, yesterday's no-shows, each with its start. */
export function summaryWords(facts: {
  facilityName: string;
  tz: string;
  dateKey: string;
  shifts: readonly (NotifiedShift & { workerName: string })[];
  link: string;
}): MessageWords {
  const days = summaryDays(facts.dateKey, facts.tz);
  const live = facts.shifts.filter((s) => s.status !== 'cancelled');
  const unfilled = (from: number, to: number) =>
    live.filter((s) => s.start >= from && s.start < to && !s.nurseId).sort((a, b) => a.start - b.start);
  const today = unfilled(days.today, days.tomorrow);
  const tomorrow = unfilled(days.tomorrow, days.dayAfter);
  const noShows = live.filter((s) => s.start >= days.yesterday && s.start < days.today && s.noShowAt != null);
  const line = (s: NotifiedShift & { workerName: string }) =>
    `${s.nurseType} ${formatWithZone(s.start, facts.tz)}${s.workerName ? ` (${s.workerName})` : ''}`;
  const section = (title: string, rows: readonly (NotifiedShift & { workerName: string })[]) => [
    `${title}: ${rows.length}`,
    ...rows.map((r) => `- ${line(r)}`),
  ];
  const lines = [
    ...section('Unfilled today', today),
    ...section('Unfilled tomorrow', tomorrow),
    ...section('No-shows yesterday', noShows),
  ];
  const counts = `${today.length} unfilled today, ${tomorrow.length} tomorrow, ${noShows.length} no-shows yesterday`;
  return {
    subject: `Daily summary ${facts.dateKey}: ${counts} · ${facts.facilityName}`,
    text: `${facts.facilityName}, ${facts.dateKey}\n\n${lines.join('\n')}\n\nOpen the portal: ${facts.link}`,
    html:
      `<p>${escapeHtml(`${facts.facilityName}, ${facts.dateKey}`)}</p>` +
      `<pre>${escapeHtml(lines.join('\n'))}</pre><p><a href="${escapeHtml(facts.link)}">Open the portal</a></p>`,
    sms: `ShiftCover ${facts.facilityName} ${facts.dateKey}: ${counts}. ${facts.link}`,
  };
}
