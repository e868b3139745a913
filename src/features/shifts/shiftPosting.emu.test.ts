// Post several and Copy a week against the emulators seeded with the demo data, as the demo accounts (rules on):
// batches, progress, a retry that writes no shift twice, the copied week's read, and the records the single add
// would write.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signOut } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { DEMO_COMPANIES, demoActor, patchAsBackend, reseedDemo } from '../../../tests/support/demo';
import { submissionFor } from '../../lib/submissions';
import { expandPattern } from '../../domain/shiftPosting';
import { addDays, calendarDateIn, startOfDayIn, timeOfDayIn } from '../../domain/zonedTime';
import { createShifts as createShiftDocs, POST_BATCH_SIZE, postShifts as postShiftDocs } from '../../data/shiftPosting';
import { shiftsPageQuery, watchShifts } from '../../data/shifts';
import { postShifts, readWeekToCopy, selectPosting } from './shiftsSlice';
import type { ShiftDraft } from '../../domain/shiftPosting';
import { defined } from '../../../tests/support/defined';
import { signInAs, storeAs } from '../../../tests/support/session';

const TZ = 'America/Chicago';

/** The shifts of a pattern from next week on: every day for `days` days, 07:00 to 15:00, `workers` a day. */
function drafts(description: string, days: number, facilityIdentifier = 'maple-grove', workers = 1): ShiftDraft[] {
  const from = addDays(calendarDateIn(Date.now(), TZ), 7);
  const planned = expandPattern(
    {
      from,
      to: addDays(from, days - 1),
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      startTime: '07:00',
      endTime: '15:00',
      workers,
    },
    TZ,
  );
  return planned.map((p) => ({
    facilityIdentifier,
    description,
    start: p.start,
    end: p.end,
    nurseType: 'CNA',
    additionalRequirements: [],
    additionalnotes: '',
    tz: TZ,
    favoritesFirstHours: null,
  }));
}

/** The documents whose description is the given one (read past the rules). */
async function storedWith(description: string): Promise<{ id: string; fields: Record<string, unknown> }[]> {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const res = await fetch(`http://${host}/v1/projects/demo-shiftcover/databases/(default)/documents:runQuery`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'shifts' }],
        where: {
          fieldFilter: { field: { fieldPath: 'description' }, op: 'EQUAL', value: { stringValue: description } },
        },
      },
    }),
  });
  const rows = (await res.json()) as { document?: { name: string; fields: Record<string, unknown> } }[];
  return rows
    .filter((r) => r.document)
    .map((r) => ({ id: r.document!.name.split('/').pop()!, fields: r.document!.fields }));
}

beforeAll(async () => {
  await reseedDemo();
});
afterEach(async () => {
  await signOut(appAuth());
});

