// The worker pages and favorites against the emulators seeded with the demo data, signed in as the demo accounts so
// the rules apply: recent workers and the worker's figures (derived here from the seeded documents), the not-found
// rule, the favorites writes (added, removed, a blocked worker refused, a race), blocking a favorite, what a
// worker with 300 shifts costs in documents read, and the list's Reliability (read from the facility's no-shows).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signOut } from 'firebase/auth';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { selectFacilitiesById } from '../../session/scope';
import { type DemoData, reseedDemo } from '../../../tests/support/demo';
import { DAY, HOUR, storedShift, ts, writeWithoutRules } from '../../../tests/support/rules';
import { isOnTime, ON_TIME_SAMPLE, RECENT_WORKER_DAYS } from '../../domain/workers';
import { fetchRecentWorkers } from '../../data/workers';
import { getFacility } from '../../data/facilities';
import { WORKER_PAGE_SIZE } from '../../data/shifts';
import { reliabilityPercent } from '../../domain/reliability';
import {
  loadMoreWorkerShifts,
  loadNoShowWorkers,
  loadRecentWorkers,
  loadWorker,
  selectNoShowWorkers,
  selectWorkerPage,
} from './workersSlice';
import { setFavorite } from './favoritesSlice';
import { storeAs, storedData } from '../../../tests/support/session';
import { defined } from '../../../tests/support/defined';
import { scopeOfFacilities } from '../../lib/firebase/facilityChunks';

const ms = (v: unknown) => (v instanceof Date ? v.getTime() : (v as number | null));

interface SeededShift {
  id: string;
  facilityIdentifier: string;
  nurseId: string | null;
  isFree: boolean;
  status: string;
  start: number;
  end: number;
  clockIn: number | null;
  approvedHours?: number;
}

function seededShifts(demo: DemoData): SeededShift[] {
  return demo.docs
    .filter((d) => d.path.startsWith('shifts/'))
    .map((d) => ({
      ...(d.data as unknown as SeededShift),
      id: d.path.slice('shifts/'.length),
      start: ms(d.data.start)!,
      end: ms(d.data.end)!,
      clockIn: ms(d.data.clockIn),
    }));
}

/** The recent workers the seed gives the facilities, newest first: derived the way the page defines them. */
function expectedRecent(demo: DemoData, facilityIds: string[], now: number): string[] {
  const from = now - RECENT_WORKER_DAYS * DAY;
  const shifts = seededShifts(demo)
    .filter((s) => facilityIds.includes(s.facilityIdentifier) && !s.isFree && s.status === 'active')
    .filter((s) => s.end >= from && s.end <= now)
    .sort((a, b) => b.end - a.end || (a.id < b.id ? 1 : -1));
  return [...new Set(shifts.map((s) => s.nurseId!))];
}

let demo: DemoData;
let seededAt: number;
beforeEach(async () => {
  seededAt = Date.now();
  demo = await reseedDemo(seededAt);
});
afterEach(async () => {
  await signOut(appAuth());
});

