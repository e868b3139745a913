// The posting engine's second attempt at a part whose commit failed for a passing reason: it looks up what the first
// attempt stored and writes only the rest; a refusal by the rules is not tried again. The commit and the lookup are
// stood in for (the emulator cannot fail one commit on cue); what is written, and how often, is the engine's own.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initializeApp } from 'firebase/app';
import { getFirestore, type Transaction } from 'firebase/firestore';
import type { ShiftDraft } from '../domain/shiftPosting';

const commits = vi.hoisted(() => ({ failures: [] as { code: string }[], written: [] as string[][] }));
const lookups = vi.hoisted(() => ({ stored: [] as string[], count: 0 }));

vi.mock('firebase/firestore', async (original) => ({
  ...(await original<typeof import('firebase/firestore')>()),
  runTransaction: async (_db: unknown, update: (tx: Transaction) => Promise<void>) => {
    const paths: string[] = [];
    const tx = { set: (ref: { path: string }) => paths.push(ref.path) } as unknown as Transaction;
    await update(tx);
    const failure = commits.failures.shift();
    if (failure) throw Object.assign(new Error(failure.code), failure);
    commits.written.push(paths.filter((p) => !p.includes('/history/')));
  },
}));
vi.mock('./online', () => ({
  writeOnline: (_db: unknown, write: () => Promise<unknown>) => write(),
  earlierWritesSettled: async () => {},
  getDocsFromServer: async () => {
    lookups.count += 1;
    return { docs: lookups.stored.map((id) => ({ id })) };
  },
}));

const { postShifts, POST_BATCH_SIZE } = await import('./shiftPosting');
const db = getFirestore(initializeApp({ projectId: 'demo-posting-unit' }, 'posting-unit'));
const actor = { uid: 'uid-dana', name: 'Dana Owner' };
const draft: ShiftDraft = {
  facilityIdentifier: 'maple-grove',
  description: 'Day',
  start: Date.UTC(2026, 11, 1, 13),
  end: Date.UTC(2026, 11, 1, 21),
  nurseType: 'CNA',
  additionalRequirements: [],
  additionalnotes: '',
  tz: 'America/Chicago',
  favoritesFirstHours: null,
};
const ids = Array.from({ length: POST_BATCH_SIZE }, (_, i) => `shift-${i}`);
const post = () =>
  postShifts(
    db,
    ids.map(() => draft),
    actor,
    { ids, at: 1_800_000_000_000, tries: 0 },
  );

beforeEach(() => {
  commits.failures = [];
  commits.written = [];
  lookups.stored = [];
  lookups.count = 0;
});

describe('a part whose commit fails', () => {
  it.each(['unavailable', 'aborted', 'deadline-exceeded', 'resource-exhausted'])(
    'for a passing reason (%s) is written again, only what is not stored',
    async (code) => {
      commits.failures = [{ code }];
      // the failed commit's answer was lost after the server stored the first three
      lookups.stored = ids.slice(0, 3);
      await expect(post()).resolves.toEqual(ids);
      expect(lookups.count).toBe(1);
      expect(commits.written).toEqual([ids.slice(3).map((id) => `shifts/${id}`)]);
    },
  );

  it('refused by the rules is not tried again: the post fails with the refusal', async () => {
    commits.failures = [{ code: 'permission-denied' }];
    await expect(post()).rejects.toMatchObject({ code: 'permission-denied' });
    expect(lookups.count).toBe(0);
    expect(commits.written).toEqual([]);
  });

  it('twice for a passing reason fails the post: the scheduler retries it', async () => {
    commits.failures = [{ code: 'unavailable' }, { code: 'unavailable' }];
    await expect(post()).rejects.toMatchObject({ code: 'unavailable' });
    expect(commits.written).toEqual([]);
  });
});
