// The calendar's reads (a month, a week or a day through its calendar weeks; a year through the shifts, live or read
// once) and the drag-to-move write against the emulators seeded with the demo data (rules apply), the Cloud Functions
// on.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signOut } from 'firebase/auth';
import { doc, getDoc, Timestamp } from 'firebase/firestore';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { functionsDone, functionTriggers, patchAsBackend, reseed, writeAsBackend } from '../../../tests/support/demo';
import { CALENDAR_SHIFT_DEFAULTS, CALENDAR_WEEKS_MAX, type CalendarShift } from '../../domain/calendarWeeks';
import { monthShown } from './calendarEvents';
import { toCalendarTime } from './calendarTime';
import {
  countCalendarRange,
  LIVE_RANGE_LIMIT,
  readCalendarRange,
  watchCalendarRange as watchRange,
} from './calendarApi';
import { moveShift, selectCalendarReadAt, selectCalendarShifts, selectCalendarWorkerNames } from './calendarSlice';
import { watchCalendarRange } from './calendarRangeWatch';
import { defined } from '../../../tests/support/defined';
import { storeAs, until } from '../../../tests/support/session';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// the calendar weeks of the shifts the tests write are the Cloud Function's (calendarOfShift), as deployed
let triggersWere = false;
beforeAll(async () => {
  await reseed();
  triggersWere = await functionTriggers(true);
});
afterAll(async () => {
  if (!triggersWere) await functionTriggers(false);
});
afterEach(async () => {
  await signOut(appAuth());
});

describe('the visible range, live', () => {
  it('delivers only the shifts starting in the range, then a change, until stopped', async () => {
    await storeAs('facility@shiftcover.test');
    const from = Date.now();
    const to = from + 3 * DAY;
    const seen: CalendarShift[][] = [];
    const stop = watchRange(
      appDb(),
      'maple-grove',
      from,
      to,
      (s) => seen.push(s),
      (e) => {
        throw e;
      },
    );
    await until(() => seen.length > 0);
    const first = defined(seen.at(-1), 'the first answer');
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((s) => s.start >= from && s.start < to)).toBe(true);
    for (const s of first)
      expect((await getDoc(doc(appDb(), 'shifts', s.id))).get('facilityIdentifier')).toBe('maple-grove');
    expect(first.map((s) => s.start)).toEqual([...first.map((s) => s.start)].sort((a, b) => a - b));
    expect(first[0]).toMatchObject({ allDay: false, schedules: [], url: null });

    const target = first.find((s) => s.status === 'active' && s.start > Date.now())!;
    // another scheduler's change (written past the rules: the History of a change is not this test's subject)
    await patchAsBackend(target.id, { description: 'Changed while watching' });
    await until(() =>
      Boolean(seen.at(-1)?.some((s) => s.id === target.id && s.description === 'Changed while watching')),
    );

    stop();
    const count = seen.length;
    await patchAsBackend(target.id, { description: 'Changed after stopping' });
    await new Promise((r) => setTimeout(r, 500));
    expect(seen.length).toBe(count);
  });

  it('fills the slice and the worker names through the thunk, and reports a refused range as failed', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const stop = store.dispatch(
      watchCalendarRange({ facilityId: 'maple-grove', from: Date.now(), to: Date.now() + 14 * DAY }),
    );
    await until(() => store.getState().calendar.status === 'succeeded');
    const shifts = selectCalendarShifts(store.getState());
    const claimed = shifts.filter((s) => s.nurseId);
    expect(claimed.length).toBeGreaterThan(0);
    await until(() => claimed.every((s) => selectCalendarWorkerNames(store.getState())[s.nurseId!]));
    expect(selectCalendarWorkerNames(store.getState())['worker-2']).toBe('Blake Martinez');
    stop();

    const stopOther = store.dispatch(
      watchCalendarRange({ facilityId: 'lakeside-north', from: Date.now(), to: Date.now() + DAY }),
    );
    await until(() => store.getState().calendar.status === 'failed');
    expect(selectCalendarShifts(store.getState())).toEqual([]);
    stopOther();
  });
});

