// Compliance against the emulators seeded with the demo data, signed in as the demo accounts, so the rules apply: the
// claimed shifts of the next 14 days a page at a time (live as claims change) and their workers' documents read once
// per worker, the first page's reads bounded however many claimed shifts and the next page going on where it stopped,
// the seed's three problem cases judged by the domain's rule, the requirements' save reaching the session, and the
// release of a worker from a shift with its History entry.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signOut } from 'firebase/auth';
import { collection, getDocs, limit, query, where } from 'firebase/firestore';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { getFacility } from '../../data/facilities';
import { selectFacilitiesById } from '../../session/scope';
import { PROBLEM_WINDOW_DAYS, shiftProblemTexts } from '../../domain/compliance';
import { CHECK_PAGE_SHIFTS, CHECK_PAGE_WORKERS, checkPages } from '../../domain/complianceCheck';
import { MAX_SHIFT_HOURS } from '../../domain/shiftTimes';
import {
  demoActor,
  patchAsBackend,
  reseedDemo,
  workerLinkDocs,
  writeAsBackend,
  type DemoData,
} from '../../../tests/support/demo';
import { defined } from '../../../tests/support/defined';
import { storeAs, storedData, until } from '../../../tests/support/session';
import {
  checkLaterShifts,
  loadWorkerDocuments,
  releaseWorker,
  saveRequirements,
  selectClaimed,
  selectCredentials,
  watchClaimedShifts,
} from './complianceSlice';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Store = Awaited<ReturnType<typeof storeAs>>['store'];

const docsRead = () => (globalThis as { __shiftcoverDocsRead?: number }).__shiftcoverDocsRead ?? 0;

/** What the pages check (as the screen computes it) once every page has answered and `ok` holds of the shown ids. */
async function checkedWhen(store: Store, ok: (ids: string[]) => boolean) {
  const check = () => {
    const claimed = selectClaimed(store.getState());
    return claimed.status === 'succeeded' ? checkPages(claimed.pages, Date.now()) : undefined;
  };
  await until(() => {
    const checked = check();
    return checked !== undefined && ok(checked.shifts.map((s) => s.id));
  });
  return defined(check(), 'the checked pages');
}

/** The screen's window: from 12 hours back (a shift on now) to 14 days ahead, the shifts not ended now. */
const watch = (store: Store, facilityId: string) => {
  const now = Date.now();
  return store.dispatch(
    watchClaimedShifts(facilityId, { from: now - MAX_SHIFT_HOURS * HOUR, to: now + PROBLEM_WINDOW_DAYS * DAY, now }),
  );
};

/** The documents the workers' reads cost: per worker their record and each document (an empty answer: one). */
const workerReads = (store: Store, ids: string[]) => {
  const credentials = selectCredentials(store.getState());
  return ids.reduce((n, id) => n + 1 + Math.max(1, defined(credentials[id] ?? undefined, id).length), 0);
};

let demo: DemoData;
beforeEach(async () => {
  demo = await reseedDemo();
});
afterEach(async () => {
  await signOut(appAuth());
});

/** Maple Grove's claimed, active shifts of the seed that have not ended and start within 14 days. */
function seededClaimed(now: number): string[] {
  return demo.docs
    .filter((d) => d.path.startsWith('shifts/') && d.data.facilityIdentifier === 'maple-grove')
    .filter((d) => d.data.status === 'active' && typeof d.data.nurseId === 'string')
    .filter(
      (d) => (d.data.end as Date).getTime() > now && (d.data.start as Date).getTime() < now + PROBLEM_WINDOW_DAYS * DAY,
    )
    .map((d) => d.path.slice('shifts/'.length))
    .sort();
}

