import { describe, expect, it } from 'vitest';
import { reliabilityOrder, type ReliabilityOrder, type ReliabilityTally } from './reliabilitySort';

// the pages' rows: latest worked first (lastWorked in hours, for reading)
const row = (nurseId: string, lastWorked: number) => ({ nurseId, lastWorked });
const counted = (nurseId: string, lastWorked: number, started: number, noShows: number) => ({
  ...row(nurseId, lastWorked),
  started,
  noShows,
});
type Row = ReturnType<typeof row>;
const paged = [row('a', 50), row('b', 40), row('c', 30)];

describe('reliabilityOrder', () => {
  it.each<[string, Row[], boolean, (Row & ReliabilityTally)[], ReliabilityOrder, string[]]>([
    [
      'least reliable first: the no-show workers by figure, then the 100% ones in the pages order',
      paged,
      true,
      [counted('x', 45, 8, 1), counted('y', 10, 4, 2)],
      'lowest',
      ['y', 'x', 'a', 'b', 'c'],
    ],
    [
      'most reliable first: the 100% ones in the pages order, then the no-show workers by figure',
      paged,
      true,
      [counted('x', 45, 8, 1), counted('y', 10, 4, 2)],
      'highest',
      ['a', 'b', 'c', 'x', 'y'],
    ],
    [
      'most reliable first with pages left: the no-show workers wait until the last page is read',
      paged,
      false,
      [counted('x', 45, 8, 1)],
      'highest',
      ['a', 'b', 'c'],
    ],
    [
      'least reliable first with pages left: the no-show workers are all known, so they lead already',
      paged,
      false,
      [counted('x', 45, 8, 1)],
      'lowest',
      ['x', 'a', 'b', 'c'],
    ],
    [
      'equal figures: the latest worked first',
      paged,
      true,
      [counted('x', 20, 4, 1), counted('y', 60, 8, 2)],
      'lowest',
      ['y', 'x', 'a', 'b', 'c'],
    ],
    [
      'equal figures and the same last worked: by id',
      [],
      true,
      [counted('y', 20, 4, 1), counted('x', 20, 4, 1)],
      'highest',
      ['x', 'y'],
    ],
    [
      '299 of 300 reads 100% and still comes after every worker without a no-show',
      paged,
      true,
      [counted('x', 99, 300, 1)],
      'highest',
      ['a', 'b', 'c', 'x'],
    ],
    [
      'no started shift: no figure, last (least reliable first)',
      paged,
      true,
      [counted('z', 99, 0, 1), counted('x', 45, 8, 1)],
      'lowest',
      ['x', 'a', 'b', 'c', 'z'],
    ],
    [
      'no started shift: no figure, last (most reliable first)',
      paged,
      true,
      [counted('z', 99, 0, 1), counted('x', 45, 8, 1)],
      'highest',
      ['a', 'b', 'c', 'x', 'z'],
    ],
    [
      'no started shift and pages left: not shown until the last page',
      paged,
      false,
      [counted('z', 99, 0, 1)],
      'lowest',
      ['a', 'b', 'c'],
    ],
    [
      'a no-show worker the pages read too is listed once, by their figure',
      paged,
      true,
      [counted('b', 40, 10, 5)],
      'lowest',
      ['b', 'a', 'c'],
    ],
    ['nobody', [], true, [], 'lowest', []],
  ])('%s', (_, rows, complete, withNoShows, order, expected) => {
    expect(reliabilityOrder(rows, complete, withNoShows, order).map((r) => r.nurseId)).toEqual(expected);
  });

  it('a page read later only adds to the end of the 100% workers (the order stays correct across pages)', () => {
    const noShows = [counted('x', 45, 8, 1)];
    const first = reliabilityOrder(paged, false, noShows, 'lowest').map((r) => r.nurseId);
    const more = reliabilityOrder([...paged, row('d', 20)], true, noShows, 'lowest').map((r) => r.nurseId);
    expect(more.slice(0, first.length)).toEqual(first);
    expect(more).toEqual(['x', 'a', 'b', 'c', 'd']);
  });
});
