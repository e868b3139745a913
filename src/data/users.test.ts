import { beforeEach, describe, expect, it, vi } from 'vitest';

const records: Record<string, { firstName?: string; lastName?: string; nurseType?: string } | 'denied' | 'offline'> =
  {};
const reads: string[] = [];

vi.mock('firebase/firestore', () => ({ doc: (_db: unknown, _collection: string, id: string) => ({ id }) }));
vi.mock('./online', () => ({
  getDocFromServer: async ({ id }: { id: string }) => {
    reads.push(id);
    const record = records[id];
    if (record === 'denied') throw Object.assign(new Error('denied'), { code: 'permission-denied' });
    if (record === 'offline') throw Object.assign(new Error('offline'), { code: 'unavailable' });
    return { exists: () => record !== undefined, data: () => record };
  },
}));

const { readWorkerNames, readWorkers } = await import('./users');
const db = {} as Parameters<typeof readWorkers>[0];

beforeEach(() => {
  for (const id of Object.keys(records)) delete records[id];
  reads.length = 0;
});

describe('readWorkers', () => {
  it('reads each id once and gives name and position', async () => {
    records.w1 = { firstName: 'Ana', lastName: 'Lee', nurseType: 'RN' };
    expect(await readWorkers(db, ['w1', 'w1', ''])).toEqual({ w1: { name: 'Ana Lee', nurseType: 'RN' } });
    expect(reads).toEqual(['w1']);
  });
  it('leaves out a missing record and one closed to the viewer', async () => {
    records.w1 = { firstName: 'Ana' };
    records.w2 = 'denied';
    expect(await readWorkerNames(db, ['w1', 'w2', 'w3'])).toEqual({ w1: 'Ana' });
  });
  it('fails the read when the server is unreachable', async () => {
    records.w1 = 'offline';
    await expect(readWorkers(db, ['w1'])).rejects.toMatchObject({ code: 'unavailable' });
  });
});
