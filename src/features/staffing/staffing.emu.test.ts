// The staffing plan against the emulators seeded with the demo data, as the demo accounts (rules on): needs saved
// and read back, the needs of a renamed template kept until discarded; the week as its coverage weeks hold it (the
// Cloud Function coverageOfShift, run by scripts/functions-host.mjs, keeps them a moment after a write): the seeded
// week exactly, the gaps of next week posted through the posting engine with a retry after a failure part-way (each
// shift once, the week then without gaps), a worker's claim, a shift moved to another week and one cancelled; a week's
// census and the facility's target saved and read back (hours per resident day), kept apart per week and per facility.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signOut } from 'firebase/auth';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { makeStore } from '../../app/store';
import { selectScopeFacilities } from '../../session/scope';
import {
  DEMO_COMPANIES,
  demoActor,
  demoDoc,
  patchAsBackend,
  functionTriggers,
  reseedDemo,
  writeAsBackend,
  type DemoData,
} from '../../../tests/support/demo';
import { submissionFor } from '../../lib/submissions';
import { postShifts } from '../../data/shiftPosting';
import { sundayOf } from '../../domain/shiftPosting';
import {
  gapDrafts,
  gapShifts,
  matchNeeds,
  weekBounds,
  weekCoverage,
  type CoverageShift,
  type TemplateNeeds,
  type WeekPlan,
} from '../../domain/staffing';
import { addDays, calendarDateIn } from '../../domain/zonedTime';
import { coverageEntryOf } from '../../domain/coverageWeeks';
import type { Facility } from '../../domain/types';
import { watchCoverageBetween } from '../../data/coverageWeeks';
import {
  discardNeeds,
  loadCensus,
  loadNeeds,
  postGaps,
  saveCensus,
  saveNeeds,
  selectCensus,
  selectGapsPosting,
  selectNeeds,
} from './staffingSlice';
import { defined } from '../../../tests/support/defined';
import { storeAs } from '../../../tests/support/session';

const ZEROS = [0, 0, 0, 0, 0, 0, 0];

const facilityOf = (store: ReturnType<typeof makeStore>, id: string): Facility =>
  defined(
    selectScopeFacilities(store.getState()).find((f) => f.id === id),
    id,
  );

/**
 * The week's shifts (by id) as the page's listener gives them, once `until` holds: the function files a shift a moment
 * after it is written, so a test waits for what it expects (and fails with what it last saw).
 */
