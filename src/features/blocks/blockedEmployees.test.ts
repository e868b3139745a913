import { describe, expect, it } from 'vitest';
import { formatBlockedAt } from '../../domain/formats';
import { wallTimeIn } from '../../domain/zonedTime';
import { blockedRows, isBlockedAt, lastBlockedEvent } from './blockedEmployees';
import type { BlocklistEvent } from '../../domain/types';

const CHI = 'America/Chicago';
const t = (date: string, time: string) => wallTimeIn(date, time, CHI);
const ev = (nurseId: string, action: 'blocked' | 'unblocked', timestamp: number, reason = 'r'): BlocklistEvent => ({
  nurseId,
  action,
  timestamp,
  reason,
});

describe('lastBlockedEvent', () => {
  it("takes the worker's last 'blocked' event, not an unblock or another worker's", () => {
    const events = [
      ev('w1', 'blocked', t('2026-01-01', '09:00'), 'first'),
      ev('w1', 'unblocked', t('2026-02-01', '09:00'), 'sorted'),
      ev('w2', 'blocked', t('2026-04-01', '09:00'), 'other worker'),
      ev('w1', 'blocked', t('2026-03-01', '09:00'), 'again'),
    ];
    expect(lastBlockedEvent(events, 'w1')?.reason).toBe('again');
    expect(lastBlockedEvent(events, 'w3')).toBeNull();
  });
});

describe('blockedRows', () => {
  const facility = {
    id: 'maple-grove',
    facilityName: 'Maple Grove Care Center',
    tz: CHI,
    blocklist: ['worker-4', 'worker-8', 'worker-8'],
    blocklistEvents: [
      ev('worker-4', 'blocked', t('2026-05-01', '14:05'), 'No-call no-show'),
      ev('worker-8', 'blocked', t('2026-05-10', '08:00'), 'Errors'),
    ],
  };
  const workers = { 'worker-4': { name: 'Devon Harris', nurseType: 'CNA' } };

  it('lists each blocked worker once, most recently blocked first, with name, position and reason', () => {
    const rows = blockedRows([facility], workers);
    expect(rows.map((r) => r.nurseId)).toEqual(['worker-8', 'worker-4']);
    expect(rows[1]).toMatchObject({
      workerName: 'Devon Harris',
      position: 'CNA',
      reason: 'No-call no-show',
      facilityName: 'Maple Grove Care Center',
    });
    expect(rows[0]).toMatchObject({ workerName: '', position: '' });
  });
  it("shows the blocked-at time as MM/DD/YYYY h:mm A in the facility's zone", () => {
    const row = blockedRows([facility], workers).find((r) => r.nurseId === 'worker-4')!;
    expect(formatBlockedAt(row.blockedAt!, row.tz)).toBe('05/01/2026 2:05 PM');
  });
  it('is empty for facilities without blocked workers (the table is then not shown)', () => {
    expect(blockedRows([{ ...facility, blocklist: [] }], workers)).toEqual([]);
  });
  it('keeps a worker without an event, with no time', () => {
    expect(blockedRows([{ ...facility, blocklist: ['worker-9'], blocklistEvents: [] }], {})[0]).toMatchObject({
      blockedAt: null,
      reason: '',
    });
  });
  it('spans the facilities of a company', () => {
    const other = { ...facility, id: 'lakeside-north', facilityName: 'Lakeside North', blocklist: ['worker-4'] };
    expect(
      blockedRows([facility, other], workers)
        .map((r) => r.facilityId)
        .sort(),
    ).toEqual(['lakeside-north', 'maple-grove', 'maple-grove']);
  });
});

describe('isBlockedAt', () => {
  it.each([
    [{ blocklist: ['w1'] }, 'w1', true],
    [{ blocklist: ['w1'] }, 'w2', false],
    [null, 'w1', false],
  ])('%o has %s blocked: %s', (facility, id, expected) => {
    expect(isBlockedAt(facility, id)).toBe(expected);
  });
});