describe('recent workers', () => {
  it('lists everyone who worked a Maple Grove shift in the last 90 days, latest first, each once', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    await store.dispatch(loadRecentWorkers({ facilityId: null, more: false })).unwrap();
    const { recent } = store.getState().workers;
    const want = expectedRecent(demo, ['maple-grove'], recent.to);
    expect(want.length).toBeGreaterThan(3);
    expect(recent.rows.map((r) => r.nurseId)).toEqual(want.slice(0, recent.rows.length));
    expect(recent.rows.length).toBe(Math.min(want.length, Math.max(WORKER_PAGE_SIZE, recent.rows.length)));
    // their names and positions come with them
    expect(store.getState().workers.workers['worker-7']).toEqual({ name: 'Harper Wilson', nurseType: 'RN' });
  });

  it("a company sees its facilities' workers with the facilities each worked at, and filters by facility", async () => {
    const { store } = await storeAs('company@shiftcover.test');
    const lakeside = ['lakeside-north', 'lakeside-south', 'lakeside-east'];
    await store.dispatch(loadRecentWorkers({ facilityId: null, more: false })).unwrap();
    const all = store.getState().workers.recent;
    expect(all.rows.map((r) => r.nurseId)).toEqual(expectedRecent(demo, lakeside, all.to).slice(0, all.rows.length));
    for (const row of all.rows) for (const f of row.facilityIds) expect(lakeside).toContain(f);

    await store.dispatch(loadRecentWorkers({ facilityId: 'lakeside-south', more: false })).unwrap();
    const south = store.getState().workers.recent;
    expect(south.rows.map((r) => r.nurseId)).toEqual(expectedRecent(demo, ['lakeside-south'], south.to));
    expect(south.rows.every((r) => r.facilityIds.join() === 'lakeside-south')).toBe(true);
  });

  it('pages: a later page continues after the last shift read and adds only new workers', async () => {
    await storeAs('facility@shiftcover.test');
    const now = Date.now();
    // 12 workers of their own with 10 shifts each, ended in the last hours (newer than every seeded shift):
    // the first scan page (100 shifts) finds 10 of them, the next one the other 2 and then the seeded workers
    const extra: Record<string, Record<string, unknown>> = {};
    for (let w = 0; w < 12; w++) {
      extra[`user/pager-${w}`] = { firstName: 'Pager', lastName: String(w), userType: 'worker', nurseType: 'CNA' };
      for (let i = 0; i < 10; i++) {
        const end = now - 60_000 - (w * 10 + i) * 1000;
        extra[`shifts/pager-${w}-${i}`] = storedShift(now, 'maple-grove', {
          isFree: false,
          nurseId: `pager-${w}`,
          start: ts(end - 8 * HOUR),
          end: ts(end),
        });
      }
    }
    await writeWithoutRules('demo-shiftcover', extra);
    const from = now - RECENT_WORKER_DAYS * DAY;
    const pagers = Array.from({ length: 12 }, (_, w) => `pager-${w}`);
    const first = await fetchRecentWorkers(appDb(), scopeOfFacilities(['maple-grove']), from, now, [], null);
    expect(first.rows.map((r) => r.nurseId)).toEqual(pagers.slice(0, WORKER_PAGE_SIZE));
    expect(first.hasMore).toBe(true);
    expect(first.cursor).toEqual({ at: now - 60_000 - 99 * 1000, id: 'pager-9-9' });
    const second = await fetchRecentWorkers(
      appDb(),
      scopeOfFacilities(['maple-grove']),
      from,
      now,
      first.rows,
      first.cursor,
    );
    expect(second.rows.map((r) => r.nurseId)).toEqual([...pagers, ...expectedRecent(demo, ['maple-grove'], now)]);
    expect(second.hasMore).toBe(false);
  });
});

