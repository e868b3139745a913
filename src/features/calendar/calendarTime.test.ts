import { describe, expect, it } from 'vitest';
import { wallTimeIn } from '../../domain/zonedTime';
import { calendarRange, fromCalendarTime, toCalendarTime } from './calendarTime';

const CHI = 'America/Chicago';
const NY = 'America/New_York';
/** FullCalendar in 'UTC' hands back floating wall times as Dates in UTC. */
const floating = (iso: string) => new Date(`${iso}Z`);

describe('toCalendarTime: the facility wall time given to FullCalendar', () => {
  it.each([
    ['a summer morning (CDT)', wallTimeIn('2026-06-10', '09:30', CHI), CHI, '2026-06-10T09:30:00'],
    ['a winter evening (CST)', wallTimeIn('2026-01-15', '19:00', CHI), CHI, '2026-01-15T19:00:00'],
    ['the first instant after spring forward shows 3:00', Date.UTC(2026, 2, 8, 8, 0), CHI, '2026-03-08T03:00:00'],
    ['the last instant before spring forward shows 1:59', Date.UTC(2026, 2, 8, 7, 59), CHI, '2026-03-08T01:59:00'],
    ['the first 1:30 of the fall-back day (CDT)', Date.UTC(2026, 10, 1, 6, 30), CHI, '2026-11-01T01:30:00'],
    ['the second 1:30 of the fall-back day (CST)', Date.UTC(2026, 10, 1, 7, 30), CHI, '2026-11-01T01:30:00'],
    ['the same instant in another facility zone', wallTimeIn('2026-06-10', '09:30', CHI), NY, '2026-06-10T10:30:00'],
    [
      'a night shift crossing midnight keeps its own date',
      wallTimeIn('2026-06-10', '23:00', CHI),
      CHI,
      '2026-06-10T23:00:00',
    ],
  ])('%s', (_, ms, tz, expected) => {
    expect(toCalendarTime(ms, tz)).toBe(expected);
  });

  it('does not depend on the browser zone', () => {
    // the test process may run in any zone; the result names the facility's wall time only
    expect(toCalendarTime(Date.UTC(2026, 6, 1, 12, 0), 'Asia/Tokyo')).toBe('2026-07-01T21:00:00');
  });
});

describe('fromCalendarTime: a date FullCalendar reports, back to an instant', () => {
  it.each([
    ['midnight of a summer day', '2026-06-10T00:00:00', CHI, Date.UTC(2026, 5, 10, 5, 0)],
    ['midnight of a winter day', '2026-01-15T00:00:00', CHI, Date.UTC(2026, 0, 15, 6, 0)],
    ['a selected time slot', '2026-06-10T14:30:00', CHI, Date.UTC(2026, 5, 10, 19, 30)],
    ['midnight of the spring-forward day is still CST', '2026-03-08T00:00:00', CHI, Date.UTC(2026, 2, 8, 6, 0)],
    ['the day after spring forward is CDT', '2026-03-09T00:00:00', CHI, Date.UTC(2026, 2, 9, 5, 0)],
    ['the skipped 2:30 moves forward by the gap', '2026-03-08T02:30:00', CHI, Date.UTC(2026, 2, 8, 8, 30)],
    ['the repeated 1:30 resolves to standard time', '2026-11-01T01:30:00', CHI, Date.UTC(2026, 10, 1, 7, 30)],
  ])('%s', (_, iso, tz, expected) => {
    expect(fromCalendarTime(floating(iso), tz)).toBe(expected);
  });

  it('round-trips every hour of the spring-forward and fall-back days', () => {
    for (const day of ['2026-03-08', '2026-11-01']) {
      for (let h = 0; h < 24; h++) {
        const time = `${String(h).padStart(2, '0')}:15`;
        const instant = wallTimeIn(day, time, CHI);
        expect(fromCalendarTime(floating(toCalendarTime(instant, CHI)), CHI)).toBe(instant);
      }
    }
  });
});

describe('calendarRange: the visible range as instants', () => {
  it('turns the month grid of March 2026 (6 weeks around the spring-forward day) into facility midnights', () => {
    const range = calendarRange(floating('2026-03-01T00:00:00'), floating('2026-04-12T00:00:00'), CHI);
    expect(range).toEqual({ from: Date.UTC(2026, 2, 1, 6, 0), to: Date.UTC(2026, 3, 12, 5, 0) });
    // 41 days and 23 hours: the lost hour of spring forward is not a gap in the range
    expect(range.to - range.from).toBe((42 * 24 - 1) * 3_600_000);
  });

  it('includes a shift at the very start of the range and excludes one at its end', () => {
    const range = calendarRange(floating('2026-11-01T00:00:00'), floating('2026-11-08T00:00:00'), CHI);
    const first = wallTimeIn('2026-11-01', '00:00', CHI);
    const after = wallTimeIn('2026-11-08', '00:00', CHI);
    expect(first >= range.from && first < range.to).toBe(true);
    expect(after >= range.from && after < range.to).toBe(false);
  });
});

// The oracle is the platform's own Intl, not dayjs: dayjs's tz plugin shifts some instants by an hour when the
// machine's zone changes its clocks near them (seen with TZ=America/Chicago), so it would make this test depend
// on the machine's zone.
function intlWallTime(ms: number, tz: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(ms);
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

describe('the cached zone offsets agree with the platform (Intl)', () => {
  it.each([CHI, NY, 'America/St_Johns', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Europe/London', 'UTC'])(
    'in %s, every 7 minutes across both DST changes of 2026',
    async (tz) => {
      for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7 * 60_000 * 97) {
        expect(toCalendarTime(ms, tz)).toBe(intlWallTime(ms, tz));
      }
      for (const [y, m, d] of [
        [2026, 2, 8],
        [2026, 10, 1],
        [2026, 3, 5],
        [2026, 9, 4],
        [2026, 2, 29],
        [2026, 9, 25],
      ] satisfies [number, number, number][]) {
        for (let ms = Date.UTC(y, m, d - 1); ms < Date.UTC(y, m, d + 2); ms += 7 * 60_000) {
          expect(toCalendarTime(ms, tz)).toBe(intlWallTime(ms, tz));
        }
      }
    },
    // about 5,000 moments per zone: seconds when the 2 cores are busy
    30_000,
  );
});
