// Insights against the emulators seeded with the demo data, signed in as the demo accounts (so the rules apply):
// every figure equals what the seeded documents give when counted by hand here, and what aggregation queries over the
// shifts and invoices give; the read cost is the insights weeks read, whatever the facility's size; a claim or a
// cancel reaches the figures through the Cloud Function; and the urgent card's listener follows a claim.
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { signOut } from 'firebase/auth';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { makeStore } from '../../app/store';
import { authChanged, loadProfile } from '../../session/sessionSlice';
import {
  functionsDone,
  functionTriggers,
  reseedDemo,
  writeAsBackend,
  type DemoData,
} from '../../../tests/support/demo';
import { insightsWeeks, type InsightsWeek } from '../../domain/insights';
import { UNFILLED_SOON_LIMIT } from '../../domain/unfilledSoon';
import { CANCEL_REASON_TYPES, POSITIONS } from '../../domain/types';
import { fetchInsights, type InsightsSource } from '../../data/insights';
import { coverageWeeksBetween } from '../../domain/coverageWeeks';
import { insightsByAggregation } from '../../../tests/support/insightsByAggregation';
import { watchUnfilledSoon, type UnfilledShift } from '../../data/shifts';
import { loadInsights, selectInsightsReport } from './insightsSlice';
import { defined } from '../../../tests/support/defined';
import { signInAs } from '../../../tests/support/session';
import { scopeOfFacilities } from '../../lib/firebase/facilityChunks';

const HOUR = 3_600_000;
const LAKESIDE = ['lakeside-east', 'lakeside-north', 'lakeside-south'];
const MAPLE: InsightsSource = { collection: 'facilities', id: 'maple-grove' };
const LAKESIDE_HEALTH: InsightsSource = { collection: 'companies', id: 'lakeside-health' };

let demo: DemoData;
let now: number;
beforeAll(async () => {
  now = Date.now();
  demo = await reseedDemo(now);
});
afterEach(async () => {
  await signOut(appAuth());
});

type Doc = Record<string, unknown>;
const ms = (v: unknown) => (v instanceof Date ? v.getTime() : Number(v));
const shiftsOf = (ids: string[]) =>
  demo.docs.filter((d) => d.path.startsWith('shifts/') && ids.includes(d.data.facilityIdentifier as string));
const startsIn = (d: Doc, from: number, to: number) => ms(d.start) >= from && ms(d.start) < to;

/** The figures of a week, counted by hand from the seeded documents (the spec's definitions, not the app's code). */
function expectedWeek(ids: string[], week: InsightsWeek, customer: string) {
  const inWeek = shiftsOf(ids)
    .map((d) => d.data)
    .filter((d) => startsIn(d, week.from, week.to));
  const active = inWeek.filter((d) => d.status === 'active');
  const invoices = demo.docs
    .filter((d) => d.path.startsWith(`customers/${customer}/invoices/`))
    .map((d) => d.data as { status: string; invoice: { created: number; amount_due: number } })
    .filter((i) => i.invoice.created >= Math.ceil(week.from / 1000) && i.invoice.created < Math.ceil(week.to / 1000));
  const spend = (status: string) =>
    invoices.filter((i) => i.status === status).reduce((t, i) => t + i.invoice.amount_due, 0);
  return {
    sunday: week.sunday,
    posted: active.length,
    filled: active.filter((d) => d.isFree === false).length,
    cancelled: inWeek.filter((d) => d.status === 'cancelled').length,
    hoursApproved:
      Math.round(
        active
          .filter((d) => d.timesheetAction === 'approved')
          .reduce((t, d) => t + ((d.approvedHours as number) ?? 0), 0) * 100,
      ) / 100,
    spendOpenCents: spend('open'),
    spendPaidCents: spend('paid'),
  };
}

