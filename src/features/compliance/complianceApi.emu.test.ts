// Compliance against the emulators seeded with the demo data, signed in as the demo accounts, so the rules apply: the
// claimed shifts of the next 14 days (live as claims change) and their workers' documents read once per worker, the
// seed's three problem cases judged by the domain's rule, the requirements' save reaching the session, and the release
// of a worker from a shift with its History entry.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signOut } from 'firebase/auth';
import { collection, getDocs, limit, query, where } from 'firebase/firestore';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { selectFacilitiesById } from '../../session/scope';
import { PROBLEM_WINDOW_DAYS, shiftProblemTexts } from '../../domain/compliance';
import { MAX_SHIFT_HOURS } from '../../domain/shiftTimes';
import { demoActor, patchAsBackend, reseedDemo, type DemoData } from '../../../tests/support/demo';
import { defined } from '../../../tests/support/defined';
import { storeAs, storedData, until } from '../../../tests/support/session';
import {
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

/** The store's claimed shifts once they satisfy `ok` (the listener's next answer). */
async function claimedWhen(store: Store, ok: (ids: string[]) => boolean) {
  const claimed = () => selectClaimed(store.getState());
  await until(() => claimed().status === 'succeeded' && ok(claimed().shifts.map((s) => s.id)));
  return claimed().shifts;
}

const watch = (store: Store, facilityId: string) => {
  const now = Date.now();
  return store.dispatch(watchClaimedShifts(facilityId, now - MAX_SHIFT_HOURS * HOUR, now + PROBLEM_WINDOW_DAYS * DAY));
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
    const stop = watch(store, 'maple-grove');
    try {
      const before = docsRead();
      const all = await claimedWhen(store, (ids) => ids.length > 0);
      // the window starts 12 hours back (a shift on now); the table keeps those not ended
      const shifts = all.filter((s) => s.end > Date.now());
      expect(shifts.map((s) => s.id).sort()).toEqual(seededClaimed(Date.now()));
      const workers = [...new Set(shifts.map((s) => s.nurseId ?? ''))];
      expect(workers).not.toContain('');
      await store.dispatch(loadWorkerDocuments({ ids: workers, fresh: false })).unwrap();
      const credentials = selectCredentials(store.getState());
      // the shifts, and per worker their record (the name) and their documents: nothing read per shift
      const held = workers.reduce((n, id) => n + Math.max(1, defined(credentials[id], id).length), 0);
      expect(docsRead() - before).toBe(all.length + workers.length + held);

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
      await claimedWhen(store, (ids) => ids.includes('mg-shift-24'));
      // mg-shift-17 is tomorrow's unclaimed CNA shift; worker-9 is a CNA
      await patchAsBackend('mg-shift-17', { isFree: false, nurseId: 'worker-9' });
      await claimedWhen(store, (ids) => ids.includes('mg-shift-17'));
      await patchAsBackend('mg-shift-24', { isFree: true });
      await claimedWhen(store, (ids) => !ids.includes('mg-shift-24'));
    } finally {
      stop();
    }
  });

  it("a company owner reads the documents of their facilities' workers", async () => {
    const { store } = await storeAs('company@shiftcover.test');
    await store.dispatch(loadWorkerDocuments({ ids: ['worker-7'], fresh: true })).unwrap();
    const held = defined(selectCredentials(store.getState())['worker-7'], "worker-7's documents");
    // worker-7 holds a lapsed BLS card and its renewal
    expect(held.filter((c) => c.type === 'bls')).toHaveLength(2);
    expect(held.map((c) => c.type)).toContain('covidVaccination');
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
