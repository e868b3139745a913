// A company's reads with `All facilities` at 30, 31 and 60 facilities, both ways a scope's shifts are read
// (facilityChunks.ts scopeParts): the 'in' chunks of its facilities (9 a query) and one query on companyId. Each list
// comes back whole, once, in its order, across pages that end inside a chunk and at chunk boundaries, each count is the
// sum, and both ways give the same; the session's `All facilities` takes the one query (its first page reads a page of
// shifts). The company is the demo company user's for the test (their record names it), its facilities' shifts
// interleaved so that every page mixes chunks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOut } from 'firebase/auth';
import { appAuth } from '../lib/firebase/auth';
import { appDb } from './firestore';
import { fetchShiftsPage } from './shifts';
import { SHIFT_PAGE_SIZE } from './shiftsPaging';
import { countTimesheetWeek, fetchTimesheetWeek } from './shiftWindows';
import { watchToday } from './todayWindow';
import { fetchRecentWorkers } from './workers';
import { fetchActivityPage } from '../features/history/historyApi';
import { FACILITIES_PER_QUERY, scopeOfFacilities, type FacilityScope } from '../lib/firebase/facilityChunks';
import { SHIFT_DEFAULTS } from '../domain/shiftDefaults';
import { TODAY_AHEAD_MS, TODAY_PAST_MS, TODAY_WINDOW_STEP_MS } from '../domain/today';
import { demoDoc, functionTriggers, reseedDemo, writeAsBackend, type DemoData } from '../../tests/support/demo';
import { storeAs } from '../../tests/support/session';
import { selectScopeFacilityIds, selectShownFacility, selectShownScope } from '../session/scope';
import { refreshShifts } from '../features/shifts/shiftsSlice';
import type { HistoryEntry } from '../domain/history';
import type { Shift } from '../domain/types';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const COMPANY_EMAIL = 'company@shiftcover.test';

let demo: DemoData;
let triggersWere = false;
beforeAll(async () => {
  demo = await reseedDemo();
  // the companies' shifts are written as data that was there: no claim for the functions to notify
  triggersWere = await functionTriggers(false);
});
afterAll(async () => {
  await signOut(appAuth());
  await functionTriggers(triggersWere);
  // the company user's record and company as the demo has them
  await reseedDemo();
});

interface Seeded {
  companyId: string;
  facilityIds: string[];
  shifts: (Pick<Shift, 'id' | 'facilityIdentifier' | 'createdAt' | 'start' | 'end' | 'nurseId'> & {
    worked: boolean;
  })[];
  entries: Pick<HistoryEntry, 'id' | 'at' | 'facilityId'>[];
}

/**
 * A company of `n` facilities (named so that their order by name is their order by id) owned by the demo company
 * user, each with four shifts: one worked in the last days (claimed, clocked, ended), one starting now, one ahead,
 * one cancelled; created a minute apart in turns over the facilities (so each page of ten mixes chunks), and one
 * History entry per worked shift.
 */
