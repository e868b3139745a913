import { describe, expect, it } from 'vitest';
import { canEditOrCancel, cancelRefusal, hasStarted, isShiftLocked, shiftStatusDisplay } from './shiftStatus';

describe('shiftStatusDisplay', () => {
  it.each([
    ['isFree true is Unclaimed (grey)', true, 'active', { label: 'Unclaimed', variant: 'secondary' }],
    ['isFree false is Claimed (green)', false, 'active', { label: 'Claimed', variant: 'success' }],
    ['status cancelled is Cancelled (warning colour)', false, 'cancelled', { label: 'Cancelled', variant: 'warning' }],
    ['Cancelled takes precedence over Unclaimed', true, 'cancelled', { label: 'Cancelled', variant: 'warning' }],
  ])('%s', (_, isFree, status, expected) => {
    expect(shiftStatusDisplay({ isFree, status })).toEqual(expected);
  });
});

describe('canEditOrCancel', () => {
  it.each([
    ['The row menu offers Edit and Cancel only when the shift is not cancelled', 'active', true],
    ['Cancelled shifts lose the Edit and Cancel menu', 'cancelled', false],
  ])('%s', (_, status, expected) => {
    expect(canEditOrCancel({ status })).toBe(expected);
  });
});

describe('isShiftLocked', () => {
  const now = 1_780_000_000_000;
  it.each([
    ['all edit fields are locked once the shift start has passed', now - 1, true],
    ['fields are editable before the start', now + 1, false],
  ])('%s', (_, start, expected) => {
    expect(isShiftLocked({ start }, now)).toBe(expected);
  });
});

describe('cancelRefusal', () => {
  const now = 1_780_000_000_000;
  it.each([
    [
      'Cancel is refused when the shift has started and already has a worker',
      now - 1,
      'worker-1',
      'Shifts that have already started cannot be cancelled',
    ],
    ['a started shift without a worker can be cancelled', now - 1, null, null],
    ['a future shift with a worker can be cancelled', now + 60_000, 'worker-1', null],
    ['a future shift without a worker can be cancelled', now + 60_000, null, null],
  ])('%s', (_, start, nurseId, expected) => {
    expect(cancelRefusal({ start, nurseId }, now)).toBe(expected);
  });
});

describe('hasStarted', () => {
  const now = Date.parse('2026-06-10T12:00:00-05:00');
  it.each([
    ['a shift whose start has passed has started', now - 1, true],
    ['a shift starting now has started', now, true],
    ['a shift starting later has not started', now + 1, false],
  ])('%s', (_, start, expected) => {
    expect(hasStarted(start, now)).toBe(expected);
  });
});
