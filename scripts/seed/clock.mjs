// The moments every demo time is placed from, and the template shifts placed on them, with src/domain's zoned-time
// rules. Every time is relative to `now`, so the demo always has upcoming shifts, a current week and shifts awaiting
// review. Shift placement, in America/Chicago:
//   weekStart = the Sunday 00:00 on or before `now` (the timesheet's week);  lookback = now - 3 days.
//   - The three "recent" shifts (DEMO_IDS.shifts.recent) ended between max(weekStart, lookback) and
//     now - 30 min. They are at the same time the three timesheet entries of the current week and
//     the three shifts awaiting review. Keeping the two sets apart is impossible with one review
//     doc: a timesheet entry outside the review window would need clockOut <= lookback while the
//     awaiting-review shifts would need to end before weekStart, i.e. weekStart > lookback, and
//     the two contradict. With the overlap both counts are exactly three on every day of the week.
//   - Every other past shift (claimed, unclaimed, cancelled, reviewed) ends at least 30 minutes
//     before min(weekStart, lookback): it is neither in the current week nor in the review window.
//   - Future shifts start on tomorrow's date or later (local).
//   - Edge: if less than 35 minutes of the week have passed (Sunday 00:00 to 00:34 local),
//     no shift of the week can have ended 30 minutes ago. The three recent shifts then end shortly
//     before weekStart (still awaiting review) and the current week has no timesheet entry.
//     When the window is short (early Sunday) the recent shifts shrink to fit it (down to 1 minute);
//     otherwise they are 4 hours long, ending 1 hour apart.
import { addDays, calendarDateIn, shiftOnDate, timesheetSunday, weekRange } from './domain.mjs';
import { DEMO_TZ } from './ids.mjs';

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;

export const floorMin = (t) => Math.floor(t / MIN) * MIN;
const ceilMin = (t) => Math.ceil(t / MIN) * MIN;

export function demoClock(now) {
  const weekStart = weekRange(timesheetSunday(null, now)).from;
  const lookback = now - 3 * DAY;
  return {
    now,
    weekStart,
    lookback,
    /** every "ordinary" past shift ends at or before this */
    pastLimit: Math.min(weekStart, lookback) - 30 * MIN,
    /** accounts and facilities were created 60 days ago */
    baseCreated: floorMin(now) - 60 * DAY,
  };
}

export const TEMPLATES = {
  Day: { name: 'Day', startTime: '07:00', endTime: '15:00' },
  Evening: { name: 'Evening', startTime: '15:00', endTime: '23:00' },
  Night: { name: 'Night', startTime: '23:00', endTime: '07:00' },
};

/** Template shifts placed from the clock: past ones end by pastLimit, future ones start tomorrow or later. */
export function templateTimesFrom({ now, pastLimit }) {
  const on = (at, days, tpl) => shiftOnDate(addDays(calendarDateIn(at, DEMO_TZ), days), TEMPLATES[tpl], DEMO_TZ);
  return {
    /** a template shift on local date (pastLimitDate - daysBack), moved earlier until it ends by pastLimit */
    past(daysBack, tpl) {
      for (let back = daysBack; ; back++) {
        const t = on(pastLimit, -back, tpl);
        if (t.end <= pastLimit) return t;
      }
    },
    /** a template shift on local date (today + daysAhead), daysAhead >= 1 */
    future: (daysAhead, tpl) => on(now, daysAhead, tpl),
  };
}

/**
 * Slots of the three recent shifts: start >= max(weekStart, lookback), end <= now - 30 min.
 * Up to 4 hours long and staggered by up to an hour; shorter when the window is short.
 */
export function placeRecent(now, weekStart, lookback) {
  const lo = ceilMin(Math.max(weekStart, lookback) + MIN);
  let hi = floorMin(now - 31 * MIN);
  // with room to spare, end on a quarter hour for tidy times
  if (hi - lo >= 6 * HOUR) hi = Math.floor(hi / (15 * MIN)) * 15 * MIN;
  const window = hi - lo;
  if (window >= 3 * MIN) {
    const dur = floorMin(Math.min(4 * HOUR, Math.max(MIN, window / 2)));
    const gap = floorMin(Math.min(HOUR, (window - dur) / 2));
    const slots = [0, 1, 2].map((i) => ({ start: hi - i * gap - dur, end: hi - i * gap }));
    return { slots, inWeek: true, windowMinutes: Math.round(window / MIN) };
  }
  // Sunday just after midnight: nothing of this week ended 30 minutes ago. Put the three shifts
  // just before the week start (clocked out within the last 3 days, so still awaiting review).
  const end = floorMin(weekStart - 5 * MIN);
  const slots = [0, 1, 2].map((i) => ({ start: end - i * HOUR - 4 * HOUR, end: end - i * HOUR }));
  return { slots, inWeek: false, windowMinutes: Math.round(window / MIN) };
}

/** A list of documents and the way to add one; each part of the seed builds its own. */
export function docList() {
  const docs = [];
  return { docs, add: (path, data) => docs.push({ path, data }) };
}