describe('posting several shifts', () => {
  it('writes every draft once, in batches, with the progress in the store', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const seen: number[] = [];
    const stop = store.subscribe(() => {
      const posted = selectPosting(store.getState())?.posted;
      if (posted != null && seen.at(-1) !== posted) seen.push(posted);
    });
    const ids = await store
      .dispatch(postShifts({ drafts: drafts('Posted in batches', 50, 'maple-grove', 5) }))
      .unwrap();
    stop();
    expect(new Set(ids).size).toBe(250);
    // a batch at a time (each shift with its History entry, POST_BATCH_SIZE to a batch), a running total as batches
    // land (several are in flight, so the short last batch may land before a full one)
    expect(seen[0]).toBe(0);
    expect(seen).toHaveLength(Math.ceil(250 / POST_BATCH_SIZE) + 1);
    const steps = seen.slice(1).map((posted, i) => posted - defined(seen[i], 'the total before'));
    expect(steps.every((step) => step > 0 && step <= POST_BATCH_SIZE)).toBe(true);
    expect(steps.filter((step) => step < POST_BATCH_SIZE)).toEqual([250 % POST_BATCH_SIZE]);
    expect(selectPosting(store.getState())).toEqual({ posted: 250, total: 250 });
    expect((await storedWith('Posted in batches')).map((s) => s.id).sort()).toEqual([...ids].sort());
  });

  it('pauses the open lists of shifts while its batches land; they read again after, with its shifts', async () => {
    const uid = await signInAs('facility@shiftcover.test');
    const open = () => (globalThis as { __shiftcoverListeners?: number }).__shiftcoverListeners ?? 0;
    let shown: string[] | null = null;
    const stop = watchShifts(
      shiftsPageQuery(appDb(), ['maple-grove']),
      (snap) => {
        shown = snap.docs.map((d) => String(d.data().description));
      },
      (error) => {
        throw error;
      },
    );
    try {
      await vi.waitFor(() => expect(shown).not.toBeNull());
      const before = open();
      const during: number[] = [];
      const list = drafts('Posted with the list paused', 3, 'maple-grove', 2 * POST_BATCH_SIZE);
      const { submission } = submissionFor('shifts-post', list, list.length);
      await postShiftDocs(appDb(), list, DEMO_COMPANIES, demoActor(uid), submission, () => during.push(open()));
      // the list's listener was closed while every batch landed
      expect(during.every((n) => n === before - 1)).toBe(true);
      await vi.waitFor(() => expect(shown).toContain('Posted with the list paused'));
      expect(open()).toBe(before);
    } finally {
      stop();
    }
  });

  it('each record is exactly what the single add writes for the same draft', async () => {
    const uid = await signInAs('facility@shiftcover.test');
    const one = defined(drafts('Same as the single add', 1)[0], 'a draft');
    const [single] = await createShiftDocs(appDb(), one, 1, DEMO_COMPANIES, demoActor(uid));
    const [posted] = await postShiftDocs(appDb(), [one], DEMO_COMPANIES, demoActor(uid), {
      ids: ['post-same-as-add'],
      at: Date.now(),
      tries: 0,
    });
    const a = (await getDoc(doc(appDb(), 'shifts', defined(single, 'the added shift')))).data()!;
    const b = (await getDoc(doc(appDb(), 'shifts', defined(posted, 'the posted shift')))).data()!;
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    // each names its own History entry
    expect({ ...b, createdAt: 0, historyId: '' }).toEqual({ ...a, createdAt: 0, historyId: '' });
  });

  it('a retry after a failure part-way writes only what is missing, and leaves a shift claimed meanwhile', async () => {
    const uid = await signInAs('facility@shiftcover.test');
    const all = drafts('Retried post', 30);
    const { submission } = submissionFor('shifts-post', all, all.length);
    // the first try stored 12 (its answer was lost, say), then a worker claimed one of them
    await postShiftDocs(
      appDb(),
      all.slice(0, 12),
      DEMO_COMPANIES,
      demoActor(uid),
      { ...submission, ids: submission.ids.slice(0, 12) },
      () => {},
      5,
    );
    await patchAsBackend(defined(submission.ids[3], 'the fourth id'), { isFree: false, nurseId: 'worker-1' });
    const retry = submissionFor('shifts-post', all, all.length).submission;
    expect(retry.ids).toEqual(submission.ids);
    expect(retry.tries).toBe(1);
    const progress: number[] = [];
    await postShiftDocs(appDb(), all, DEMO_COMPANIES, demoActor(uid), retry, (posted) => progress.push(posted), 10);
    expect(progress).toEqual([10, 20, 30]);
    const stored = await storedWith('Retried post');
    expect(stored.map((s) => s.id).sort()).toEqual([...submission.ids].sort());
    const claimed = stored.find((s) => s.id === submission.ids[3])!;
    expect(claimed.fields.nurseId).toEqual({ stringValue: 'worker-1' });
    // createdAt stays that of the first try, a millisecond apart in the drafts' order
    const createdAt = (id: string) =>
      Number((stored.find((s) => s.id === id)!.fields.createdAt as { integerValue: string }).integerValue);
    expect(submission.ids.map(createdAt)).toEqual(submission.ids.map((_, i) => submission.at - i));
  });

  it("a company user posts for its facility; a batch with another's facility is refused whole", async () => {
    const { store } = await storeAs('company@shiftcover.test');
    await store.dispatch(postShifts({ drafts: drafts('Company post', 3, 'lakeside-east') })).unwrap();
    expect(await storedWith('Company post')).toHaveLength(3);
    const mixed = [
      ...drafts('Mixed company post', 2, 'lakeside-east'),
      ...drafts('Mixed company post', 1, 'maple-grove'),
    ];
    await expect(store.dispatch(postShifts({ drafts: mixed })).unwrap()).rejects.toMatchObject({ kind: 'refused' });
    expect(await storedWith('Mixed company post')).toHaveLength(0);
  });

  it('refuses more than 500 shifts before writing anything', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const many = Array.from({ length: 501 }, () => defined(drafts('Too many', 1)[0], 'a draft'));
    await expect(store.dispatch(postShifts({ drafts: many })).unwrap()).rejects.toMatchObject({ kind: 'invalid' });
    expect(await storedWith('Too many')).toHaveLength(0);
  });
});

describe('reading the week to copy', () => {
  it('reads the active shifts of the week, not the cancelled ones', async () => {
    const { store, uid } = await storeAs('facility@shiftcover.test');
    const week = drafts('Week to copy', 7);
    const ids = await postShiftDocs(appDb(), week, DEMO_COMPANIES, demoActor(uid), {
      ids: week.map((_, i) => `copy-src-${i}`),
      at: Date.now(),
      tries: 0,
    });
    await patchAsBackend(defined(ids[2], 'the third id'), { status: 'cancelled' });
    const first = calendarDateIn(defined(week[0], 'the first draft').start, TZ);
    const read = await store
      .dispatch(
        readWeekToCopy({
          facilityId: 'maple-grove',
          from: startOfDayIn(first, TZ),
          to: startOfDayIn(addDays(first, 7), TZ),
        }),
      )
      .unwrap();
    const copied = read.filter((s) => s.description === 'Week to copy');
    expect(copied.map((s) => s.id)).toEqual(ids.filter((_, i) => i !== 2));
    expect(copied.every((s) => timeOfDayIn(s.start, TZ) === '07:00')).toBe(true);
  });
});
