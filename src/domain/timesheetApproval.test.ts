import { describe, expect, it } from 'vitest';
import { clockedHours, idsToApprove } from './timesheetApproval';

describe('idsToApprove', () => {
  it('Approve All approves every listed entry that is not approved yet', () => {
    expect(
      idsToApprove([
        { id: 'a', timesheetAction: null },
        { id: 'b', timesheetAction: 'approved' },
        { id: 'c', timesheetAction: 'rejected' },
      ]),
    ).toEqual(['a', 'c']);
  });
  it('nothing to approve when all are approved', () => {
    expect(idsToApprove([{ id: 'a', timesheetAction: 'approved' }])).toEqual([]);
  });
});

describe('clockedHours: what an approval records for insights', () => {
  const at = (iso: string) => Date.parse(iso);
  it.each([
    { rule: 'a day shift', clockIn: at('2026-11-18T07:00:00-06:00'), clockOut: at('2026-11-18T15:00:00-06:00'), h: 8 },
    {
      rule: 'a night across midnight',
      clockIn: at('2026-11-18T23:00:00-06:00'),
      clockOut: at('2026-11-19T07:00:00-06:00'),
      h: 8,
    },
    {
      rule: 'the fall-back night is an hour longer',
      clockIn: at('2026-10-31T23:00:00-05:00'),
      clockOut: at('2026-11-01T07:00:00-06:00'),
      h: 9,
    },
    {
      rule: 'the spring-forward night is an hour shorter',
      clockIn: at('2026-03-07T23:00:00-06:00'),
      clockOut: at('2026-03-08T07:00:00-05:00'),
      h: 7,
    },
    {
      rule: 'minutes to two places',
      clockIn: at('2026-11-18T07:04:00-06:00'),
      clockOut: at('2026-11-18T15:00:00-06:00'),
      h: 7.93,
    },
    { rule: 'no clock-out, no hours', clockIn: at('2026-11-18T07:00:00-06:00'), clockOut: null, h: null },
    { rule: 'no clock-in, no hours', clockIn: null, clockOut: at('2026-11-18T15:00:00-06:00'), h: null },
  ])('$rule', ({ clockIn, clockOut, h }) => expect(clockedHours({ clockIn, clockOut })).toBe(h));
});
