// The shift feed: what the open listeners hold reaches the Alerts, a shift that leaves a listener is read
// again as it is now, and a stopped listener's shifts are no longer held.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Shift } from '../domain/types';
import { openShiftFeed, subscribeShiftFeed, type ShiftFeedReport } from './shiftFeed';

const shift = (id: string, fields: Partial<Shift> = {}) => ({ id, isFree: true, nurseId: null, ...fields }) as Shift;
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function hear() {
  const reports: ShiftFeedReport[] = [];
  stops.push(subscribeShiftFeed((r) => reports.push(r)));
  return reports;
}
const ids = (list: readonly Shift[] | null) => list?.map((s) => s.id) ?? null;

describe('shift feed', () => {
  it('gives a new subscriber what each open listener holds, then every answer', () => {
    const feed = openShiftFeed(() => Promise.resolve([]));
    stops.push(feed.close);
    feed.report([shift('a'), shift('b')]);
    const reports = hear();
    expect(reports.map((r) => ids(r.held))).toEqual([['a', 'b']]);
    feed.report([shift('a'), shift('b'), shift('c')]);
    expect(reports.map((r) => ids(r.held))).toEqual([
      ['a', 'b'],
      ['a', 'b', 'c'],
    ]);
  });

  it('reads again, once, the shifts that left a listener after its first answer, and reports them as now', async () => {
    const reports = hear();
    const readAgain = vi.fn((gone: string[]) =>
      Promise.resolve(gone.map((id) => (id === 'gone' ? null : shift(id, { isFree: false, nurseId: 'w1' })))),
    );
    const feed = openShiftFeed(readAgain);
    stops.push(feed.close);
    feed.report([shift('a'), shift('b'), shift('gone')]);
    expect(readAgain).not.toHaveBeenCalled();
    feed.report([shift('b')]);
    expect(readAgain).toHaveBeenCalledExactlyOnceWith(['a', 'gone']);
    await vi.waitFor(() => expect(reports).toHaveLength(3));
    // the deleted one ('gone', null) is left out; 'a' as it is now: claimed
    expect(reports[2]).toMatchObject({ held: [{ id: 'b' }], left: [{ id: 'a', isFree: false, nurseId: 'w1' }] });
  });

  it('reads nothing again while nobody hears the feed', () => {
    const readAgain = vi.fn(() => Promise.resolve([]));
    const feed = openShiftFeed(readAgain);
    stops.push(feed.close);
    feed.report([shift('a')]);
    feed.report([]);
    expect(readAgain).not.toHaveBeenCalled();
  });

  it('reports a stopped listener as holding nothing, once, and forgets it', () => {
    const feed = openShiftFeed(() => Promise.resolve([]));
    feed.report([shift('a')]);
    const reports = hear();
    feed.close();
    feed.close();
    feed.report([shift('b')]);
    expect(reports.map((r) => ids(r.held))).toEqual([['a'], null]);
    expect(hear()).toEqual([]);
  });
});