async function seedCompany(n: number, now: number): Promise<Seeded> {
  const companyId = `chunks-${n}`;
  const uid = 'uid-morgan';
  const facilityIds = Array.from({ length: n }, (_, f) => `${companyId}-${String(f).padStart(2, '0')}`);
  const docs: { path: string; data: Record<string, unknown> }[] = [
    { path: `user/${uid}`, data: { ...demoDoc(demo, `user/${uid}`), companyOwnerOf: companyId } },
    {
      path: `companies/${companyId}`,
      data: { ...demoDoc(demo, 'companies/lakeside-health'), id: companyId, companyName: `Chunks ${n}` },
    },
  ];
  const seeded: Seeded = { companyId, facilityIds, shifts: [], entries: [] };
  for (const [f, fid] of facilityIds.entries()) {
    docs.push({
      path: `facilities/${fid}`,
      data: {
        ...demoDoc(demo, 'facilities/lakeside-north'),
        id: fid,
        facilityName: `Chunk facility ${String(f).padStart(2, '0')}`,
        companyId,
        ownerId: uid,
      },
    });
    const kinds = ['worked', 'now', 'ahead', 'cancelled'] as const;
    for (const [k, kind] of kinds.entries()) {
      const id = `${fid}-${kind}`;
      // a minute apart in turns: facility 0's first, facility 1's first, … so the newest ten span chunks
      const createdAt = now - DAY - (k * n + f) * MIN;
      const start =
        kind === 'worked'
          ? now - 2 * DAY - f * MIN
          : kind === 'now'
            ? now - HOUR + f * MIN
            : kind === 'ahead'
              ? now + 3 * DAY + f * MIN
              : now + 2 * HOUR + f * MIN;
      const end = start + 8 * HOUR;
      const worked = kind === 'worked';
      // a worker of their own for two facilities each, so the workers' list folds shifts
      const nurseId = worked ? `chunk-worker-${Math.floor(f / 2)}` : null;
      docs.push({
        path: `shifts/${id}`,
        data: {
          ...SHIFT_DEFAULTS,
          isTest: true,
          tz: 'America/Chicago',
          facilityIdentifier: fid,
          companyId,
          description: `${kind} at ${fid}`,
          isFree: !worked,
          status: kind === 'cancelled' ? 'cancelled' : 'active',
          start: new Date(start),
          end: new Date(end),
          clockIn: worked ? new Date(start) : null,
          clockOut: worked ? new Date(end) : null,
          nurseType: 'CNA',
          nurseId,
          createdAt,
          createdBy: uid,
        },
      });
      seeded.shifts.push({ id, facilityIdentifier: fid, createdAt, start, end, nurseId, worked });
      if (worked) {
        const entryId = `entry-${fid}`;
        // every third pair of facilities shares a time: a page may end inside a batch's entries
        const at = now - DAY - Math.floor(f / 3) * MIN;
        docs.push({
          path: `shifts/${id}/history/${entryId}`,
          data: {
            kind: 'created',
            shiftId: id,
            facilityId: fid,
            shiftStart: new Date(start),
            shiftDescription: `${kind} at ${fid}`,
            by: uid,
            byName: 'Morgan',
            at: new Date(at),
            changes: [],
            detail: null,
            workerId: null,
            // as the server gives it (functions/src/historyCompanies.ts)
            companyId,
          },
        });
        seeded.entries.push({ id: entryId, at, facilityId: fid });
      }
    }
  }
  await writeAsBackend(docs);
  return seeded;
}

const docsRead = () => (globalThis as { __shiftcoverDocsRead?: number }).__shiftcoverDocsRead ?? 0;

/** The two ways of reading the company's shifts: its facilities 9 to an 'in' query, or one query on companyId. */
const WAYS: [string, (s: Seeded) => FacilityScope][] = [
  ["by chunks of 9 facilities ('in')", (s) => scopeOfFacilities(s.facilityIds)],
  ['by companyId (one query)', (s) => ({ facilityIds: s.facilityIds, companyId: s.companyId })],
];

