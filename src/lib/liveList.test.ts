import { describe, expect, it, vi } from 'vitest';

const reportError = vi.fn();
vi.mock('./errors', () => ({ reportError: (...args: unknown[]) => reportError(...args) }));
const { liveList } = await import('./liveList');

const where = { collection: 'shifts', operation: 'watch' } as const;

describe('liveList', () => {
  it('runs one listener at a time: starting another stops the one before', () => {
    const list = liveList(where);
    const first = vi.fn();
    const second = vi.fn();
    list.start((live) => live.keep(first), vi.fn());
    const stop = list.start((live) => live.keep(second), vi.fn());
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    stop();
    stop();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('reports a failure (a lost server, a refused query) and hands it on as a ThunkError', async () => {
    reportError.mockClear();
    const onError = vi.fn();
    const lost = Object.assign(new Error('gone'), { name: 'ServerUnavailableError' });
    liveList(where).start((live) => live.fail(lost), onError);
    expect(reportError).toHaveBeenCalledWith(lost, where);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'offline' }));
    const refused = Object.assign(new Error('no'), { code: 'permission-denied' });
    liveList(where).start(async () => Promise.reject(refused), onError);
    await vi.waitFor(() => expect(onError).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'refused' })));
  });

  it('a listener opened after the stop is closed at once, and a late failure is dropped', () => {
    const onError = vi.fn();
    const unsubscribe = vi.fn();
    let answer: () => void = () => {};
    const stop = liveList(where).start((live) => {
      // the Api module arrives after the screen has gone
      answer = () => {
        live.keep(unsubscribe);
        live.fail(new Error('late'));
      };
    }, onError);
    stop();
    answer();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });
});
