import { describe, expect, it } from 'vitest';
import { newDocId, submissionDone, submissionFor } from './submissions';

describe('newDocId', () => {
  it('makes 20 letters and digits, different each time', () => {
    const ids = new Set(Array.from({ length: 200 }, newDocId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});

describe('submissionFor', () => {
  const cases: { name: string; second: [string, unknown, number]; same: boolean }[] = [
    { name: 'the same form tried again keeps its ids and time', second: ['shifts', { d: 'Night' }, 2], same: true },
    { name: 'a changed form is a new submission', second: ['shifts', { d: 'Day' }, 2], same: false },
    { name: 'another number of documents is a new submission', second: ['shifts', { d: 'Night' }, 3], same: false },
    { name: 'another kind of write is a new submission', second: ['discontent', { d: 'Night' }, 2], same: false },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const first = submissionFor('shifts', { d: 'Night' }, 2, 1000);
      const second = submissionFor(...c.second, 2000);
      expect(second.submission.ids.length).toBe(c.second[2]);
      expect(second.submission.ids.join() === first.submission.ids.join()).toBe(c.same);
      expect(second.submission.at).toBe(c.same ? 1000 : 2000);
      submissionDone(first.key);
      submissionDone(second.key);
    });
  }

  it('after success the same form again is a new submission', () => {
    const first = submissionFor('shifts', { d: 'Evening' }, 1, 1000);
    submissionDone(first.key);
    const again = submissionFor('shifts', { d: 'Evening' }, 1, 2000);
    expect(again.submission.ids).not.toEqual(first.submission.ids);
    submissionDone(again.key);
  });
});
