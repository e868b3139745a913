import { describe, expect, it } from 'vitest';
import { alertEntryOf, alertNotifies, alertText, credentialAlertOf, newAlerts, type AlertEntry } from './alerts';
import type { ShiftEvent } from './notifications';

const MIN = 60_000;
const HOUR = 60 * MIN;
const now = Date.UTC(2026, 10, 18, 18, 0);
const event = (kind: ShiftEvent['kind'], start: number, noShow = false): ShiftEvent => ({
  kind,
  key: `${kind}-s1-w1`,
  shift: {
    id: 's1',
    facilityId: 'f1',
    start,
    nurseType: 'CNA',
    status: 'active',
    isFree: kind === 'released',
    nurseId: kind === 'released' ? null : 'w1',
    noShowAt: noShow ? now : null,
  },
  workerId: 'w1',
  noShow,
  messaged: true,
});

describe('alertEntryOf: the entry a member keeps of an event', () => {
  it.each([
    { rule: 'a claim', e: event('claimed', now + 3 * HOUR), urgent: false },
    { rule: 'a release 3 hours before the start: urgent', e: event('released', now + 3 * HOUR), urgent: true },
    { rule: 'a release a minute inside 24 hours: urgent', e: event('released', now + 24 * HOUR - MIN), urgent: true },
    { rule: 'a release 24 hours before: not urgent', e: event('released', now + 24 * HOUR), urgent: false },
    { rule: 'a release next month: not urgent', e: event('released', now + 30 * 24 * HOUR), urgent: false },
    { rule: 'a late worker', e: event('late', now - 11 * MIN), urgent: false },
  ])('$rule', ({ e, urgent }) => {
    expect(alertEntryOf(e, 'Casey Lee', now)).toEqual({
      id: e.key,
      kind: e.kind,
      noShow: false,
      shiftId: 's1',
      facilityId: 'f1',
      workerId: 'w1',
      workerName: 'Casey Lee',
      start: e.shift.start,
      urgent,
      detail: '',
      at: now,
    });
  });
});

describe('credentialAlertOf: the entry of a credential problem', () => {
  it('names the problem, never urgent', () => {
    const shift = { id: 's1', facilityId: 'f1', start: now + 3 * 24 * HOUR, nurseId: 'w1' };
    expect(
      credentialAlertOf(
        { key: 'credentials-s1-w1-tbTest-missing', detail: 'Missing TB test' },
        shift,
        'Casey Lee',
        now,
      ),
    ).toEqual({
      id: 'credentials-s1-w1-tbTest-missing',
      kind: 'credentials',
      noShow: false,
      shiftId: 's1',
      facilityId: 'f1',
      workerId: 'w1',
      workerName: 'Casey Lee',
      start: shift.start,
      urgent: false,
      detail: 'Missing TB test',
      at: now,
    });
  });
});

describe('alertText', () => {
  it.each([
    { kind: 'claimed' as const, noShow: false, detail: '', text: 'Casey Lee claimed' },
    { kind: 'released' as const, noShow: false, detail: '', text: 'Casey Lee released' },
    { kind: 'late' as const, noShow: false, detail: '', text: 'Casey Lee is late' },
    { kind: 'late' as const, noShow: true, detail: '', text: 'Casey Lee was marked a no-show' },
    { kind: 'credentials' as const, noShow: false, detail: 'Missing TB test', text: 'Casey Lee: Missing TB test' },
  ])('$kind (no-show: $noShow) reads "$text"', ({ kind, noShow, detail, text }) => {
    expect(alertText({ kind, noShow, detail }, 'Casey Lee')).toBe(text);
  });
});

describe('newAlerts: what a later answer adds raises toasts', () => {
  const entry = (id: string): AlertEntry => ({ ...alertEntryOf(event('claimed', now), '', now), id });
  it.each([
    { rule: 'the first answer: nothing new', before: null, ids: ['b', 'a'], out: [] },
    { rule: 'an entry added on top', before: ['a'], ids: ['b', 'a'], out: ['b'] },
    { rule: 'two at once, newest first', before: ['a'], ids: ['c', 'b', 'a'], out: ['c', 'b'] },
    { rule: 'an old one dropping off the bottom: nothing', before: ['b', 'a'], ids: ['b'], out: [] },
    { rule: 'the same answer again: nothing', before: ['a'], ids: ['a'], out: [] },
  ])('$rule', ({ before, ids, out }) => {
    expect(newAlerts(before && new Set(before), ids.map(entry)).map((e) => e.id)).toEqual(out);
  });
});

describe("alertNotifies: the user's notification choice", () => {
  it.each([
    { choice: 'all-notifications', kind: 'claimed' as const, urgent: false, out: true },
    { choice: undefined, kind: 'claimed' as const, urgent: false, out: true },
    { choice: 'important-notifications', kind: 'claimed' as const, urgent: false, out: false },
    { choice: 'important-notifications', kind: 'released' as const, urgent: false, out: false },
    { choice: 'important-notifications', kind: 'released' as const, urgent: true, out: true },
    { choice: 'important-notifications', kind: 'late' as const, urgent: false, out: true },
    { choice: 'no-notifications', kind: 'late' as const, urgent: false, out: false },
    { choice: 'no-notifications', kind: 'released' as const, urgent: true, out: false },
    { choice: 'claimed,summary', kind: 'claimed' as const, urgent: false, out: true },
    { choice: 'claimed,summary', kind: 'released' as const, urgent: true, out: false },
    { choice: 'late', kind: 'late' as const, urgent: false, out: true },
    { choice: 'important-notifications', kind: 'credentials' as const, urgent: false, out: true },
    { choice: 'claimed,late', kind: 'credentials' as const, urgent: false, out: false },
    { choice: 'credentials', kind: 'credentials' as const, urgent: false, out: true },
  ])('$choice, $kind (urgent: $urgent): $out', ({ choice, kind, urgent, out }) => {
    expect(alertNotifies({ kind, urgent }, choice)).toBe(out);
  });
});