describe("the list's Reliability", () => {
  const docsRead = () => (globalThis as { __shiftcoverDocsRead?: number }).__shiftcoverDocsRead ?? 0;
  /** `n` worked shifts of the worker, the latest ending an hour ago, a day apart; `noShows` of them marked. */
  const history = (nurseId: string, now: number, n: number, noShows = 0, from = 0) =>
    Object.fromEntries(
      Array.from({ length: n }, (_, k) => {
        const i = from + k;
        const start = now - HOUR - 8 * HOUR - i * DAY;
        const marked = i < noShows;
        return [
          `shifts/${nurseId}-${i}`,
          storedShift(now, 'maple-grove', {
            isFree: false,
            nurseId,
            start: ts(start),
            end: ts(start + 8 * HOUR),
            clockIn: marked ? null : ts(start),
            clockOut: marked ? null : ts(start + 8 * HOUR),
            ...(marked ? { noShowAt: ts(start + 40 * 60_000), noShowBy: 'uid-dana', noShowNote: null } : {}),
          }),
        ];
      }),
    );

  it("names the workers below 100% from the facility's no-shows, as the worker page figures them", async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const now = Date.now();
    await writeWithoutRules('demo-shiftcover', {
      'user/flaky': { firstName: 'Flaky', lastName: 'Worker', userType: 'worker', nurseType: 'CNA' },
      ...history('flaky', now, 30, 2),
    });
    const before = docsRead();
    await store.dispatch(loadNoShowWorkers({ facilityId: null, rows: true })).unwrap();
    const read = docsRead() - before;
    const { tallies, rows, capped } = selectNoShowWorkers(store.getState());
    // the seed's no-show (worker-2) and flaky's two: nobody else is below 100%
    const seededNoShows = demo.docs.filter(
      (d) => /^shifts\/[^/]+$/.test(d.path) && d.data.facilityIdentifier === 'maple-grove' && d.data.noShowAt,
    ).length;
    expect(seededNoShows).toBe(1);
    expect(Object.keys(tallies).sort()).toEqual(['flaky', 'worker-2']);
    expect(tallies.flaky).toEqual({ started: 30, noShows: 2 });
    expect(capped).toBe(false);
    // their rows: the latest shift of each, a recent worker
    expect(rows?.map((r) => r.nurseId).sort()).toEqual(['flaky', 'worker-2']);
    expect(rows?.find((r) => r.nurseId === 'flaky')?.lastWorked).toBe(now - HOUR);
    // the no-shows, a count and a row per worker with one, and flaky's name (worker-2's was not known yet either)
    expect(read).toBe(seededNoShows + 2 + 2 + 2 + 2);

    // the same figure as the worker page's
    for (const nurseId of ['flaky', 'worker-2']) {
      await store.dispatch(loadWorker({ nurseId, facilityId: null })).unwrap();
      const tally = defined(tallies[nurseId], nurseId);
      expect(selectWorkerPage(store.getState()).figures?.reliability).toBe(
        reliabilityPercent(tally.started, tally.noShows),
      );
    }
  });

  it("reads the same however long a worker's history", async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const now = Date.now();
    await writeWithoutRules('demo-shiftcover', history('flaky', now, 10, 1));
    const readOnce = async () => {
      const before = docsRead();
      await store.dispatch(loadNoShowWorkers({ facilityId: null, rows: false })).unwrap();
      return docsRead() - before;
    };
    const short = await readOnce();
    await writeWithoutRules('demo-shiftcover', history('flaky', now, 80, 1, 10));
    const long = await readOnce();
    expect(long).toBe(short);
    expect(selectNoShowWorkers(store.getState()).tallies.flaky).toEqual({ started: 90, noShows: 1 });
  });
});

