import { describe, expect, it } from 'vitest';
import {
  deliveriesOf,
  facilityMemberIds,
  formatUsMobile,
  inviteEmailKey,
  inviteLink,
  inviteWords,
  lateEventOf,
  summaryDateDue,
  summaryWords,
  messageIdOf,
  shiftEventOf,
  shiftEventWords,
  storedNotifications,
  usMobileE164,
  type NotifiedShift,
} from './notifications';
import { notificationKindsOf } from './notificationKinds';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-03-07T12:00:00Z');

describe('notificationKindsOf: the stored value, old and new', () => {
  it.each([
    { stored: undefined, out: ['claimed', 'released', 'late', 'credentials', 'summary'] },
    { stored: 'all-notifications', out: ['claimed', 'released', 'late', 'credentials', 'summary'] },
    { stored: 'something-else', out: ['claimed', 'released', 'late', 'credentials', 'summary'] },
    { stored: 'important-notifications', out: ['released', 'late', 'credentials'] },
    { stored: 'no-notifications', out: [] },
    { stored: 'summary,claimed', out: ['claimed', 'summary'] },
    { stored: 42, out: ['claimed', 'released', 'late', 'credentials', 'summary'] },
  ])('$stored', ({ stored, out }) => {
    expect(notificationKindsOf(stored)).toEqual(out);
  });
});

describe('storedNotifications', () => {
  it.each([
    { kinds: ['claimed', 'released', 'late', 'credentials', 'summary'] as const, out: 'all-notifications' },
    { kinds: [] as const, out: 'no-notifications' },
    { kinds: ['summary', 'claimed'] as const, out: 'claimed,summary' },
  ])('$out', ({ kinds, out }) => {
    expect(storedNotifications(kinds)).toBe(out);
    expect(notificationKindsOf(out)).toEqual(notificationKindsOf(storedNotifications(kinds)));
  });
});

describe('usMobileE164: a US mobile number', () => {
  it.each([
    { text: '608-555-0147', out: '+16085550147' },
    { text: '(608) 555 0147', out: '+16085550147' },
    { text: '+1 608 555 0147', out: '+16085550147' },
    { text: '16085550147', out: '+16085550147' },
    { text: '608555014', out: null },
    { text: '108-555-0147', out: null },
    { text: '608-155-0147', out: null },
    { text: '+44 20 7946 0958', out: null },
    { text: '608-555-0147 ext 2', out: null },
    { text: '', out: null },
  ])('$text', ({ text, out }) => {
    expect(usMobileE164(text)).toBe(out);
  });
  it('formats what it stores', () => {
    expect(formatUsMobile('+16085550147')).toBe('(608) 555-0147');
  });
});

describe('deliveriesOf: who is told', () => {
  const members = facilityMemberIds({ ownerId: 'owner', adminIds: ['admin', 'owner'] }, 'co-owner');
  const rec = (uid: string, extra: Record<string, unknown> = {}) => ({ uid, email: `${uid}@x.test`, ...extra });
  it('members: owner, admins and the company owner, once each', () => {
    expect(members).toEqual(['owner', 'admin', 'co-owner']);
  });
  it.each([
    {
      case: 'default settings: email',
      records: [rec('owner')],
      out: [{ uid: 'owner', channel: 'mail', to: 'owner@x.test' }],
    },
    {
      case: 'text with a number',
      records: [rec('admin', { contactOptions: 'sms-option', mobilePhone: '+16085550147' })],
      out: [{ uid: 'admin', channel: 'messages', to: '+16085550147' }],
    },
    {
      case: 'text without a valid number falls back to email',
      records: [rec('admin', { contactOptions: 'sms-option', mobilePhone: '' })],
      out: [{ uid: 'admin', channel: 'mail', to: 'admin@x.test' }],
    },
    { case: 'kind turned off', records: [rec('owner', { notifications: 'released' })], out: [] },
    { case: 'nothing at all', records: [rec('owner', { notifications: 'no-notifications' })], out: [] },
    { case: 'a removed member (not among the members)', records: [rec('removed')], out: [] },
    {
      case: 'the company owner',
      records: [rec('co-owner')],
      out: [{ uid: 'co-owner', channel: 'mail', to: 'co-owner@x.test' }],
    },
    { case: 'no email and no number', records: [{ uid: 'owner' }], out: [] },
  ])('$case', ({ records, out }) => {
    expect(deliveriesOf('claimed', members, records)).toEqual(out);
  });
});

