// The shifts Api and thunks against the emulators seeded with the demo data, signed in as the demo
// accounts, so the rules apply: paging, the live first page, batch create, cancel, edit, export, templates.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signOut } from 'firebase/auth';
import { doc, getDoc, Timestamp } from 'firebase/firestore';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { DEMO_COMPANIES, demoActor, reseedDemo, writeAsBackend, type DemoData } from '../../../tests/support/demo';
import { MED_PASS, type Shift } from '../../domain/types';
import { createShifts as createShiftDocs } from '../../data/shiftPosting';
import { fetchShiftsPage, fetchShiftsStartingBetween, getShift, watchFirstPage } from '../../data/shifts';
import { cancelShift as cancelShiftDoc, editShift as updateShiftDoc } from '../../data/shiftWrites';
import { shiftSeen } from '../../domain/shiftStatus';
import {
  cancelShift,
  createShifts,
  editShift,
  exportShifts,
  loadMoreShifts,
  refreshShifts,
  saveShiftTemplates,
  selectShiftList,
  selectShiftsById,
} from './shiftsSlice';
import type { ShiftDraft } from '../../domain/shiftPosting';
import { defined } from '../../../tests/support/defined';
import { scopeOfFacilities, type FacilityScope } from '../../lib/firebase/facilityChunks';
import { signInAs, storeAs } from '../../../tests/support/session';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const LAKESIDE_IDS = ['lakeside-east', 'lakeside-north', 'lakeside-south'];
/** Lakeside's facilities by facility (an 'in' query), and as the company (one query on companyId) */
const LAKESIDE = scopeOfFacilities(LAKESIDE_IDS);
const LAKESIDE_COMPANY: FacilityScope = { facilityIds: LAKESIDE_IDS, companyId: 'lakeside-health' };

/** A store signed in as the demo account, with its profile loaded, as the app has it after sign-in. */

const draft = (extra: Partial<ShiftDraft> = {}): ShiftDraft => ({
  facilityIdentifier: 'maple-grove',
  description: 'Emulator test shift',
  start: Date.now() + 3 * DAY,
  end: Date.now() + 3 * DAY + 8 * HOUR,
  nurseType: 'CNA',
  additionalRequirements: [],
  additionalnotes: 'Test notes',
  tz: 'America/Chicago',
  favoritesFirstHours: null,
  ...extra,
});

/** Creates one shift of the draft; its id. */
async function createOne(d: ShiftDraft, uid: string): Promise<string> {
  const [id] = await createShiftDocs(appDb(), d, 1, DEMO_COMPANIES, demoActor(uid));
  return defined(id, 'the created shift');
}

async function allPages(scope: FacilityScope): Promise<{ pages: Shift[][]; hasMore: boolean[] }> {
  const pages: Shift[][] = [];
  const hasMore: boolean[] = [];
  let after: number | undefined;
  for (let i = 0; i < 20; i++) {
    const page = await fetchShiftsPage(appDb(), scope, after);
    pages.push(page.shifts);
    hasMore.push(page.hasMore);
    if (!page.hasMore) break;
    after = page.shifts.at(-1)?.createdAt;
  }
  return { pages, hasMore };
}

let demo: DemoData;
beforeAll(async () => {
  demo = await reseedDemo();
});
afterEach(async () => {
  await signOut(appAuth());
});

