// The History against the emulators, through the app's own thunks (so the rules apply): each change of a shift writes
// exactly one entry, in its batch, of its kind, by the signed-in person at the server's time; the shift names its
// latest entry; the Activity reads the facility's (or the company's) entries newest first, by kind, a page at a time,
// with none lost or shown twice at a page's edge (the entries of one batch share their time).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signOut } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import { appAuth } from '../lib/firebase/auth';
import { appDb } from '../data/firestore';
import { reseed } from '../../tests/support/demo';
import { shiftSeen } from '../domain/shiftStatus';
import { cancelShift, createShifts, editShift, postShifts } from '../features/shifts/shiftsSlice';
import { getShift } from '../data/shifts';
import { scopeOfFacilities } from '../lib/firebase/facilityChunks';
import { fetchActivityPage, ACTIVITY_PAGE_SIZE } from '../features/history/historyApi';
import { fetchShiftHistory } from '../data/history';
import { loadActivity, loadShiftHistory } from '../features/history/historySlice';
import type { ShiftDraft } from '../domain/shiftPosting';
import { defined } from '../../tests/support/defined';
import { storeAs } from '../../tests/support/session';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const draft = (description: string, facilityIdentifier = 'maple-grove'): ShiftDraft => ({
  facilityIdentifier,
  description,
  start: Date.now() + 3 * DAY,
  end: Date.now() + 3 * DAY + 8 * HOUR,
  nurseType: 'CNA',
  additionalRequirements: [],
  additionalnotes: '',
  tz: 'America/Chicago',
  favoritesFirstHours: null,
});

beforeAll(async () => {
  await reseed();
});
afterEach(async () => {
  await signOut(appAuth());
});

describe('the History of a shift', () => {
  it('records the creation, an edit with each changed field, and a cancellation with its reason', async () => {
    const { store, uid } = await storeAs('facility@shiftcover.test');
    const ids = await store.dispatch(createShifts({ draft: draft('History test shift'), count: 1 })).unwrap();
    const id = defined(ids[0], 'the created shift');
    const created = (await getShift(appDb(), id))!;
    const start = created.start + DAY;
    await store
      .dispatch(
        editShift({
          id,
          seen: shiftSeen(created),
          values: { description: 'History test shift', nurseType: 'RN', additionalnotes: '', start, end: start + HOUR },
        }),
      )
      .unwrap();
    const edited = (await getShift(appDb(), id))!;
    await store
      .dispatch(cancelShift({ id, type: 'other', details: 'Census dropped', seen: shiftSeen(edited) }))
      .unwrap();

    const entries = await fetchShiftHistory(appDb(), id, 'maple-grove');
    expect(entries.map((e) => e.kind)).toEqual(['cancelled', 'edited', 'created']);
    for (const e of entries) {
      expect(e).toMatchObject({ shiftId: id, facilityId: 'maple-grove', by: uid, byName: 'Dana Whitfield' });
      expect(e.at).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(entries[2]?.shiftDescription).toBe('History test shift');
    expect(entries[1]?.changes).toEqual([
      { field: 'nurseType', before: 'CNA', after: 'RN' },
      { field: 'start', before: created.start, after: start },
      { field: 'end', before: created.end, after: start + HOUR },
      { field: 'additionalRequirements', before: '', after: 'MeD Pass' },
    ]);
    expect(entries[0]?.detail).toBe('Other: Census dropped');
    // the shift names its latest entry
    expect((await getDoc(doc(appDb(), 'shifts', id))).get('historyId')).toBe(entries[0]?.id);

    // the slice holds it for shift details
    const loaded = await store.dispatch(loadShiftHistory({ shiftId: id, facilityId: 'maple-grove' })).unwrap();
    expect(loaded.map((e) => e.kind)).toEqual(['cancelled', 'edited', 'created']);
  });

  it('the demo shifts have their seeded History (an adjusted and a rejected entry this week)', async () => {
    await storeAs('facility@shiftcover.test');
    const adjusted = await fetchShiftHistory(appDb(), 'mg-shift-02', 'maple-grove');
    expect(adjusted.map((e) => e.kind)).toEqual(['adjusted', 'created']);
    expect(adjusted[0]?.byName).toBe('Dana Whitfield');
    const rejected = await fetchShiftHistory(appDb(), 'mg-shift-03', 'maple-grove');
    expect(rejected.map((e) => e.kind)).toEqual(['rejected', 'created']);
    expect(rejected[0]?.detail).toBe('Left early');
  });
});

describe('the Activity', () => {
  it('pages the facility entries newest first with none lost or doubled where a batch shares its time', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    // 20 shifts in batches of 8: entries 8 at a time share their server time
    const drafts = Array.from({ length: 20 }, (_, i) => {
      const d = draft(`Activity paging ${i}`);
      return { ...d, start: d.start + i * HOUR, end: d.end + i * HOUR };
    });
    const ids = await store.dispatch(postShifts({ drafts })).unwrap();

    const seen: { id: string; at: number; shiftId: string }[] = [];
    for (let page = 0; page < 40; page++) {
      const next = await fetchActivityPage(appDb(), scopeOfFacilities(['maple-grove']), 'created', seen);
      expect(next.entries.length).toBeLessThanOrEqual(ACTIVITY_PAGE_SIZE);
      seen.push(...next.entries);
      if (!next.hasMore) break;
    }
    expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
    const times = seen.map((e) => e.at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const posted = new Set(ids);
    expect(seen.filter((e) => posted.has(e.shiftId))).toHaveLength(20);
    // the newest are the post's: at the top
    expect(seen.slice(0, 20).every((e) => posted.has(e.shiftId))).toBe(true);

    // through the slice, by kind
    const cancelled = (await store.dispatch(loadActivity({ facilityId: null, kind: 'cancelled' })).unwrap()).entries;
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.every((e) => e.kind === 'cancelled' && e.facilityId === 'maple-grove')).toBe(true);
  });

  it("a company user reads its facilities' entries, one facility or all, and never another company's", async () => {
    const { store } = await storeAs('company@shiftcover.test');
    const all = (await store.dispatch(loadActivity({ facilityId: null, kind: null })).unwrap()).entries;
    expect(all.length).toBe(ACTIVITY_PAGE_SIZE);
    expect(all.every((e) => e.facilityId.startsWith('lakeside-'))).toBe(true);
    const north = (await store.dispatch(loadActivity({ facilityId: 'lakeside-north', kind: null })).unwrap()).entries;
    expect(north.length).toBeGreaterThan(0);
    expect(north.every((e) => e.facilityId === 'lakeside-north')).toBe(true);
    await expect(
      store.dispatch(loadActivity({ facilityId: 'maple-grove', kind: null })).unwrap(),
    ).rejects.toMatchObject({ kind: 'notFound' });
    await expect(fetchActivityPage(appDb(), scopeOfFacilities(['maple-grove']), null, [])).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