describe('the worker page', () => {
  it("shows worker-7's figures at Maple Grove, as the seeded shifts and reviews give them", async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    await store.dispatch(loadWorker({ nurseId: 'worker-7', facilityId: null })).unwrap();
    const page = selectWorkerPage(store.getState());
    const now = Date.now();
    const worked = seededShifts(demo)
      .filter((s) => s.facilityIdentifier === 'maple-grove' && s.nurseId === 'worker-7' && s.status === 'active')
      .filter((s) => s.clockIn !== null && s.clockIn <= now)
      .sort((a, b) => b.clockIn! - a.clockIn!);
    const reviews = demo.docs.filter(
      (d) =>
        d.path.startsWith('reviews/') && d.data.facilityIdentifier === 'maple-grove' && d.data.nurseId === 'worker-7',
    );
    expect(worked.length).toBeGreaterThan(0);
    expect(page.worker).toEqual({ name: 'Harper Wilson', nurseType: 'RN' });
    expect(page.figures).toMatchObject({
      shiftsWorked: worked.length,
      hoursWorked: Math.round(worked.reduce((t, s) => t + (s.approvedHours ?? 0), 0) * 100) / 100,
      averageRating: reviews.length
        ? Math.round((reviews.reduce((t, r) => t + (r.data.rating as number), 0) / reviews.length) * 10) / 10
        : null,
      onTime: worked.filter(isOnTime).length / worked.length,
      lastWorked: worked[0]?.start,
    });
    // 'Shifts with Harper Wilson': every shift of Maple Grove with the worker, latest start first, a page at a time
    const withWorker = seededShifts(demo)
      .filter((s) => s.facilityIdentifier === 'maple-grove' && s.nurseId === 'worker-7')
      .sort((a, b) => b.start - a.start);
    expect(page.shifts.map((s) => s.id)).toEqual(withWorker.slice(0, WORKER_PAGE_SIZE).map((s) => s.id));
    expect(page.hasMore).toBe(withWorker.length >= WORKER_PAGE_SIZE);
  });

  it("averages the facility's reviews of the worker (worker-9's seeded review)", async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const reviews = demo.docs.filter((d) => d.path.startsWith('reviews/') && d.data.nurseId === 'worker-9');
    expect(reviews.length).toBeGreaterThan(0);
    await store.dispatch(loadWorker({ nurseId: 'worker-9', facilityId: null })).unwrap();
    const average = reviews.reduce((t, r) => t + (r.data.rating as number), 0) / reviews.length;
    expect(selectWorkerPage(store.getState()).figures?.averageRating).toBe(Math.round(average * 10) / 10);
  });

  it('reads the figures of a company across its facilities, or of one of them', async () => {
    const { store } = await storeAs('company@shiftcover.test');
    await store.dispatch(loadWorker({ nurseId: 'worker-2', facilityId: null })).unwrap();
    const page = selectWorkerPage(store.getState());
    const lakeside = ['lakeside-north', 'lakeside-south', 'lakeside-east'];
    const now = Date.now();
    const worked = seededShifts(demo).filter(
      (s) =>
        lakeside.includes(s.facilityIdentifier) &&
        s.nurseId === 'worker-2' &&
        s.status === 'active' &&
        s.clockIn !== null &&
        s.clockIn <= now,
    );
    expect(page.figures?.shiftsWorked).toBe(worked.length);
    // one facility only
    await store.dispatch(loadWorker({ nurseId: 'worker-2', facilityId: 'lakeside-east' })).unwrap();
    const east = worked.filter((s) => s.facilityIdentifier === 'lakeside-east');
    expect(selectWorkerPage(store.getState()).figures?.shiftsWorked).toBe(east.length);
  });

  it('is not found for a worker the facility never worked with, or an id of nobody', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    // worker-4 works at Lakeside only
    expect(seededShifts(demo).some((s) => s.facilityIdentifier === 'maple-grove' && s.nurseId === 'worker-4')).toBe(
      false,
    );
    for (const nurseId of ['worker-4', 'no-such-worker', 'uid-dana']) {
      await expect(store.dispatch(loadWorker({ nurseId, facilityId: null })).unwrap()).rejects.toMatchObject({
        kind: 'notFound',
      });
    }
    // and a facility outside the scope is not found either
    await expect(
      store.dispatch(loadWorker({ nurseId: 'worker-7', facilityId: 'lakeside-north' })).unwrap(),
    ).rejects.toMatchObject({ kind: 'notFound' });
  });

  it('a worker with 300 shifts: the page reads far fewer documents than the shifts, and pages the table', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const now = Date.now();
    const extra: Record<string, Record<string, unknown>> = {
      'user/busy-worker': { firstName: 'Busy', lastName: 'Bee', userType: 'worker', nurseType: 'CNA' },
    };
    for (let i = 0; i < 300; i++) {
      const start = now - (i + 1) * DAY;
      extra[`shifts/busy-${String(i).padStart(3, '0')}`] = storedShift(now, 'maple-grove', {
        isFree: false,
        nurseId: 'busy-worker',
        start: ts(start),
        end: ts(start + 8 * HOUR),
        // every third shift clocked in 10 minutes late
        clockIn: ts(start + (i % 3 === 0 ? 10 * 60_000 : 0)),
        clockOut: ts(start + 8 * HOUR),
        timesheetAction: 'approved',
        approvedHours: i % 3 === 0 ? 7.83 : 8,
      });
    }
    await writeWithoutRules('demo-shiftcover', extra);
    const g = globalThis as { __shiftcoverDocsRead?: number };
    const before = g.__shiftcoverDocsRead ?? 0;
    await store.dispatch(loadWorker({ nurseId: 'busy-worker', facilityId: null })).unwrap();
    const read = (g.__shiftcoverDocsRead ?? 0) - before;
    const page = selectWorkerPage(store.getState());
    expect(page.figures).toMatchObject({
      shiftsWorked: 300,
      hoursWorked: 100 * 7.83 + 200 * 8,
      onTimeOf: ON_TIME_SAMPLE,
    });
    // the latest ON_TIME_SAMPLE: i = 0..ON_TIME_SAMPLE - 1, of which every third (i % 3 === 0) late
    const late = Math.ceil(ON_TIME_SAMPLE / 3);
    expect(page.figures?.onTime).toBeCloseTo((ON_TIME_SAMPLE - late) / ON_TIME_SAMPLE, 5);
    // one page of shifts, the on-time sample, the worker record, the aggregations: never the 300 shifts
    expect(read).toBeLessThanOrEqual(WORKER_PAGE_SIZE + ON_TIME_SAMPLE + 6);
    await store.dispatch(loadMoreWorkerShifts({ nurseId: 'busy-worker', facilityId: null })).unwrap();
    const more = selectWorkerPage(store.getState());
    expect(more.shifts.map((s) => s.id)).toEqual(
      Array.from({ length: 2 * WORKER_PAGE_SIZE }, (_, i) => `busy-${String(i).padStart(3, '0')}`),
    );
  });
});