describe("Credential problems' reads", () => {
  it("reads the claimed shifts, then each worker's documents once, and finds the seed's three cases", async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const before = docsRead();
    const stop = watch(store, 'maple-grove');
    try {
      const { shifts, soFar } = await checkedWhen(store, (ids) => ids.length > 0);
      // the demo's claimed shifts of the 14 days are all in the first page
      expect(soFar).toEqual({ kind: 'all' });
      expect(shifts.map((s) => s.id).sort()).toEqual(seededClaimed(Date.now()));
      const answered = defined(selectClaimed(store.getState()).pages[0]?.shifts ?? undefined, 'the first page').length;
      const workers = [...new Set(shifts.map((s) => s.nurseId ?? ''))];
      expect(workers).not.toContain('');
      await store.dispatch(loadWorkerDocuments({ ids: workers, fresh: false })).unwrap();
      const credentials = selectCredentials(store.getState());
      // the shifts, and per worker their record (the name) and their documents: nothing read per shift
      expect(docsRead() - before).toBe(answered + workerReads(store, workers));

      // reading them again for the same workers reads nothing
      const again = docsRead();
      await store.dispatch(loadWorkerDocuments({ ids: workers, fresh: false })).unwrap();
      expect(docsRead()).toBe(again);

      const facility = defined(selectFacilitiesById(store.getState())['maple-grove'], 'Maple Grove');
      const now = Date.now();
      const problems = Object.fromEntries(
        shifts.map((s) => [s.id, shiftProblemTexts(facility, s, credentials[s.nurseId ?? ''] ?? [], now)]),
      );
      expect(problems).toMatchObject({
        'mg-shift-25': ['BLS expired'],
        'mg-shift-26': ['TB test expires before the shift'],
        'mg-shift-27': ['Missing Background check'],
        'mg-shift-24': [],
      });
    } finally {
      stop();
    }
  });

  it('follows claims and releases made meanwhile (the worker app)', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const stop = watch(store, 'maple-grove');
    try {
      await checkedWhen(store, (ids) => ids.includes('mg-shift-24'));
      // mg-shift-17 is tomorrow's unclaimed CNA shift; worker-9 is a CNA
      await patchAsBackend('mg-shift-17', { isFree: false, nurseId: 'worker-9' });
      await checkedWhen(store, (ids) => ids.includes('mg-shift-17'));
      await patchAsBackend('mg-shift-24', { isFree: true });
      await checkedWhen(store, (ids) => !ids.includes('mg-shift-24'));
    } finally {
      stop();
    }
  });

  describe('at a facility with many claimed shifts (Birch Point: 40, then 80, each of its own worker)', () => {
    const worker = (i: number) => `paging-worker-${String(i).padStart(2, '0')}`;
    const shiftId = (i: number) => `paging-${String(i).padStart(2, '0')}`;
    /**
     * n claimed shifts from tomorrow, one an hour, each with a worker of its own who holds two documents, and the link
     * to Birch Point the server writes for each claim (functions/src/workerLinks.ts).
     */
    const claimedShifts = (from: number, n: number, now: number) => {
      const written = claimedDocs(from, n, now);
      const shifts = written.filter((d) => d.path.startsWith('shifts/')).map((d) => d.data);
      return [...written, ...workerLinkDocs(shifts, () => null)];
    };
    const claimedDocs = (from: number, n: number, now: number) =>
      Array.from({ length: n }, (_, k) => from + k).flatMap((i) => {
        const start = now + DAY + i * HOUR;
        return [
          { path: `user/${worker(i)}`, data: { firstName: 'Paging', lastName: `No${i}`, userType: 'worker' } },
          ...['tbTest', 'backgroundCheck'].map((type) => ({
            path: `user/${worker(i)}/credentials/${type}`,
            data: { type, number: `${type}-${i}`, state: 'WI', expiresAt: null, verifiedAt: null },
          })),
          {
            path: `shifts/${shiftId(i)}`,
            data: {
              ...demoDocData('shifts/mg-shift-24'),
              facilityIdentifier: 'birch-point',
              description: `Paging shift ${i}`,
              status: 'active',
              isFree: false,
              nurseId: worker(i),
              nurseType: 'Caregiver',
              start: new Date(start),
              end: new Date(start + 8 * HOUR),
            },
          },
        ];
      });
    const demoDocData = (path: string) =>
      defined(
        demo.docs.find((d) => d.path === path),
        path,
      ).data;
    // a page: the listener's CHECK_PAGE_SHIFTS + 1 shifts, and the record and two documents of each of its workers
    const PAGE_READS = CHECK_PAGE_SHIFTS + 1 + CHECK_PAGE_WORKERS * 3;

    /** The first page's reads, its shifts and where it stopped, signed in afresh. */
    async function firstPage() {
      const { store } = await storeAs('empty@shiftcover.test');
      const before = docsRead();
      const stop = watch(store, 'birch-point');
      const checked = await checkedWhen(store, (ids) => ids.length > 0);
      const workers = [...new Set(checked.shifts.map((s) => s.nurseId ?? ''))];
      await store.dispatch(loadWorkerDocuments({ ids: workers, fresh: false })).unwrap();
      return { store, stop, checked, read: docsRead() - before };
    }

    it('the first page reads the same however many, and Check later shifts goes on where it stopped', async () => {
      const now = Date.now();
      await writeAsBackend(claimedShifts(0, 40, now));
      const first = await firstPage();
      try {
        // each shift has a worker of its own: the page stops before its CHECK_PAGE_WORKERS + 1st worker
        const ids = (n: number, from = 0) => Array.from({ length: n }, (_, k) => shiftId(from + k));
        expect(first.checked.shifts.map((s) => s.id)).toEqual(ids(CHECK_PAGE_WORKERS));
        expect(first.checked.soFar).toMatchObject({ kind: 'before', next: { id: shiftId(CHECK_PAGE_WORKERS) } });
        expect(first.read).toBe(PAGE_READS);

        // the next page: from the first shift left, read the same way; the two together, in order
        const before = docsRead();
        if (first.checked.soFar.kind !== 'before') throw new Error('the first page checked everything');
        first.store.dispatch(checkLaterShifts(first.checked.soFar.next));
        const both = await checkedWhen(first.store, (shown) => shown.length > CHECK_PAGE_WORKERS);
        expect(both.shifts.map((s) => s.id)).toEqual(ids(2 * CHECK_PAGE_WORKERS));
        expect(both.soFar).toMatchObject({ kind: 'before', next: { id: shiftId(2 * CHECK_PAGE_WORKERS) } });
        const workers = [...new Set(both.shifts.slice(CHECK_PAGE_WORKERS).map((s) => s.nurseId ?? ''))];
        await first.store.dispatch(loadWorkerDocuments({ ids: workers, fresh: false })).unwrap();
        expect(docsRead() - before).toBe(PAGE_READS);
      } finally {
        first.stop();
      }
      await signOut(appAuth());

      // twice as many claimed shifts (later ones): the first page reads the same
      await writeAsBackend(claimedShifts(40, 40, now));
      const again = await firstPage();
      again.stop();
      expect(again.read).toBe(PAGE_READS);
    });

    it('a claim in the first page shortens it; the next page asked for begins at the gap', async () => {
      const now = Date.now();
      await writeAsBackend(claimedShifts(0, 20, now));
      const first = await firstPage();
      try {
        if (first.checked.soFar.kind !== 'before') throw new Error('the first page checked everything');
        first.store.dispatch(checkLaterShifts(first.checked.soFar.next));
        await checkedWhen(first.store, (shown) => shown.length === 2 * CHECK_PAGE_WORKERS);
        // a worker of its own claims a shift sooner than all (in 20 hours): the first page stops one shift sooner
        await writeAsBackend(claimedShifts(20, 1, now - DAY));
        const gap = await checkedWhen(first.store, (shown) => shown.includes(shiftId(20)));
        expect(gap.soFar).toMatchObject({ kind: 'before', next: { id: shiftId(CHECK_PAGE_WORKERS - 1) } });
        if (gap.soFar.kind !== 'before') throw new Error('checked everything');
        // the page asked for there joins the first to the second
        first.store.dispatch(checkLaterShifts(gap.soFar.next));
        const joined = await checkedWhen(first.store, (shown) => shown.includes(shiftId(CHECK_PAGE_WORKERS - 1)));
        expect(joined.soFar).toMatchObject({ kind: 'before', next: { id: shiftId(2 * CHECK_PAGE_WORKERS) } });
      } finally {
        first.stop();
      }
    });
  });

  it("a company owner reads the documents of their facilities' workers", async () => {
    const { store } = await storeAs('company@shiftcover.test');
    await store.dispatch(loadWorkerDocuments({ ids: ['worker-7'], fresh: true })).unwrap();
    const held = defined(selectCredentials(store.getState())['worker-7'] ?? undefined, "worker-7's documents");
    // worker-7 holds a lapsed BLS card and its renewal
    expect(held.filter((c) => c.type === 'bls')).toHaveLength(2);
    expect(held.map((c) => c.type)).toContain('covidVaccination');
  });

  it('reads the documents of a worker not linked to the facility as not shared, those of one linked', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    // worker-4 worked only at the Lakeside facilities (blocked at Maple Grove), worker-7 claimed Maple Grove's shifts
    const linked = (id: string) => demo.docs.some((d) => d.path === `facilities/maple-grove/workerLinks/${id}`);
    expect([linked('worker-4'), linked('worker-7')]).toEqual([false, true]);
    await store.dispatch(loadWorkerDocuments({ ids: ['worker-4', 'worker-7'], fresh: true })).unwrap();
    const credentials = selectCredentials(store.getState());
    expect(credentials['worker-4']).toBeNull();
    expect(defined(credentials['worker-7'] ?? undefined, "worker-7's documents").length).toBeGreaterThan(0);
  });
});

