import { describe, expect, it } from 'vitest';
import { utcDate } from './dayjs';

describe('utcDate: a calendar date written exactly as its format, at midnight UTC', () => {
  it.each([
    ['YYYY-MM-DD', '2026-03-08', 'YYYY-MM-DD', '2026-03-08T00:00:00.000Z'],
    ['MM-DD-YYYY', '03-08-2026', 'MM-DD-YYYY', '2026-03-08T00:00:00.000Z'],
    ['a leap day', '2028-02-29', 'YYYY-MM-DD', '2028-02-29T00:00:00.000Z'],
    ['a leap day typed MM-DD-YYYY', '02-29-2028', 'MM-DD-YYYY', '2028-02-29T00:00:00.000Z'],
    ['the last day of a year', '12-31-2026', 'MM-DD-YYYY', '2026-12-31T00:00:00.000Z'],
    ['a year under 100 is that year, not 19xx', '0099-01-01', 'YYYY-MM-DD', '0099-01-01T00:00:00.000Z'],
  ] as const)('reads %s', (_, text, format, iso) => {
    const date = utcDate(text, format);
    expect(date.isValid()).toBe(true);
    expect(date.toISOString()).toBe(iso);
  });

  it.each([
    ['February 29 of a common year', '2026-02-29', 'YYYY-MM-DD'],
    ['February 30', '02-30-2028', 'MM-DD-YYYY'],
    ['month 13', '2026-13-01', 'YYYY-MM-DD'],
    ['day 0', '03-00-2026', 'MM-DD-YYYY'],
    ['the other format', '03-08-2026', 'YYYY-MM-DD'],
    ['single digits', '3-8-2026', 'MM-DD-YYYY'],
    ['a time after the date', '2026-03-08T10:00', 'YYYY-MM-DD'],
    ['spaces around it (callers trim)', ' 2026-03-08', 'YYYY-MM-DD'],
    ['nothing', '', 'MM-DD-YYYY'],
  ] as const)('refuses %s', (_, text, format) => {
    expect(utcDate(text, format).isValid()).toBe(false);
  });
});