describe('favorites', () => {
  it('adds a worker to the favorites with an event naming who did it, then removes them', async () => {
    const { store, uid } = await storeAs('facility@shiftcover.test');
    const before = Date.now();
    await store.dispatch(setFavorite({ facilityId: 'maple-grove', nurseId: 'worker-3', favorite: true })).unwrap();
    let facility = await storedData('facilities/maple-grove');
    expect(facility.premierlist).toEqual(['worker-7', 'worker-5', 'worker-3']);
    const added = facility.premierlistEvents[facility.premierlistEvents.length - 1];
    expect(added).toMatchObject({ nurseId: 'worker-3', action: 'added', by: uid });
    expect(added.timestamp.toMillis()).toBeGreaterThanOrEqual(before - 1000);
    // the session's facility follows: the toggle shows pressed
    expect(selectFacilitiesById(store.getState())['maple-grove']?.premierlist).toContain('worker-3');

    await store.dispatch(setFavorite({ facilityId: 'maple-grove', nurseId: 'worker-7', favorite: false })).unwrap();
    facility = await storedData('facilities/maple-grove');
    expect(facility.premierlist).toEqual(['worker-5', 'worker-3']);
    expect(facility.premierlistEvents).toHaveLength(4);
    expect(facility.premierlistEvents[3]).toMatchObject({ nurseId: 'worker-7', action: 'removed', by: uid });
    // the session holds what the write left, without a second read: the same as the facility read again
    expect(selectFacilitiesById(store.getState())['maple-grove']).toEqual(await getFacility(appDb(), 'maple-grove'));
  });

  it('refuses a blocked worker and writes nothing', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    await expect(
      store.dispatch(setFavorite({ facilityId: 'maple-grove', nurseId: 'worker-4', favorite: true })).unwrap(),
    ).rejects.toMatchObject({ kind: 'invalid' });
    expect((await storedData('facilities/maple-grove')).premierlist).toEqual(['worker-7', 'worker-5']);
  });

  it('two schedulers racing: the second, who saw the worker as no favorite, writes nothing and is told', async () => {
    const first = await storeAs('facility@shiftcover.test');
    // the other scheduler (the same account on another computer: its own store), loaded before the first one's write
    const { store: second } = await storeAs('facility@shiftcover.test');
    await first.store
      .dispatch(setFavorite({ facilityId: 'maple-grove', nurseId: 'worker-3', favorite: true }))
      .unwrap();
    await expect(
      second.dispatch(setFavorite({ facilityId: 'maple-grove', nurseId: 'worker-3', favorite: true })).unwrap(),
    ).rejects.toMatchObject({ kind: 'changed' });
    const facility = await storedData('facilities/maple-grove');
    expect(facility.premierlistEvents.filter((e: { nurseId: string }) => e.nurseId === 'worker-3')).toHaveLength(1);
    // the second store now shows the stored state
    expect(selectFacilitiesById(second.getState())['maple-grove']?.premierlist).toContain('worker-3');
  });
});