/** Shifts of Maple Grove written as the worker app's backend would: `n`, from `from`, up to three a day for 30 days. */
const busyShifts = (prefix: string, from: number, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const start = new Date(from + (i % 30) * DAY + (i % 3) * 8 * HOUR + Math.floor(i / 90) * 60_000);
    return {
      path: `shifts/${prefix}-${String(i).padStart(4, '0')}`,
      data: {
        facilityIdentifier: 'maple-grove',
        description: `Busy ${i}`,
        status: 'active',
        isFree: true,
        nurseType: 'CNA',
        numberOfNurse: 1,
        start,
        end: new Date(start.getTime() + 8 * HOUR),
        nurseId: null,
        createdAt: Date.now(),
        createdBy: 'uid-dana',
        tz: 'America/Chicago',
      },
    };
  });

const docsRead = () => (globalThis as { __shiftcoverDocsRead?: number }).__shiftcoverDocsRead ?? 0;

describe('a month, a week or a day: through its calendar weeks, live however busy', () => {
  it("a month reads at most 7 documents: each day's first two as the shifts give, the rest counted", async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    // a six-week grid far ahead, three shifts a day for 30 days (more than its days draw), through the Cloud Function
    const from = Date.now() + 500 * DAY;
    const to = from + 42 * DAY;
    const n = 90;
    await writeAsBackend(busyShifts('month', from, n));
    await functionsDone();
    const month = { tz: 'America/Chicago', perDay: 2 };
    const dayOf = (ms: number) => toCalendarTime(ms, month.tz).slice(0, 10);

    const before = docsRead();
    const stop = store.dispatch(watchCalendarRange({ facilityId: 'maple-grove', from, to, month }));
    await until(() => store.getState().calendar.status === 'succeeded');
    expect(docsRead() - before).toBeLessThanOrEqual(CALENDAR_WEEKS_MAX);
    // live, not read once
    expect(selectCalendarReadAt(store.getState())).toBeNull();

    // the same as the shifts themselves, read through the year's path (every field, by start then id)
    const read = await readCalendarRange('maple-grove', from, to);
    expect(read.shifts).toHaveLength(n);
    const expected = monthShown(read.shifts, dayOf, 2);
    expect(selectCalendarShifts(store.getState())).toEqual(expected.shifts);
    expect(store.getState().calendar.hiddenByDay).toEqual(expected.hiddenByDay);
    const counted = (state = store.getState()) =>
      state.calendar.shifts.length + Object.values(state.calendar.hiddenByDay ?? {}).reduce((a, b) => a + b, 0);
    expect(counted()).toBe(n);

    // another scheduler's shift on the first day: counted without a new read of the month
    await writeAsBackend(busyShifts('month-late', from + 20 * HOUR, 1));
    await until(() => counted() === n + 1);
    const itsDay = dayOf(from + 20 * HOUR);
    expect(store.getState().calendar.hiddenByDay?.[itsDay]).toBe((expected.hiddenByDay[itsDay] ?? 0) + 1);
    stop();
  });

  it('names the workers of the chips from the weeks, with no read of their records', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const from = Date.now();
    const before = docsRead();
    const stop = store.dispatch(watchCalendarRange({ facilityId: 'maple-grove', from, to: from + 14 * DAY }));
    await until(() => store.getState().calendar.status === 'succeeded');
    const claimed = selectCalendarShifts(store.getState()).filter((s) => s.nurseId);
    expect(claimed.length).toBeGreaterThan(0);
    for (const s of claimed) expect(selectCalendarWorkerNames(store.getState())[s.nurseId!]).toBeTruthy();
    expect(docsRead() - before).toBeLessThanOrEqual(3);
    stop();
  });
});