// 60 facilities are 7 chunks: a page of the timesheet is 14 queries by chunks, 2 by companyId
describe.each([30, 31, 60])('a company of %i facilities, All facilities', { timeout: 60_000 }, (n) => {
  const now = Date.now();
  let seeded: Seeded;
  beforeAll(async () => {
    seeded = await seedCompany(n, now);
  });

  it('the session holds every facility, by name, and the screens of one show the first', async () => {
    const { store } = await storeAs(COMPANY_EMAIL);
    expect(selectScopeFacilityIds(store.getState())).toEqual(seeded.facilityIds);
    expect(selectShownFacility(store.getState())?.id).toBe(seeded.facilityIds[0]);
    expect(Math.ceil(n / FACILITIES_PER_QUERY)).toBeGreaterThan(3);
  });

  it("All facilities' shift list is one query on companyId: a page read (the chunks read a page each)", async () => {
    const { store } = await storeAs(COMPANY_EMAIL);
    expect(selectShownScope(store.getState())).toEqual({
      facilityIds: seeded.facilityIds,
      companyId: seeded.companyId,
    });
    const before = docsRead();
    await store.dispatch(refreshShifts()).unwrap();
    expect(docsRead() - before).toBe(SHIFT_PAGE_SIZE);
    const byCompany = store.getState().shifts.list.ids;
    const chunksBefore = docsRead();
    const byChunks = await fetchShiftsPage(appDb(), scopeOfFacilities(seeded.facilityIds));
    expect(docsRead() - chunksBefore).toBe(Math.ceil(n / FACILITIES_PER_QUERY) * SHIFT_PAGE_SIZE);
    expect(byCompany).toEqual(byChunks.shifts.map((s) => s.id));
  });

  describe.each(WAYS)('%s', (_, scopeOf) => {
    let scope: FacilityScope;
    beforeAll(() => {
      scope = scopeOf(seeded);
    });

    it('the Activity pages through every entry once, newest first, equal times at a page edge included', async () => {
      await storeAs(COMPANY_EMAIL);
      const shown: HistoryEntry[] = [];
      for (let i = 0; i < n; i++) {
        const page = await fetchActivityPage(appDb(), scope, null, shown);
        shown.push(...page.entries);
        if (!page.hasMore) break;
      }
      const mine = shown.filter((e) => seeded.facilityIds.includes(e.facilityId));
      expect(mine).toHaveLength(shown.length);
      // newest first; entries of one instant in either way's order (the chunks' merge sorts them by id, the one query
      // keeps Firestore's, by path): each once
      const byTimeThenId = (list: readonly { id: string; at: number }[]) =>
        [...list].sort((a, b) => b.at - a.at || (a.id < b.id ? -1 : 1)).map((e) => e.id);
      const times = shown.map((e) => e.at);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(byTimeThenId(shown)).toEqual(byTimeThenId(seeded.entries));
    });

    it('the shift list pages through every shift once, newest created first', async () => {
      await storeAs(COMPANY_EMAIL);
      const listed: string[] = [];
      let after: number | undefined;
      for (;;) {
        const page = await fetchShiftsPage(appDb(), scope, after);
        listed.push(...page.shifts.map((s) => s.id));
        if (!page.hasMore) break;
        after = page.shifts.at(-1)!.createdAt;
      }
      const expected = [...seeded.shifts].sort((a, b) => b.createdAt - a.createdAt).map((s) => s.id);
      expect(listed).toEqual(expected);
    });

    it("Today's window holds exactly the shifts starting in it", async () => {
      await storeAs(COMPANY_EMAIL);
      const got = await new Promise<Shift[]>((resolve, reject) => {
        const stop = watchToday(
          appDb(),
          scope,
          now,
          (shifts) => {
            stop();
            resolve(shifts);
          },
          reject,
        );
      });
      const from = now - TODAY_PAST_MS;
      const to = now + TODAY_AHEAD_MS + TODAY_WINDOW_STEP_MS;
      const expected = seeded.shifts.filter((s) => s.start >= from && s.start <= to).map((s) => s.id);
      expect(got.map((s) => s.id).sort()).toEqual(expected.sort());
    });

    it('the timesheet week reads its entries in order, a page ending inside chunks, and counts them', async () => {
      await storeAs(COMPANY_EMAIL);
      const week = { from: now - 7 * DAY, to: now, cutoff: now - 30 * MIN };
      const expected = seeded.shifts
        .filter((s) => s.worked && s.start >= week.from && s.start < week.to && s.end <= week.cutoff)
        .sort((a, b) => a.start - b.start || a.end - b.end || (a.id < b.id ? -1 : 1))
        .map((s) => s.id);
      expect(expected).toHaveLength(n);
      const read: string[] = [];
      let cursor = null;
      for (let i = 0; i < n; i++) {
        // 7 at a time, each query asked for 4: pages end inside a chunk and across them
        const page = await fetchTimesheetWeek(appDb(), scope, week, cursor, 7, 4);
        read.push(...page.shifts.map((s) => s.id));
        cursor = page.cursor;
        if (page.shifts.length < 7) break;
      }
      expect(read).toEqual(expected);
      expect(await countTimesheetWeek(appDb(), scope, week)).toEqual({ entries: n, approved: 0 });
    });

    it("the workers' list names each worker once, latest worked first, over its pages", async () => {
      await storeAs(COMPANY_EMAIL);
      let rows: Awaited<ReturnType<typeof fetchRecentWorkers>>['rows'] = [];
      let cursor = null;
      for (let i = 0; i < n; i++) {
        const page = await fetchRecentWorkers(appDb(), scope, now - 30 * DAY, now, rows, cursor);
        rows = page.rows;
        cursor = page.cursor;
        if (!page.hasMore) break;
      }
      const worked = seeded.shifts.filter((s) => s.worked).sort((a, b) => b.end - a.end || (a.id < b.id ? 1 : -1));
      const expected = [...new Set(worked.map((s) => s.nurseId))];
      expect(rows.map((r) => r.nurseId)).toEqual(expected);
      for (const row of rows) {
        const theirs = worked.filter((s) => s.nurseId === row.nurseId);
        expect(row.lastWorked).toBe(theirs[0]!.end);
        expect(row.facilityIds).toEqual(theirs.map((s) => s.facilityIdentifier));
      }
    });
  });
});