describe('saving the requirements', () => {
  it("stores them on the facility and the session's facility follows", async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const requirements = { Caregiver: ['tbTest' as const], CNA: [], LPN: ['bls' as const], RN: [] };
    await store.dispatch(saveRequirements({ facilityId: 'maple-grove', requirements })).unwrap();
    const stored = await storedData('facilities/maple-grove');
    expect(stored?.documentRequirements).toEqual(requirements);
    expect(selectFacilitiesById(store.getState())['maple-grove']?.documentRequirements).toEqual(requirements);
    // what was written, without a second read: the same as the facility read again
    expect(selectFacilitiesById(store.getState())['maple-grove']).toEqual(await getFacility(appDb(), 'maple-grove'));
  });

  it("refuses another facility's", async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const requirements = { Caregiver: [], CNA: [], LPN: [], RN: [] };
    await expect(
      store.dispatch(saveRequirements({ facilityId: 'lakeside-north', requirements })).unwrap(),
    ).rejects.toMatchObject({ kind: 'refused' });
  });
});

describe('releasing a worker from a shift', () => {
  it('frees the shift and records who released whom, and why, in its History', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const dana = demoActor('uid-dana');
    await store
      .dispatch(releaseWorker({ shiftId: 'mg-shift-27', nurseId: 'worker-6', reason: '  No background check  ' }))
      .unwrap();
    const shift = await storedData('shifts/mg-shift-27');
    expect(shift).toMatchObject({ isFree: true, nurseId: null, status: 'active' });
    const entries = (
      await getDocs(
        query(collection(appDb(), 'shifts/mg-shift-27/history'), where('facilityId', '==', 'maple-grove'), limit(20)),
      )
    ).docs.map((d) => d.data());
    expect(entries.find((e) => e.kind === 'released')).toMatchObject({
      kind: 'released',
      detail: 'No background check',
      workerId: 'worker-6',
      by: dana.uid,
      byName: dana.name,
    });
  });

  it('writes nothing when the shift is no longer the worker’s', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    await patchAsBackend('mg-shift-27', { nurseId: 'worker-5' });
    await expect(
      store
        .dispatch(releaseWorker({ shiftId: 'mg-shift-27', nurseId: 'worker-6', reason: 'No background check' }))
        .unwrap(),
    ).rejects.toMatchObject({ kind: 'changed' });
    expect(await storedData('shifts/mg-shift-27')).toMatchObject({
      nurseId: 'worker-5',
      isFree: false,
    });
  });
});