function weekShifts(
  facilityId: string,
  from: number,
  to: number,
  until: (shifts: Record<string, CoverageShift>) => boolean,
): Promise<Record<string, CoverageShift>> {
  return new Promise((resolve, reject) => {
    let last: Record<string, CoverageShift> = {};
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`the week never held what was expected; last seen: ${Object.keys(last).length} shifts`));
    }, 15_000);
    const stop = watchCoverageBetween(
      appDb(),
      facilityId,
      from,
      to,
      (shifts) => {
        last = shifts;
        if (!until(shifts)) return;
        clearTimeout(timer);
        stop();
        resolve(shifts);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const ms = (v: unknown) => (v instanceof Date ? v.getTime() : Number(v));
/** The facility's seeded shifts starting in [from, to), as the coverage weeks hold them, by id. */
function seededWeek(facilityId: string, from: number, to: number): Record<string, CoverageShift> {
  const found: Record<string, CoverageShift> = {};
  for (const d of demo.docs) {
    if (!d.path.startsWith('shifts/')) continue;
    const entry = coverageEntryOf({ ...d.data, start: ms(d.data.start), end: ms(d.data.end) });
    if (!entry || entry.facilityId !== facilityId || entry.start < from || entry.start >= to) continue;
    const { facilityId: _facility, ...shift } = entry;
    found[d.path.slice('shifts/'.length)] = shift;
  }
  return found;
}
const sameIds = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((id) => id in b);

let demo: DemoData;
let now: number;
let triggerWas: boolean;
beforeAll(async () => {
  // the weeks follow the shifts this file writes (npm test keeps the triggers off for the other data tests)
  triggerWas = await functionTriggers(true);
  now = Date.now();
  demo = await reseedDemo(now);
});
afterAll(async () => {
  if (!triggerWas) await functionTriggers(false);
});
afterEach(async () => {
  await signOut(appAuth());
});

describe('needs', () => {
  it('a facility user saves the needs of each of its templates and reads back every position of each', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const facility = facilityOf(store, 'maple-grove');
    const entries: TemplateNeeds[] = facility.shiftTemplates.map((template, i) => ({
      template,
      needs: { CNA: [0, 3, 3, 3, 3, 3, 0].map((n) => n + i), RN: [1, 1, 1, 1, 1, 1, 1] },
    }));
    await store.dispatch(saveNeeds({ facilityId: facility.id, entries })).unwrap();
    await store.dispatch(loadNeeds(facility.id)).unwrap();
    const stored = [...selectNeeds(store.getState()).stored].sort((a, b) =>
      a.template.name.localeCompare(b.template.name),
    );
    const expected = entries
      .map((e) => ({ template: e.template, needs: { Caregiver: ZEROS, LPN: ZEROS, ...e.needs } }))
      .sort((a, b) => a.template.name.localeCompare(b.template.name));
    expect(stored).toEqual(expected);
  });

  it('keeps the needs of a renamed template as such until discarded; those of a current one stay', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const facility = facilityOf(store, 'maple-grove');
    const day = defined(facility.shiftTemplates[0], 'the first template');
    await store
      .dispatch(
        saveNeeds({ facilityId: facility.id, entries: [{ template: day, needs: { CNA: [2, 2, 2, 2, 2, 2, 2] } }] }),
      )
      .unwrap();
    const renamed = facility.shiftTemplates.map((t, i) => (i === 0 ? { ...t, name: 'Morning' } : t));
    await writeAsBackend([
      { path: 'facilities/maple-grove', data: { ...demoDoc(demo, 'facilities/maple-grove'), shiftTemplates: renamed } },
    ]);
    try {
      const again = await storeAs('facility@shiftcover.test');
      const stored = await again.store.dispatch(loadNeeds(facility.id)).unwrap();
      const { stale } = matchNeeds(facilityOf(again.store, 'maple-grove').shiftTemplates, stored);
      expect(stale.map((s) => [s.template.name, s.needs.CNA])).toEqual([[day.name, [2, 2, 2, 2, 2, 2, 2]]]);
      const evening = defined(renamed[1], 'the second template');
      await expect(
        again.store.dispatch(discardNeeds({ facilityId: facility.id, templateName: evening.name })).unwrap(),
      ).rejects.toMatchObject({ kind: 'refused' });
      const left = await again.store
        .dispatch(discardNeeds({ facilityId: facility.id, templateName: day.name }))
        .unwrap();
      expect(left.map((s) => s.template.name)).not.toContain(day.name);
    } finally {
      await writeAsBackend([{ path: 'facilities/maple-grove', data: demoDoc(demo, 'facilities/maple-grove') }]);
    }
  });

  it("a company user saves the needs of its facility; another company's facility is not in its scope", async () => {
    const { store } = await storeAs('company@shiftcover.test');
    const east = facilityOf(store, 'lakeside-east');
    const entries = [
      { template: defined(east.shiftTemplates[0], 'a template'), needs: { LPN: [0, 1, 0, 1, 0, 1, 0] } },
    ];
    await store.dispatch(saveNeeds({ facilityId: east.id, entries })).unwrap();
    const stored = await store.dispatch(loadNeeds(east.id)).unwrap();
    expect(stored.map((s) => [s.template, s.needs.LPN])).toEqual([[entries[0]?.template, [0, 1, 0, 1, 0, 1, 0]]]);
    await expect(store.dispatch(saveNeeds({ facilityId: 'maple-grove', entries })).unwrap()).rejects.toMatchObject({
      kind: 'notFound',
    });
  });
});