describe('paging (fetchShiftsPage)', () => {
  it('pages the facility shifts 10 at a time, newest first, until fewer than 10 come back', async () => {
    await signInAs('facility@shiftcover.test');
    const { pages, hasMore } = await allPages(scopeOfFacilities(['maple-grove']));
    const all = pages.flat();
    expect(pages.slice(0, -1).every((p) => p.length === 10)).toBe(true);
    expect(pages.at(-1)?.length).toBeLessThan(10);
    expect(hasMore[hasMore.length - 1]).toBe(false);
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(25);
    expect(all.every((s) => s.facilityIdentifier === 'maple-grove')).toBe(true);
    const created = all.map((s) => s.createdAt);
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    // plain data: times as epoch ms
    expect(typeof all[0]?.start).toBe('number');
    expect(JSON.parse(JSON.stringify(all[0]))).toEqual(all[0]);
  });

  it("pages a company's shifts across its facilities, with an 'in' query and one on companyId alike", async () => {
    await signInAs('company@shiftcover.test');
    const { pages } = await allPages(LAKESIDE);
    const all = pages.flat();
    expect(new Set(all.map((s) => s.facilityIdentifier))).toEqual(new Set(LAKESIDE_IDS));
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    expect((await allPages(LAKESIDE_COMPANY)).pages).toEqual(pages);
  });

  it("is refused the shifts of a facility that is not the user's", async () => {
    await signInAs('facility@shiftcover.test');
    await expect(fetchShiftsPage(appDb(), scopeOfFacilities(['lakeside-north']))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('reads a shift of another facility as not found', async () => {
    await signInAs('facility@shiftcover.test');
    expect(await getShift(appDb(), 'ln-shift-01')).toBeNull();
    expect(await getShift(appDb(), 'no-such-shift')).toBeNull();
    expect((await getShift(appDb(), 'mg-shift-17'))?.facilityIdentifier).toBe('maple-grove');
  });
});

describe('the live first page (watchFirstPage)', () => {
  it('delivers the first page, then a shift created afterwards, without a reload', async () => {
    const uid = await signInAs('facility@shiftcover.test');
    const seen: Shift[][] = [];
    let resolveFirst: () => void = () => {};
    const first = new Promise<void>((r) => (resolveFirst = r));
    const stop = watchFirstPage(
      appDb(),
      scopeOfFacilities(['maple-grove']),
      (page) => {
        seen.push(page.shifts);
        if (seen.length === 1) resolveFirst();
      },
      (err) => {
        throw err;
      },
    );
    try {
      await first;
      expect(seen[0]).toHaveLength(10);
      const [id] = await createShiftDocs(
        appDb(),
        draft({ description: 'Live update shift' }),
        1,
        DEMO_COMPANIES,
        demoActor(uid),
      );
      await expect.poll(() => seen.at(-1)?.[0]?.id, { timeout: 5000 }).toBe(id);
      expect(seen.at(-1)).toHaveLength(10);
    } finally {
      stop();
    }
  });
});

describe('creating shifts', () => {
  it('writes N workers as N shift documents (batches of 8), with the payload fields', async () => {
    const uid = await signInAs('facility@shiftcover.test');
    const d = draft({ nurseType: 'RN', additionalRequirements: [MED_PASS] });
    const ids = await createShiftDocs(appDb(), d, 3, DEMO_COMPANIES, demoActor(uid));
    expect(ids).toHaveLength(3);
    const docs = await Promise.all(ids.map(async (id) => (await getDoc(doc(appDb(), 'shifts', id))).data()!));
    for (const data of docs) {
      expect(data).toMatchObject({
        facilityIdentifier: 'maple-grove',
        description: d.description,
        isFree: true,
        status: 'active',
        nurseType: 'RN',
        numberOfNurse: 1,
        additionalRequirements: [MED_PASS],
        nurseId: null,
        createdBy: uid,
        isTest: false,
        tz: 'America/Chicago',
      });
      expect(data.start).toBeInstanceOf(Timestamp);
      expect((data.start as Timestamp).toMillis()).toBe(d.start);
      expect((data.end as Timestamp).toMillis()).toBe(d.end);
      expect(typeof data.createdAt).toBe('number');
    }
    // distinct createdAt, so paging by startAfter(createdAt) never skips one
    expect(new Set(docs.map((x) => x.createdAt)).size).toBe(3);
  });

  it('the createShifts thunk records the signed-in user and the list reloads after a second', async () => {
    const { store, uid } = await storeAs('facility@shiftcover.test');
    await store.dispatch(refreshShifts()).unwrap();
    const ids = await store.dispatch(createShifts({ draft: draft({ description: 'Thunk shift' }), count: 2 })).unwrap();
    const created = await getShift(appDb(), defined(ids[0], 'the first shift'));
    expect(created).toMatchObject({ createdBy: uid, description: 'Thunk shift' });
    // the list is refreshed one second after the commit
    await expect
      .poll(() => selectShiftList(store.getState()).ids.slice(0, 2).sort(), { timeout: 5000 })
      .toEqual([...ids].sort());
  });

  it('a company user creates a shift for one of its facilities and is refused for another', async () => {
    const { store } = await storeAs('company@shiftcover.test');
    const ids = await store
      .dispatch(createShifts({ draft: draft({ facilityIdentifier: 'lakeside-east' }), count: 1 }))
      .unwrap();
    expect((await getShift(appDb(), defined(ids[0], 'the shift')))?.facilityIdentifier).toBe('lakeside-east');
    await expect(
      store.dispatch(createShifts({ draft: draft({ facilityIdentifier: 'maple-grove' }), count: 1 })).unwrap(),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('favorites first (favoritesFirstUntil)', () => {
  it('stores the window from the posting time, and never past the start', async () => {
    const uid = await signInAs('facility@shiftcover.test');
    const sixHours = await createOne(draft({ favoritesFirstHours: 6 }), uid);
    const stored = (await getShift(appDb(), sixHours))!;
    expect(stored.favoritesFirstUntil).toBe(stored.createdAt + 6 * HOUR);

    const soon = Date.now() + 5 * HOUR;
    const cut = await createOne(draft({ start: soon, end: soon + 8 * HOUR, favoritesFirstHours: 24 }), uid);
    expect((await getShift(appDb(), cut))!.favoritesFirstUntil).toBe(soon);

    const none = await createOne(draft(), uid);
    expect((await getDoc(doc(appDb(), 'shifts', none))).data()).not.toHaveProperty('favoritesFirstUntil');
    expect((await getShift(appDb(), none))!.favoritesFirstUntil).toBeNull();
  });

  it('an edit that moves the start before the window closes it at the new start; a later start keeps it', async () => {
    const uid = await signInAs('facility@shiftcover.test');
    const id = await createOne(draft({ favoritesFirstHours: 12 }), uid);
    const posted = (await getShift(appDb(), id))!;
    const values = { description: 'Moved', nurseType: 'CNA' as const, additionalnotes: '', additionalRequirements: [] };
    const later = posted.start + DAY;
    await updateShiftDoc(
      appDb(),
      id,
      { ...values, start: later, end: later + 8 * HOUR },
      shiftSeen(posted),
      demoActor(uid),
    );
    const kept = (await getShift(appDb(), id))!;
    expect(kept.favoritesFirstUntil).toBe(posted.favoritesFirstUntil);

    const earlier = posted.createdAt + 3 * HOUR;
    await updateShiftDoc(
      appDb(),
      id,
      { ...values, start: earlier, end: earlier + 8 * HOUR },
      shiftSeen(kept),
      demoActor(uid),
    );
    expect((await getShift(appDb(), id))!.favoritesFirstUntil).toBe(earlier);
  });
});

describe('Load More through the store (loadMoreShifts)', () => {
  it('appends the next 10 after the last createdAt, then reports no more', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    await store.dispatch(refreshShifts()).unwrap();
    expect(selectShiftList(store.getState()).ids).toHaveLength(10);
    for (let i = 0; i < 10 && selectShiftList(store.getState()).hasMore; i++)
      await store.dispatch(loadMoreShifts()).unwrap();
    const list = selectShiftList(store.getState());
    expect(list.hasMore).toBe(false);
    expect(new Set(list.ids).size).toBe(list.ids.length);
    const { pages } = await allPages(scopeOfFacilities(['maple-grove']));
    expect(list.ids).toEqual(pages.flat().map((s) => s.id));
  });
});

/** What a form shows of a shift when it opens (read as the signed-in user). */
const seenOf = async (id: string) => shiftSeen((await getShift(appDb(), id))!);
const NOTHING_SEEN = shiftSeen({
  description: '',
  nurseType: 'CNA',
  additionalnotes: '',
  start: 0,
  end: 0,
  status: 'active',
  isFree: true,
  nurseId: null,
});

/** Another writer's change, as the worker app's backend or a second scheduler's save lands it (rules bypassed). */
async function changedByAnother(id: string, fields: Record<string, unknown>) {
  const stored = demo.docs.find((d) => d.path === `shifts/${id}`)!.data;
  await writeAsBackend([{ path: `shifts/${id}`, data: { ...stored, ...fields } }]);
}

describe('lost updates: a save checks the shift still shows what the form opened with', () => {
  it("a second scheduler's edit is not overwritten: the stale save is declined, the store shows the new", async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const seen = await seenOf('mg-shift-19');
    await changedByAnother('mg-shift-19', { description: 'Edited by the other scheduler' });
    const start = Date.now() + 5 * DAY;
    const values = {
      description: 'Mine',
      nurseType: 'CNA' as const,
      additionalnotes: '',
      start,
      end: start + 8 * HOUR,
    };
    await expect(store.dispatch(editShift({ id: 'mg-shift-19', seen, values })).unwrap()).rejects.toMatchObject({
      kind: 'changed',
    });
    expect((await getShift(appDb(), 'mg-shift-19'))?.description).toBe('Edited by the other scheduler');
    expect(selectShiftsById(store.getState())['mg-shift-19']?.description).toBe('Edited by the other scheduler');
    // saved again against what is now shown, it goes through
    await store.dispatch(editShift({ id: 'mg-shift-19', seen: await seenOf('mg-shift-19'), values })).unwrap();
    expect((await getShift(appDb(), 'mg-shift-19'))?.description).toBe('Mine');
  });

  it("a worker's claim while the form was open declines the edit, and the cancel", async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const seen = await seenOf('mg-shift-20');
    await changedByAnother('mg-shift-20', { isFree: false, nurseId: 'worker-3' });
    const start = Date.now() + 5 * DAY;
    const values = { description: 'x', nurseType: 'CNA' as const, additionalnotes: '', start, end: start + 8 * HOUR };
    await expect(store.dispatch(editShift({ id: 'mg-shift-20', seen, values })).unwrap()).rejects.toMatchObject({
      kind: 'changed',
    });
    await expect(
      store.dispatch(cancelShift({ id: 'mg-shift-20', type: 'mistake', details: '', seen })).unwrap(),
    ).rejects.toMatchObject({ kind: 'changed' });
    expect(await getShift(appDb(), 'mg-shift-20')).toMatchObject({ status: 'active', nurseId: 'worker-3' });
  });

  it('the write itself checks in its transaction (a change between the read and the write)', async () => {
    await signInAs('facility@shiftcover.test');
    const seen = await seenOf('mg-shift-21');
    await changedByAnother('mg-shift-21', { additionalnotes: 'Changed in between' });
    const start = Date.now() + 5 * DAY;
    await expect(
      updateShiftDoc(
        appDb(),
        'mg-shift-21',
        {
          description: 'x',
          nurseType: 'CNA',
          additionalnotes: '',
          start,
          end: start + 8 * HOUR,
          additionalRequirements: [],
        },
        seen,
        demoActor('uid-dana'),
      ),
    ).rejects.toMatchObject({ kind: 'changed' });
    await expect(
      cancelShiftDoc(appDb(), 'mg-shift-21', { type: 'mistake' }, demoActor('uid-dana'), seen),
    ).rejects.toMatchObject({
      kind: 'changed',
    });
    expect(await getShift(appDb(), 'mg-shift-21')).toMatchObject({
      status: 'active',
      additionalnotes: 'Changed in between',
    });
  });
});

describe('cancelling (cancelShift thunk)', () => {
  it('cancels a future shift with the reason, by the signed-in user, at the server time', async () => {
    const { store, uid } = await storeAs('facility@shiftcover.test');
    await store
      .dispatch(
        cancelShift({ id: 'mg-shift-17', type: 'other', details: 'Census dropped', seen: await seenOf('mg-shift-17') }),
      )
      .unwrap();
    const data = (await getDoc(doc(appDb(), 'shifts', 'mg-shift-17'))).data()!;
    expect(data).toMatchObject({
      status: 'cancelled',
      cancelledBy: uid,
      cancellationReason: { type: 'other', details: 'Census dropped' },
    });
    expect(data.cancelledAt).toBeInstanceOf(Timestamp);
    expect(Math.abs((data.cancelledAt as Timestamp).toMillis() - Date.now())).toBeLessThan(60_000);
  });

  it('refuses a shift that has started and has a worker', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    await expect(
      store
        .dispatch(cancelShift({ id: 'mg-shift-05', type: 'mistake', details: '', seen: await seenOf('mg-shift-05') }))
        .unwrap(),
    ).rejects.toMatchObject({
      message: 'refused',
    });
    expect((await getShift(appDb(), 'mg-shift-05'))?.status).toBe('active');
  });

  it("reports a shift that does not exist or is another facility's as not found", async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    await expect(
      store.dispatch(cancelShift({ id: 'ln-shift-05', type: 'mistake', details: '', seen: NOTHING_SEEN })).unwrap(),
    ).rejects.toMatchObject({
      message: 'notFound',
    });
  });
});

describe('editing (editShift thunk)', () => {
  it('updates the five fields and adds Med Pass when the position becomes RN', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const start = Date.now() + 4 * DAY;
    await store
      .dispatch(
        editShift({
          id: 'mg-shift-18',
          seen: await seenOf('mg-shift-18'),
          values: {
            description: 'Edited by test',
            nurseType: 'RN',
            additionalnotes: 'Bring badge',
            start,
            end: start + 10 * HOUR,
          },
        }),
      )
      .unwrap();
    const s = await getShift(appDb(), 'mg-shift-18');
    expect(s).toMatchObject({
      description: 'Edited by test',
      nurseType: 'RN',
      additionalnotes: 'Bring badge',
      start,
      end: start + 10 * HOUR,
    });
    expect(s?.additionalRequirements).toContain(MED_PASS);
  });

  it('refuses a shift whose start has passed', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const start = Date.now() + DAY;
    await expect(
      store
        .dispatch(
          editShift({
            id: 'mg-shift-05',
            seen: await seenOf('mg-shift-05'),
            values: { description: 'x', nurseType: 'CNA', additionalnotes: '', start, end: start + HOUR },
          }),
        )
        .unwrap(),
    ).rejects.toMatchObject({ message: 'locked' });
  });
});

describe('export (exportShifts thunk)', () => {
  it('reads the shifts starting in the range with the names of their workers and their facility', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const from = Date.now() - 90 * DAY;
    const to = Date.now() + 90 * DAY;
    const result = await store.dispatch(exportShifts({ from, to })).unwrap();
    expect(result.shifts.length).toBeGreaterThanOrEqual(25);
    expect(result.shifts.every((s) => s.start >= from && s.start < to && s.facilityIdentifier === 'maple-grove')).toBe(
      true,
    );
    const claimed = result.shifts.filter((s) => s.nurseId);
    expect(claimed.length).toBeGreaterThan(0);
    for (const s of claimed) expect(result.workerNames[s.nurseId!]).toMatch(/^\S+ \S+$/);
    expect(result.facilities['maple-grove']).toEqual({
      facilityName: 'Maple Grove Care Center',
      tz: 'America/Chicago',
    });
  });
});