const shift = (extra: Partial<NotifiedShift> = {}): NotifiedShift => ({
  id: 's1',
  facilityId: 'f1',
  start: NOW + 24 * HOUR,
  nurseType: 'CNA',
  status: 'active',
  isFree: true,
  nurseId: null,
  noShowAt: null,
  ...extra,
});
const claimed = (extra: Partial<NotifiedShift> = {}) => shift({ isFree: false, nurseId: 'w1', ...extra });

describe('shiftEventOf: the event a change makes', () => {
  it.each([
    { case: 'a claim', before: shift(), after: claimed(), out: 'claimed-s1-w1', messaged: true },
    {
      case: 'a claim of a shift next month',
      before: shift({ start: NOW + 30 * 24 * HOUR }),
      after: claimed({ start: NOW + 30 * 24 * HOUR }),
      out: 'claimed-s1-w1',
      messaged: true,
    },
    { case: 'a claim heard again (no change)', before: claimed(), after: claimed(), out: null, messaged: null },
    { case: 'a release 24 hours ahead', before: claimed(), after: shift(), out: 'released-s1-w1', messaged: true },
    {
      case: 'a release exactly 72 hours ahead',
      before: claimed({ start: NOW + 72 * HOUR }),
      after: shift({ start: NOW + 72 * HOUR }),
      out: 'released-s1-w1',
      messaged: true,
    },
    {
      case: 'a release 73 hours ahead: kept in the Alerts, not emailed or texted',
      before: claimed({ start: NOW + 73 * HOUR }),
      after: shift({ start: NOW + 73 * HOUR }),
      out: 'released-s1-w1',
      messaged: false,
    },
    {
      case: 'a release after the start: nothing (the no-show rules speak then)',
      before: claimed({ start: NOW - HOUR }),
      after: shift({ start: NOW - HOUR }),
      out: null,
      messaged: null,
    },
    {
      case: 'a no-show',
      before: claimed(),
      after: claimed({ noShowAt: NOW }),
      out: `noshow-s1-${NOW}`,
      messaged: true,
    },
    { case: 'a cancelled shift', before: shift(), after: claimed({ status: 'cancelled' }), out: null, messaged: null },
    { case: 'a deleted shift', before: claimed(), after: null, out: null, messaged: null },
    { case: 'a new shift', before: null, after: shift(), out: null, messaged: null },
  ])('$case', ({ before, after, out, messaged }) => {
    const event = shiftEventOf(before, after, NOW);
    expect(event?.key ?? null).toBe(out);
    expect(event?.messaged ?? null).toBe(messaged);
  });
});