describe('a busy year (more shifts than LIVE_RANGE_LIMIT)', () => {
  it('is counted, then read once with the calendar fields: every shift of the range, by start, and when', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    // a year far ahead, with more shifts than are listened to, written as the worker app's backend would
    const from = Date.now() + 900 * DAY;
    const to = from + 365 * DAY;
    const n = LIVE_RANGE_LIMIT + 20;
    // read from the shifts: no Cloud Function needs to hear of them
    await functionTriggers(false);
    await writeAsBackend(busyShifts('busy', from, n));
    await functionTriggers(true);
    expect(await countCalendarRange('maple-grove', from, to)).toBe(n);
    const read = await readCalendarRange('maple-grove', from, to);
    expect(read.truncated).toBe(false);
    expect(read.shifts).toHaveLength(n);
    expect(read.shifts.map((s) => s.start)).toEqual([...read.shifts.map((s) => s.start)].sort((a, b) => a - b));
    // the calendar's fields, stored or defaulted, and nothing else (no nurseType, no facilityIdentifier)
    expect(read.shifts[0]).toEqual({
      ...CALENDAR_SHIFT_DEFAULTS,
      id: 'busy-0000',
      description: 'Busy 0',
      start: from,
      end: from + 8 * HOUR,
    });

    const before = Date.now();
    const stop = store.dispatch(watchCalendarRange({ facilityId: 'maple-grove', from, to }));
    await until(() => store.getState().calendar.status === 'succeeded');
    expect(selectCalendarShifts(store.getState())).toHaveLength(n);
    expect(selectCalendarReadAt(store.getState())).toBeGreaterThanOrEqual(before);
    stop();

    // a quiet year is listened to: no read time
    const stopQuiet = store.dispatch(watchCalendarRange({ facilityId: 'maple-grove', from: to, to: to + 365 * DAY }));
    await until(() => store.getState().calendar.status === 'succeeded');
    expect(selectCalendarReadAt(store.getState())).toBeNull();
    stopQuiet();
    await expect(countCalendarRange('lakeside-north', from, to)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('moving a shift by dragging it', () => {
  it('moves a future shift, keeping its length, and refuses a move into the past', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const stop = store.dispatch(
      watchCalendarRange({ facilityId: 'maple-grove', from: Date.now(), to: Date.now() + 14 * DAY }),
    );
    await until(() => store.getState().calendar.status === 'succeeded');
    const shift = selectCalendarShifts(store.getState()).find(
      (s) => s.status === 'active' && s.start > Date.now() + HOUR,
    )!;
    const start = shift.start + DAY;
    await store.dispatch(moveShift({ id: shift.id, start })).unwrap();
    const stored = (await getDoc(doc(appDb(), 'shifts', shift.id))).data()!;
    expect((stored.start as Timestamp).toMillis()).toBe(start);
    expect((stored.end as Timestamp).toMillis()).toBe(start + (shift.end - shift.start));

    await expect(store.dispatch(moveShift({ id: shift.id, start: Date.now() - HOUR })).unwrap()).rejects.toThrow(
      'refused',
    );
    const cancelled = selectCalendarShifts(store.getState()).find((s) => s.status === 'cancelled');
    if (cancelled)
      await expect(
        store.dispatch(moveShift({ id: cancelled.id, start: cancelled.start + DAY })).unwrap(),
      ).rejects.toThrow('refused');
    stop();
  });

  it("closes a favorites' window at the new start when a drag moves the start before the window's end", async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const start = Date.now() + 2 * DAY;
    const windowEnd = Date.now() + 20 * HOUR;
    await writeAsBackend([
      {
        path: 'shifts/cal-favorites-first',
        data: {
          facilityIdentifier: 'maple-grove',
          description: 'Favorites first, dragged',
          status: 'active',
          isFree: true,
          nurseType: 'CNA',
          numberOfNurse: 1,
          start: new Date(start),
          end: new Date(start + 8 * HOUR),
          nurseId: null,
          createdAt: Date.now() - HOUR,
          createdBy: 'uid-dana',
          tz: 'America/Chicago',
          favoritesFirstUntil: new Date(windowEnd),
        },
      },
    ]);
    const stop = store.dispatch(
      watchCalendarRange({ facilityId: 'maple-grove', from: Date.now(), to: Date.now() + 14 * DAY }),
    );
    await until(() => selectCalendarShifts(store.getState()).some((s) => s.id === 'cal-favorites-first'));
    const shown = selectCalendarShifts(store.getState()).find((s) => s.id === 'cal-favorites-first')!;
    expect(shown.favoritesFirstUntil).toBe(windowEnd);
    const earlier = Date.now() + 10 * HOUR;
    await store.dispatch(moveShift({ id: shown.id, start: earlier })).unwrap();
    const stored = (await getDoc(doc(appDb(), 'shifts', shown.id))).data()!;
    expect((stored.favoritesFirstUntil as Timestamp).toMillis()).toBe(earlier);
    stop();
  });
});