describe('export of a long range (fetchShiftsStartingBetween)', () => {
  it('reads the range a page at a time (the rules bound a page) and misses none, however small the pages', async () => {
    await signInAs('company@shiftcover.test');
    const from = Date.now() - 90 * DAY;
    const to = Date.now() + 90 * DAY;
    const whole = await fetchShiftsStartingBetween(appDb(), LAKESIDE, from, to);
    expect(whole.length).toBeGreaterThan(6);
    expect(await fetchShiftsStartingBetween(appDb(), LAKESIDE_COMPANY, from, to, 2)).toEqual(whole);
    const paged = await fetchShiftsStartingBetween(appDb(), LAKESIDE, from, to, 2);
    expect(paged.map((s) => s.id)).toEqual(whole.map((s) => s.id));
    // shifts created together share their start: paging after the last document keeps every one of them
    const twins = await createShiftDocs(
      appDb(),
      { ...draft(), facilityIdentifier: 'lakeside-east' },
      3,
      DEMO_COMPANIES,
      demoActor(await signInAs('company@shiftcover.test')),
    );
    const withTwins = await fetchShiftsStartingBetween(appDb(), LAKESIDE, from, to, 2);
    expect(withTwins.filter((s) => twins.includes(s.id))).toHaveLength(3);
    expect(withTwins).toHaveLength(whole.length + 3);
  });
});