describe('fetchInsights: the insights weeks counted per week and status', () => {
  it("gives Dana's twelve weeks exactly as counted from the seed, and something to show", async () => {
    await signInAs('facility@shiftcover.test');
    const weeks = insightsWeeks(now, 12, 'America/Chicago');
    const answer = await fetchInsights(appDb(), MAPLE, ['maple-grove'], 'uid-dana', weeks);
    expect(answer.weeks).toEqual(weeks.map((w) => expectedWeek(['maple-grove'], w, 'uid-dana')));
    // the demo has worked, approved and paid weeks in the period, so the page is never all zeros
    expect(answer.weeks.some((w) => w.filled > 0)).toBe(true);
    expect(answer.weeks.some((w) => w.hoursApproved > 0)).toBe(true);
    expect(answer.weeks.some((w) => w.spendPaidCents > 0)).toBe(true);

    const period = shiftsOf(['maple-grove'])
      .map((d) => d.data)
      .filter((d) => startsIn(d, defined(weeks[0], 'the first week').from, now));
    for (const reason of CANCEL_REASON_TYPES) {
      const byHand = period.filter(
        (d) => d.status === 'cancelled' && (d.cancellationReason as { type: string } | null)?.type === reason,
      ).length;
      expect(answer.cancelledByReason[reason], reason).toBe(byHand);
    }
    expect(answer.byPosition).toEqual(
      POSITIONS.map((position) => {
        const active = period.filter((d) => d.status === 'active' && d.nurseType === position);
        return { position, posted: active.length, filled: active.filter((d) => d.isFree === false).length };
      }),
    );
  });

  it("sums a company's facilities from its weeks, in Chicago weeks, and one facility from its own", async () => {
    await signInAs('company@shiftcover.test');
    const weeks = insightsWeeks(now, 4, 'America/Chicago');
    const answer = await fetchInsights(appDb(), LAKESIDE_HEALTH, LAKESIDE, 'uid-morgan', weeks);
    expect(answer.weeks).toEqual(weeks.map((w) => expectedWeek(LAKESIDE, w, 'uid-morgan')));
    const south = await fetchInsights(
      appDb(),
      { collection: 'facilities', id: 'lakeside-south' },
      ['lakeside-south'],
      'uid-morgan',
      weeks,
    );
    expect(south.weeks).toEqual(weeks.map((w) => expectedWeek(['lakeside-south'], w, 'uid-morgan')));
  });

  it.each([
    ['Dana, 12 weeks', 'facility@shiftcover.test', MAPLE, ['maple-grove'], 'uid-dana', 12],
    ['Dana, 4 weeks', 'facility@shiftcover.test', MAPLE, ['maple-grove'], 'uid-dana', 4],
    ['Morgan, all facilities, 12 weeks', 'company@shiftcover.test', LAKESIDE_HEALTH, LAKESIDE, 'uid-morgan', 12],
    [
      'Morgan, Lakeside North, 12 weeks',
      'company@shiftcover.test',
      { collection: 'facilities', id: 'lakeside-north' },
      ['lakeside-north'],
      'uid-morgan',
      12,
    ],
  ] as const)('%s: every figure as aggregation queries over the shifts and invoices count it', async (...c) => {
    const [, email, source, ids, customer, count] = c;
    await signInAs(email);
    const weeks = insightsWeeks(now, count, 'America/Chicago');
    const fromWeeks = await fetchInsights(appDb(), source, ids, customer, weeks);
    const byAggregation = await insightsByAggregation(appDb(), ids, customer, weeks);
    expect(fromWeeks).toEqual(byAggregation);
    // and the demo gives both something to count
    expect(byAggregation.weeks.some((w) => w.posted > 0)).toBe(true);
  });

  it('follows a cancel and a claim a moment later, through the Cloud Function insightsOfShift', async () => {
    // npm test keeps the triggers off for the data tests: this one is about the function
    const triggersWere = await functionTriggers(true);
    onTestFinished(async () => {
      await functionsDone();
      await functionTriggers(triggersWere);
    });
    await signInAs('facility@shiftcover.test');
    const weeks = insightsWeeks(Date.now(), 4, 'America/Chicago');
    const figures = () => fetchInsights(appDb(), MAPLE, ['maple-grove'], 'uid-dana', weeks);
    const before = await figures();
    const base = demo.docs.find((d) => d.path === 'shifts/mg-shift-01')!.data as Doc;
    // the current week's first instant: in the period at any hour
    const start = weeks.at(-1)!.from;
    const times = { start: new Date(start), end: new Date(start + 8 * HOUR) };
    const week = (answer: typeof before) => answer.weeks.at(-1)!;
    await writeAsBackend([
      {
        path: 'shifts/insights-follow',
        data: { ...base, status: 'active', isFree: true, nurseId: null, ...times },
      },
    ]);
    await expect.poll(async () => week(await figures()).posted, { timeout: 15_000 }).toBe(week(before).posted + 1);
    await writeAsBackend([
      {
        path: 'shifts/insights-follow',
        data: { ...base, status: 'active', isFree: false, ...times },
      },
    ]);
    await expect.poll(async () => week(await figures()).filled, { timeout: 15_000 }).toBe(week(before).filled + 1);
    await writeAsBackend([
      {
        path: 'shifts/insights-follow',
        data: { ...base, status: 'cancelled', cancellationReason: { type: 'other' }, ...times },
      },
    ]);
    await expect
      .poll(async () => (await figures()).cancelledByReason.other, { timeout: 15_000 })
      .toBe(before.cancelledByReason.other + 1);
    const after = await figures();
    expect(week(after)).toMatchObject({ posted: week(before).posted, filled: week(before).filled });
  });

  it('costs the insights weeks of the period, not one read per shift or per figure', async () => {
    const store = makeStore();
    const uid = await signInAs('facility@shiftcover.test');
    store.dispatch(authChanged({ uid, email: 'facility@shiftcover.test', displayName: null }));
    await store.dispatch(loadProfile()).unwrap();
    const g = globalThis as { __shiftcoverDocsRead?: number };
    const before = g.__shiftcoverDocsRead ?? 0;
    await store.dispatch(loadInsights({ weeks: 12, facilityId: null })).unwrap();
    const read = (g.__shiftcoverDocsRead ?? 0) - before;
    const report = selectInsightsReport(store.getState());
    // the facility's insights weeks and the customer's spend weeks of the UTC weeks the period overlaps
    const utcWeeks = coverageWeeksBetween(report.weeks[0]!.from, report.weeks.at(-1)!.to);
    const stored = (prefix: string) =>
      Math.max(1, demo.docs.filter((d) => utcWeeks.some((w) => d.path === `${prefix}/${w}`)).length);
    expect(read).toBe(stored('facilities/maple-grove/insightsWeeks') + stored('customers/uid-dana/spendWeeks'));
    expect(read).toBeLessThanOrEqual(30);
    expect(report.status).toBe('succeeded');
    expect(report.tz).toBe('America/Chicago');
    expect(report.weeks).toHaveLength(12);
  });

  it("refuses another facility's figures", async () => {
    await signInAs('facility@shiftcover.test');
    const weeks = insightsWeeks(now, 4, 'America/Chicago');
    const north: InsightsSource = { collection: 'facilities', id: 'lakeside-north' };
    await expect(fetchInsights(appDb(), north, ['lakeside-north'], 'uid-dana', weeks)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(fetchInsights(appDb(), LAKESIDE_HEALTH, LAKESIDE, 'uid-dana', weeks)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('watchUnfilledSoon: the next 48 hours, live', () => {
  it("lists the next 48 hours' unclaimed active shifts, soonest first, and drops one a worker claims", async () => {
    await signInAs('facility@shiftcover.test');
    const t = Date.now();
    const expected = shiftsOf(['maple-grove'])
      .map((d) => ({ ...d.data, id: d.path.slice('shifts/'.length) }) as Doc & { id: string })
      .filter((d) => d.status === 'active' && d.isFree === true && startsIn(d, t, t + 48 * HOUR))
      .sort((a, b) => ms(a.start) - ms(b.start))
      .map((d) => d.id);
    // a shift of its own, an hour from now, so there is always one to claim
    await writeAsBackend([
      {
        path: 'shifts/insights-soon',
        data: {
          ...(demo.docs.find((d) => d.path === 'shifts/mg-shift-01')!.data as Doc),
          isFree: true,
          status: 'active',
          nurseId: null,
          clockIn: null,
          clockOut: null,
          start: new Date(t + HOUR),
          end: new Date(t + 9 * HOUR),
        },
      },
    ]);
    const seen: UnfilledShift[][] = [];
    const stop = watchUnfilledSoon(
      appDb(),
      scopeOfFacilities(['maple-grove']),
      t,
      UNFILLED_SOON_LIMIT,
      (shifts) => seen.push(shifts),
      (e) => {
        throw e;
      },
    );
    try {
      await expect.poll(() => seen.at(-1)?.map((s) => s.id)).toEqual(['insights-soon', ...expected].slice(0, 50));
      const first = seen.at(-1)!.find((s) => s.id === 'insights-soon')!;
      expect(first).toMatchObject({ facilityIdentifier: 'maple-grove', start: t + HOUR });

      await writeAsBackend([
        {
          path: 'shifts/insights-soon',
          data: {
            ...(demo.docs.find((d) => d.path === 'shifts/mg-shift-01')!.data as Doc),
            isFree: false,
            status: 'active',
            start: new Date(t + HOUR),
            end: new Date(t + 9 * HOUR),
          },
        },
      ]);
      await expect.poll(() => seen.at(-1)?.map((s) => s.id)).toEqual(expected);
    } finally {
      stop();
    }
  });
  it('lists the soonest `max` and says whether there are more', async () => {
    await signInAs('facility@shiftcover.test');
    const t = Date.now();
    const base = demo.docs.find((d) => d.path === 'shifts/mg-shift-01')!.data as Doc;
    // three of its own in the next hour, sooner than any the demo has in the window
    await writeAsBackend(
      [1, 2, 3].map((n) => ({
        path: `shifts/insights-first-${n}`,
        data: {
          ...base,
          isFree: true,
          status: 'active',
          nurseId: null,
          clockIn: null,
          clockOut: null,
          start: new Date(t + n * 60_000),
          end: new Date(t + 8 * HOUR),
        },
      })),
    );
    /** A listener on the soonest `max`: its latest answer, and its stop. */
    const listen = (max: number) => {
      const seen: { ids: string[]; more: boolean }[] = [];
      const stop = watchUnfilledSoon(
        appDb(),
        scopeOfFacilities(['maple-grove']),
        t,
        max,
        (shifts, more) => seen.push({ ids: shifts.map((s) => s.id), more }),
        (e) => {
          throw e;
        },
      );
      return { latest: () => seen.at(-1), stop };
    };
    const two = listen(2);
    try {
      await expect.poll(two.latest).toEqual({ ids: ['insights-first-1', 'insights-first-2'], more: true });
    } finally {
      two.stop();
    }
    const all = listen(UNFILLED_SOON_LIMIT);
    try {
      await expect
        .poll(() => all.latest()?.ids.slice(0, 3))
        .toEqual(['insights-first-1', 'insights-first-2', 'insights-first-3']);
      expect(all.latest()!.more).toBe(false);
    } finally {
      all.stop();
    }
  });
});