describe('shiftEventWords: what a message says', () => {
  const facts = {
    facilityName: 'Maple Grove Care Center',
    tz: 'America/Chicago',
    position: 'CNA',
    worker: { firstName: 'Ana', lastName: 'Lopez' },
    link: 'https://portal.test/shift-details/s1',
  };
  it.each([
    // midnight in Chicago, and the two DST changes (spring forward 2026-03-08, fall back 2026-11-01)
    {
      kind: 'claimed' as const,
      noShow: false,
      start: Date.parse('2026-03-08T06:00:00Z'),
      when: '3/8/2026 12:00 AM CST',
    },
    {
      kind: 'released' as const,
      noShow: false,
      start: Date.parse('2026-03-08T08:00:00Z'),
      when: '3/8/2026 3:00 AM CDT',
    },
    { kind: 'late' as const, noShow: true, start: Date.parse('2026-11-01T07:30:00Z'), when: '11/1/2026 1:30 AM CST' },
  ])('$kind at $when', ({ kind, noShow, start, when }) => {
    const w = shiftEventWords({ kind, noShow }, { ...facts, start });
    for (const part of [w.subject, w.text, w.sms]) {
      expect(part).toContain('Maple Grove Care Center');
      expect(part).toContain('CNA');
    }
    expect(w.text).toContain(when);
    expect(w.text).toContain('Ana Lopez');
    expect(w.text).toContain(facts.link);
    expect(w.html).toContain(`href="${facts.link}"`);
    expect(w.sms.length).toBeLessThanOrEqual(160);
  });
  it('names no worker where there is none, and escapes html', () => {
    const w = shiftEventWords(
      { kind: 'claimed', noShow: false },
      { ...facts, facilityName: 'A & <B>', worker: null, start: NOW },
    );
    expect(w.text).toContain('A worker claimed');
    expect(w.html).toContain('A &amp; &lt;B&gt;');
  });
});

describe('messageIdOf', () => {
  it('is the same for the same event and person, and one path segment', () => {
    expect(messageIdOf('claimed-s1-w1', 'u1')).toBe(messageIdOf('claimed-s1-w1', 'u1'));
    expect(messageIdOf('a/b', 'u1')).not.toContain('/');
  });
});

describe('inviteEmailKey: once per invite and send', () => {
  it.each([
    { case: 'created without sentAt', before: null, after: { email: 'a@x.test' }, out: 'invite-i1-first' },
    { case: 'created with sentAt', before: null, after: { email: 'a@x.test', sentAt: 5 }, out: 'invite-i1-5' },
    { case: 'resent', before: { sentAt: 5 }, after: { email: 'a@x.test', sentAt: 9 }, out: 'invite-i1-9' },
    { case: 'another change', before: { sentAt: 5 }, after: { email: 'a@x.test', sentAt: 5 }, out: null },
    { case: 'accepted', before: { sentAt: 5 }, after: { email: 'a@x.test', sentAt: 9, userId: 'u' }, out: null },
    { case: 'deleted', before: { sentAt: 5 }, after: null, out: null },
    { case: 'no email', before: null, after: { email: '' }, out: null },
  ])('$case', ({ before, after, out }) => {
    expect(inviteEmailKey('i1', before, after)).toBe(out);
  });
  it('words: the facility and the link', () => {
    const link = inviteLink('https://p.test', 'i 1', 'maple-grove');
    expect(link).toBe('https://p.test/invite/i%201?facilityId=maple-grove');
    const w = inviteWords({ firstName: 'Ivy', facilityName: 'Maple Grove Care Center', link });
    expect(w.subject).toContain('Maple Grove Care Center');
    expect(w.text).toContain(link);
    expect(w.html).toContain(`href="${link}"`);
  });
});

describe('lateEventOf: a worker 10 minutes late', () => {
  const MIN = 60_000;
  const late = (extra: Partial<NotifiedShift & { clockIn: number | null }>) => ({
    ...claimed({ start: NOW - 10 * MIN }),
    clockIn: null,
    ...extra,
  });
  it.each([
    { case: 'exactly 10 minutes, no clock-in', s: late({}), out: 'late-s1-w1' },
    { case: '9 minutes', s: late({ start: NOW - 9 * MIN }), out: null },
    { case: 'clocked in', s: late({ clockIn: NOW - 12 * MIN }), out: null },
    { case: 'marked no-show', s: late({ noShowAt: NOW }), out: null },
    { case: 'unclaimed', s: { ...shift({ start: NOW - 20 * MIN }), clockIn: null }, out: null },
    { case: 'cancelled', s: late({ status: 'cancelled' }), out: null },
    { case: 'started over 2 hours ago', s: late({ start: NOW - 121 * MIN }), out: null },
    { case: 'started 1 hour 50 minutes ago', s: late({ start: NOW - 110 * MIN }), out: 'late-s1-w1' },
  ])('$case', ({ s, out }) => {
    expect(lateEventOf(s, NOW)?.key ?? null).toBe(out);
  });
});