describe('the coverage weeks', () => {
  it("hold this week's and next week's seeded shifts of Maple Grove exactly as stored", async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const facility = facilityOf(store, 'maple-grove');
    // this week's: the demo's own (next week's may hold the gaps posted above)
    const { from, to } = weekBounds(sundayOf(calendarDateIn(now, facility.tz)), facility.tz);
    const seeded = seededWeek(facility.id, from, to);
    expect(Object.keys(seeded).length).toBeGreaterThan(3);
    const held = await weekShifts(facility.id, from, to, (shifts) => sameIds(shifts, seeded));
    expect(held).toEqual(seeded);
  });

  it('follow a shift moved to another week, and one cancelled', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const facility = facilityOf(store, 'maple-grove');
    const sunday = sundayOf(calendarDateIn(now, facility.tz));
    const { from, to } = weekBounds(sunday, facility.tz);
    const later = weekBounds(addDays(sunday, 21), facility.tz);
    const [movedId, cancelledId] = Object.keys(seededWeek(facility.id, from, to));
    const moved = demoDoc(demo, `shifts/${defined(movedId, 'a shift this week')}`);
    const cancelled = defined(cancelledId, 'another shift this week');
    const weekLater = 21 * 86_400_000;
    await writeAsBackend([
      {
        path: `shifts/${movedId}`,
        data: { ...moved, start: new Date(ms(moved.start) + weekLater), end: new Date(ms(moved.end) + weekLater) },
      },
    ]);
    await patchAsBackend(cancelled, { status: 'cancelled' });
    const here = await weekShifts(
      facility.id,
      from,
      to,
      (shifts) => !(movedId! in shifts) && shifts[cancelled]?.status === 'cancelled',
    );
    expect(here[cancelled]?.status).toBe('cancelled');
    const there = await weekShifts(facility.id, later.from, later.to, (shifts) => movedId! in shifts);
    expect(there[movedId!]?.start).toBe(ms(moved.start) + weekLater);
    await writeAsBackend([
      { path: `shifts/${movedId}`, data: moved },
      { path: `shifts/${cancelled}`, data: demoDoc(demo, `shifts/${cancelled}`) },
    ]);
  });
});

describe('posting the gaps', () => {
  it('posts exactly the missing shifts of next week; a retry after a failure part-way writes each once', async () => {
    const { store, uid } = await storeAs('facility@shiftcover.test');
    const facility = facilityOf(store, 'maple-grove');
    const entries: TemplateNeeds[] = facility.shiftTemplates.map((template) => ({
      template,
      needs: { CNA: [1, 2, 2, 2, 2, 2, 1], LPN: [1, 1, 1, 1, 1, 1, 1], RN: [0, 1, 0, 1, 0, 1, 0] },
    }));
    await store.dispatch(saveNeeds({ facilityId: facility.id, entries })).unwrap();
    const sunday = addDays(sundayOf(calendarDateIn(Date.now(), facility.tz)), 7);
    const { from, to } = weekBounds(sunday, facility.tz);
    const plan: WeekPlan = { sunday, tz: facility.tz, templates: facility.shiftTemplates, needs: entries };
    const seeded = seededWeek(facility.id, from, to);
    const before = await weekShifts(facility.id, from, to, (shifts) => sameIds(shifts, seeded));
    const coverage = weekCoverage(plan, Object.values(before));
    const { shifts: gaps, passed } = gapShifts(coverage, plan, Date.now());
    // next week has begun nowhere yet: every gap is offered
    expect([gaps.length, passed]).toEqual([coverage.gaps, 0]);
    expect(coverage.gaps).toBeGreaterThan(20);
    const drafts = gapDrafts(gaps, plan, facility);

    // the first try stored 10 (its answer lost, say); the same drafts again are the same submission, tried again
    const { submission } = submissionFor('staffing-gaps', drafts, drafts.length);
    await postShifts(appDb(), drafts.slice(0, 10), DEMO_COMPANIES, demoActor(uid), {
      ...submission,
      ids: submission.ids.slice(0, 10),
    });
    const ids = await store.dispatch(postGaps({ drafts })).unwrap();
    expect(ids).toEqual(submission.ids);
    expect(selectGapsPosting(store.getState())).toEqual({ posted: drafts.length, total: drafts.length });

    const after = await weekShifts(facility.id, from, to, (shifts) => ids.every((id) => id in shifts));
    expect(Object.keys(after).length - Object.keys(before).length).toBe(drafts.length);
    expect(weekCoverage(plan, Object.values(after)).gaps).toBe(0);
  });

  it('the week shows a claim as it happens', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const facility = facilityOf(store, 'maple-grove');
    const unclaimed = demo.docs.find(
      (d) =>
        d.path.startsWith('shifts/') &&
        d.data.facilityIdentifier === 'maple-grove' &&
        d.data.isFree === true &&
        d.data.status === 'active' &&
        Number(d.data.start) > now,
    );
    const shift = defined(unclaimed, 'an unclaimed shift to come');
    const start = Number(shift.data.start instanceof Date ? shift.data.start.getTime() : shift.data.start);
    const { from, to } = weekBounds(sundayOf(calendarDateIn(start, facility.tz)), facility.tz);
    const id = shift.path.slice('shifts/'.length);
    await weekShifts(facility.id, from, to, (shifts) => shifts[id]?.isFree === true);
    await patchAsBackend(id, { isFree: false, nurseId: 'worker-1' });
    const seen = await weekShifts(facility.id, from, to, (shifts) => shifts[id]?.isFree === false);
    expect(seen[id]).toMatchObject({ start, isFree: false });
  });
});

