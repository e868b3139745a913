import { describe, expect, it } from 'vitest';
import {
  chunk,
  FACILITIES_PER_QUERY,
  firstPageOf,
  newestFirst,
  perFacilityChunk,
  perScopePart,
  scopeKey,
  scopeOfFacilities,
  scopeParts,
} from './facilityChunks';

describe('constants', () => {
  it("at most 9 facilities per 'in' query (the rules' 10 reads: 9 facilities and the company)", () =>
    expect(FACILITIES_PER_QUERY).toBe(9));
});

describe('chunk', () => {
  it.each([
    ['no facilities, no queries', [], 9, []],
    ['one facility, one == query', ['a'], 9, [['a']]],
    ['a company with 3 facilities, one in query', ['a', 'b', 'c'], 9, [['a', 'b', 'c']]],
    ['more facilities than one query allows are split', ['a', 'b', 'c', 'd', 'e'], 2, [['a', 'b'], ['c', 'd'], ['e']]],
  ])('%s', (_, items, size, expected) => expect(chunk(items, size)).toEqual(expected));
});

describe('perFacilityChunk', () => {
  it('reads each chunk of 9 once, answers in chunk order', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => `f${i}`);
    expect(await perFacilityChunk(ids, async (part) => part.length)).toEqual([9, 9, 2]);
  });
});

describe('firstPageOf', () => {
  const byTime = newestFirst('t');
  const item = (id: string, t: number) => ({ id, t });
  it('keeps the first page of all chunks in order; a whole page may have more', () => {
    const page = firstPageOf([[item('a', 5), item('b', 3)], [item('c', 4)]], byTime, 2);
    expect(page).toEqual({ items: [item('a', 5), item('c', 4)], hasMore: true });
  });
  it('fewer than a page means no more', () => {
    expect(firstPageOf([[item('a', 1)], []], byTime, 2)).toEqual({ items: [item('a', 1)], hasMore: false });
  });
  it('equal times are ordered by id', () => {
    expect([item('b', 1), item('a', 1)].sort(byTime).map((i) => i.id)).toEqual(['a', 'b']);
  });
});

describe('scopeParts: the queries a read of a scope makes', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `f${i}`);
  it.each([
    ['no facilities, no query', scopeOfFacilities([]), []],
    ['a company with no facility, no query', { facilityIds: [], companyId: 'co' }, []],
    ['one facility, one query by facility', scopeOfFacilities(['a']), [['a']]],
    ['facilities without their company: chunks of 9', scopeOfFacilities(ids(10)), [ids(9), ['f9']]],
    [
      'the whole company: one query on companyId, however many facilities',
      { facilityIds: ids(60), companyId: 'co' },
      [{ companyId: 'co' }],
    ],
  ])('%s', (_, scope, parts) => expect(scopeParts(scope)).toEqual(parts));

  it('perScopePart reads each part once, at the same time, answers in order', async () => {
    expect(
      await perScopePart(scopeOfFacilities(ids(20)), async (part) => ('companyId' in part ? -1 : part.length)),
    ).toEqual([9, 9, 2]);
    expect(await perScopePart({ facilityIds: ids(20), companyId: 'co' }, async (part) => part)).toEqual([
      { companyId: 'co' },
    ]);
  });
});

describe('scopeKey', () => {
  it.each([
    ['the same facilities, the same key', scopeOfFacilities(['a', 'b']), scopeOfFacilities(['a', 'b']), true],
    ['other facilities, another key', scopeOfFacilities(['a', 'b']), scopeOfFacilities(['a']), false],
    [
      'by company or by facility, another key',
      { facilityIds: ['a', 'b'], companyId: 'co' },
      scopeOfFacilities(['a', 'b']),
      false,
    ],
    [
      'another company, another key',
      { facilityIds: ['a'], companyId: 'co' },
      { facilityIds: ['a'], companyId: 'other' },
      false,
    ],
  ])('%s', (_, a, b, same) => expect(scopeKey(a) === scopeKey(b)).toBe(same));
});