describe('summaryDateDue: 06:00 on the facility clock, across both DST changes', () => {
  it.each([
    // spring forward in the US: 2026-03-08
    { tz: 'America/Chicago', at: '2026-03-08T10:59:00Z', out: null }, // 05:59 CDT
    { tz: 'America/Chicago', at: '2026-03-08T11:00:00Z', out: '2026-03-08' }, // 06:00 CDT
    { tz: 'America/Chicago', at: '2026-03-08T11:30:00Z', out: '2026-03-08' }, // 06:30 CDT
    { tz: 'America/Chicago', at: '2026-03-08T12:00:00Z', out: null }, // 07:00 CDT
    { tz: 'America/Denver', at: '2026-03-08T12:00:00Z', out: '2026-03-08' }, // 06:00 MDT
    { tz: 'America/Phoenix', at: '2026-03-08T13:00:00Z', out: '2026-03-08' }, // 06:00 MST, no DST
    // fall back: 2026-11-01
    { tz: 'America/Chicago', at: '2026-11-01T12:00:00Z', out: '2026-11-01' }, // 06:00 CST
    { tz: 'America/Chicago', at: '2026-11-01T11:00:00Z', out: null }, // 05:00 CST
    { tz: 'America/New_York', at: '2026-11-01T11:59:00Z', out: '2026-11-01' }, // 06:59 EST
    // midnight is not the hour
    { tz: 'America/Chicago', at: '2026-03-09T06:00:00Z', out: null },
  ])('$tz at $at', ({ tz, at, out }) => {
    expect(summaryDateDue(tz, Date.parse(at))).toBe(out);
  });
});

describe('summaryWords', () => {
  const tz = 'America/Chicago';
  const s = (id: string, iso: string, extra: Partial<NotifiedShift> = {}) => ({
    ...shift({ id, start: Date.parse(iso), ...extra }),
    workerName: extra.nurseId ? 'Ana Lopez' : '',
  });
  it("lists today's and tomorrow's unfilled shifts and yesterday's no-shows, on the DST day", () => {
    const w = summaryWords({
      facilityName: 'Maple Grove Care Center',
      tz,
      dateKey: '2026-03-08',
      link: 'https://p.test/today',
      shifts: [
        s('a', '2026-03-08T05:30:00Z'), // 23:30 CST on the 7th: yesterday, unfilled: not listed
        s('b', '2026-03-08T06:00:00Z'), // 00:00 CST today
        s('c', '2026-03-09T04:59:00Z'), // 23:59 CDT today
        s('d', '2026-03-09T05:00:00Z'), // 00:00 CDT tomorrow
        s('e', '2026-03-07T14:00:00Z', { nurseId: 'w1', isFree: false, noShowAt: 1 }), // yesterday's no-show
        s('f', '2026-03-08T14:00:00Z', { status: 'cancelled' }),
      ],
    });
    expect(w.text).toContain('Unfilled today: 2\n- CNA 3/8/2026 12:00 AM CST\n- CNA 3/8/2026 11:59 PM CDT');
    expect(w.text).toContain('Unfilled tomorrow: 1\n- CNA 3/9/2026 12:00 AM CDT');
    expect(w.text).toContain('No-shows yesterday: 1\n- CNA 3/7/2026 8:00 AM CST (Ana Lopez)');
    expect(w.subject).toContain('Maple Grove Care Center');
    expect(w.sms.length).toBeLessThanOrEqual(160);
  });
});