describe('census', () => {
  it("a facility user saves next week's census and a target, reads them back; another week has its own", async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const facility = facilityOf(store, 'maple-grove');
    const sunday = addDays(sundayOf(calendarDateIn(Date.now(), facility.tz)), 7);
    const census = [80, 82, null, 0, 1000, 81, 79];
    await store.dispatch(saveCensus({ facilityId: facility.id, sunday, census, target: 3.25 })).unwrap();
    await store.dispatch(loadCensus({ facilityId: facility.id, sunday })).unwrap();
    expect(selectCensus(store.getState())).toMatchObject({ status: 'succeeded', census, target: 3.25 });

    // a save that leaves the target alone keeps it; another week starts empty but shares the facility's target
    await store.dispatch(saveCensus({ facilityId: facility.id, sunday, census: [...census].reverse() })).unwrap();
    expect(await store.dispatch(loadCensus({ facilityId: facility.id, sunday })).unwrap()).toEqual({
      census: [...census].reverse(),
      target: 3.25,
    });
    const empty = await store.dispatch(loadCensus({ facilityId: facility.id, sunday: addDays(sunday, 14) })).unwrap();
    expect(empty).toEqual({ census: [null, null, null, null, null, null, null], target: 3.25 });

    // no target: the field goes
    await store.dispatch(saveCensus({ facilityId: facility.id, sunday, census, target: null })).unwrap();
    expect(await store.dispatch(loadCensus({ facilityId: facility.id, sunday })).unwrap()).toEqual({
      census,
      target: null,
    });
  });

  it('the rules refuse a week named by another day than a Sunday, and a census over 1000', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const facility = facilityOf(store, 'maple-grove');
    const sunday = addDays(sundayOf(calendarDateIn(Date.now(), facility.tz)), 7);
    const week = [80, 80, 80, 80, 80, 80, 80];
    await expect(
      store.dispatch(saveCensus({ facilityId: facility.id, sunday: addDays(sunday, 1), census: week })).unwrap(),
    ).rejects.toMatchObject({ kind: 'refused' });
    await expect(
      store.dispatch(saveCensus({ facilityId: facility.id, sunday, census: [...week.slice(1), 1001] })).unwrap(),
    ).rejects.toMatchObject({ kind: 'refused' });
  });

  it("a company user saves its facility's census; another company's facility is not in its scope", async () => {
    const { store } = await storeAs('company@shiftcover.test');
    const east = facilityOf(store, 'lakeside-east');
    const sunday = sundayOf(calendarDateIn(Date.now(), east.tz));
    const census = [40, 41, 42, 43, 44, 45, 46];
    await store.dispatch(saveCensus({ facilityId: east.id, sunday, census, target: 4 })).unwrap();
    expect(await store.dispatch(loadCensus({ facilityId: east.id, sunday })).unwrap()).toEqual({ census, target: 4 });
    const north = await store.dispatch(loadCensus({ facilityId: 'lakeside-north', sunday })).unwrap();
    expect(north.target).toBeNull();
    await expect(
      store.dispatch(saveCensus({ facilityId: 'maple-grove', sunday, census })).unwrap(),
    ).rejects.toMatchObject({ kind: 'notFound' });
  });
});
