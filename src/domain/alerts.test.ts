import { describe, expect, it } from 'vitest';
import { ALERTS_STEP_MS, alertNotifies, alertsOf, alertsWindowFrom } from './alerts';
import { LATE_AFTER_MS } from './shiftStatus';
import type { AlertFacts } from './today';

const MIN = 60_000;
const HOUR = 60 * MIN;
const now = Date.UTC(2026, 10, 18, 18, 0);
const shift = (id: string, over: Partial<AlertFacts> = {}): AlertFacts => ({
  id,
  status: 'active',
  start: now + 3 * HOUR,
  nurseId: 'worker-1',
  isFree: false,
  clockIn: null,
  clockOut: null,
  noShowAt: null,
  ...over,
});
const free = (id: string) => shift(id, { nurseId: null, isFree: true });

describe('alertsOf: only the changes after the first answer raise alerts', () => {
  it('raises nothing on the first answer (a late worker already late included), and remembers every shift', () => {
    const { alerts, seen } = alertsOf(null, [free('a'), shift('b', { start: now - 30 * MIN })], now);
    expect(alerts).toEqual([]);
    expect([...seen.keys()]).toEqual(['a', 'b']);
  });
  it.each([
    { rule: 'a claim', before: [free('a')], after: [shift('a')], kinds: ['claimed'] },
    { rule: 'a release', before: [shift('a')], after: [free('a')], kinds: ['released'] },
    { rule: 'a shift seen the first time later', before: [free('a')], after: [free('a'), shift('b')], kinds: [] },
    { rule: 'nothing changed', before: [shift('a')], after: [shift('a')], kinds: [] },
    {
      rule: 'a claim and a release in one answer',
      before: [free('a'), shift('b')],
      after: [shift('a'), free('b')],
      kinds: ['claimed', 'released'],
    },
  ])('$rule', ({ before, after, kinds }) => {
    const first = alertsOf(null, before, now - MIN);
    expect(alertsOf(first.seen, after, now).alerts.map((a) => a.kind)).toEqual(kinds);
  });
  it.each([
    { rule: 'a release 23 h 59 min before the start is urgent', start: now + 24 * HOUR - MIN, urgent: true },
    { rule: 'a release exactly 24 h before the start is not urgent', start: now + 24 * HOUR, urgent: false },
    { rule: 'a release after the start is urgent', start: now - 20 * MIN, urgent: true },
  ])('$rule', ({ start, urgent }) => {
    const first = alertsOf(null, [shift('a', { start })], now - MIN);
    const after = alertsOf(first.seen, [{ ...free('a'), start }], now).alerts;
    expect(after.map((a) => [a.kind, a.urgent, a.workerId])).toEqual([['released', urgent, 'worker-1']]);
  });
  it.each([
    { rule: 'exactly 10 minutes after the start is not late yet', after: 10 * MIN, kinds: [] },
    { rule: 'just past 10 minutes after the start is late', after: 10 * MIN + 1, kinds: ['late'] },
    { rule: 'clocked in by then is not late', after: 11 * MIN, clockIn: now - 5 * MIN, kinds: [] },
    { rule: 'a shift with no worker is never late', after: 11 * MIN, free: true, kinds: [] },
  ])('$rule', ({ after, clockIn = null, free: noWorker = false, kinds }) => {
    const s = noWorker ? free('a') : shift('a', { clockIn });
    const started = { ...s, start: now - after };
    const first = alertsOf(null, [{ ...started }], now - after);
    expect(alertsOf(first.seen, [started], now).alerts.map((a) => a.kind)).toEqual(kinds);
  });
  it('time passing with the same shifts raises late once', () => {
    const s = shift('a', { start: now - 5 * MIN });
    const first = alertsOf(null, [s], now);
    const later = alertsOf(first.seen, [s], now + 6 * MIN);
    expect(later.alerts.map((a) => a.kind)).toEqual(['late']);
    expect(alertsOf(later.seen, [s], now + 7 * MIN).alerts).toEqual([]);
  });
});

describe("alertsWindowFrom: the listeners' window, opened anew each step", () => {
  it('starts one step before the opening, so that the next opening overlaps the last', () => {
    expect(alertsWindowFrom(now + ALERTS_STEP_MS)).toBe(now);
  });
  // a worker turns late 10 minutes after the start: an opening at `at` stands until the next, one step later; every
  // shift that turns late meanwhile (at the opening, or the last moment before the next) started after its `from`
  it.each([
    { when: 'at the opening', lateAt: 0 },
    { when: 'half a step in', lateAt: ALERTS_STEP_MS / 2 },
    { when: 'the last moment before the next opening', lateAt: ALERTS_STEP_MS - 1 },
  ])('holds a shift that turns late $when', ({ lateAt }) => {
    const start = now + lateAt - LATE_AFTER_MS - 1;
    expect(start).toBeGreaterThanOrEqual(alertsWindowFrom(now));
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
  ])('$choice, $kind (urgent: $urgent): $out', ({ choice, kind, urgent, out }) => {
    expect(alertNotifies({ kind, urgent }, choice)).toBe(out);
  });
});
