// The calendar's live range listener and the drag-to-move write against the emulators seeded with the
// demo data (rules apply).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signOut } from 'firebase/auth';
import { doc, getDoc, Timestamp } from 'firebase/firestore';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { patchAsBackend, reseed, writeAsBackend } from '../../../tests/support/demo';
import { CALENDAR_SHIFT_DEFAULTS, type CalendarShift } from './calendarEvents';
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

beforeAll(async () => {
  await reseed();
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

describe('a busy range (more shifts than LIVE_RANGE_LIMIT)', () => {
  it('is counted, then read once with the calendar fields: every shift of the range, by start, and when', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    // a month far ahead, with more shifts than are listened to, written as the worker app's backend would
    const from = Date.now() + 400 * DAY;
    const to = from + 30 * DAY;
    const n = LIVE_RANGE_LIMIT + 20;
    await writeAsBackend(
      Array.from({ length: n }, (_, i) => {
        const start = new Date(from + (i % 30) * DAY + (i % 3) * 8 * HOUR);
        return {
          path: `shifts/busy-${String(i).padStart(4, '0')}`,
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
      }),
    );
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

    // the month view's read: two a day converted, the rest counted per day
    const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const summary = await readCalendarRange('maple-grove', from, to, { dayOf, perDay: 2 });
    const days = new Set(read.shifts.map((s) => dayOf(s.start)));
    expect(summary.shifts).toHaveLength(days.size * 2);
    expect(summary.shifts).toEqual(
      read.shifts.filter((s, i, all) => all.slice(0, i).filter((t) => dayOf(t.start) === dayOf(s.start)).length < 2),
    );
    expect(Object.values(summary.hiddenByDay!).reduce((a, b) => a + b, 0)).toBe(n - days.size * 2);

    const before = Date.now();
    const stop = store.dispatch(watchCalendarRange({ facilityId: 'maple-grove', from, to }));
    await until(() => store.getState().calendar.status === 'succeeded');
    expect(selectCalendarShifts(store.getState())).toHaveLength(n);
    expect(selectCalendarReadAt(store.getState())).toBeGreaterThanOrEqual(before);
    stop();

    // a quiet range is listened to: no read time
    const stopQuiet = store.dispatch(
      watchCalendarRange({ facilityId: 'maple-grove', from: Date.now(), to: Date.now() + 14 * DAY }),
    );
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