describe('shift templates (saveShiftTemplates thunk)', () => {
  it('replaces the facility templates and updates the profile in the store', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const templates = [
      { name: 'Day', startTime: '07:00', endTime: '15:00' },
      { name: 'Swing', startTime: '12:00', endTime: '20:00' },
    ];
    const seen = store.getState().session.facility!.shiftTemplates;
    await store.dispatch(saveShiftTemplates({ templates, seen })).unwrap();
    expect(store.getState().session.facility?.shiftTemplates).toEqual(templates);
    expect((await getDoc(doc(appDb(), 'facilities', 'maple-grove'))).data()?.shiftTemplates).toEqual(templates);
  });

  it('a save made on templates another scheduler changed since is declined, and the store shows theirs', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const seen = store.getState().session.facility!.shiftTemplates;
    // the other scheduler saves first (the same account on another computer: its own store)
    const { store: other } = await storeAs('facility@shiftcover.test');
    const theirs = [{ name: 'Night', startTime: '23:00', endTime: '07:00' }];
    await other.dispatch(saveShiftTemplates({ templates: theirs, seen })).unwrap();
    const mine = [{ name: 'Early', startTime: '06:00', endTime: '14:00' }];
    await expect(store.dispatch(saveShiftTemplates({ templates: mine, seen })).unwrap()).rejects.toMatchObject({
      kind: 'changed',
    });
    expect((await getDoc(doc(appDb(), 'facilities', 'maple-grove'))).data()?.shiftTemplates).toEqual(theirs);
    expect(store.getState().session.facility?.shiftTemplates).toEqual(theirs);
    // saved again against what is now shown, it goes through
    await store.dispatch(saveShiftTemplates({ templates: mine, seen: theirs })).unwrap();
    expect((await getDoc(doc(appDb(), 'facilities', 'maple-grove'))).data()?.shiftTemplates).toEqual(mine);
  });
});
