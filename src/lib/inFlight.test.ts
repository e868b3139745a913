import { describe, expect, it } from 'vitest';
import { inFlightLimit } from './inFlight';

/** A task the test finishes by hand. */
function deferred(log: string[], name: string) {
  let finish: (ok: boolean) => void = () => {};
  const task = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`start ${name}`);
      finish = (ok) => (ok ? resolve(name) : reject(new Error(name)));
    });
  return { task, finish: (ok = true) => finish(ok) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('inFlightLimit', () => {
  it('starts at most max tasks, the next when one ends, in the order they came', async () => {
    const log: string[] = [];
    const limit = inFlightLimit(2);
    const tasks = ['a', 'b', 'c', 'd'].map((n) => deferred(log, n));
    const answers = tasks.map((t) => limit(t.task));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    tasks[1]!.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    tasks[0]!.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
    tasks[2]!.finish();
    tasks[3]!.finish();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a failed task gives its place to the next and rejects with its own error', async () => {
    const log: string[] = [];
    const limit = inFlightLimit(1);
    const first = deferred(log, 'first');
    const second = deferred(log, 'second');
    const failed = limit(first.task);
    const next = limit(second.task);
    await settle();
    first.finish(false);
    await expect(failed).rejects.toThrow('first');
    await settle();
    expect(log).toEqual(['start first', 'start second']);
    second.finish();
    expect(await next).toBe('second');
  });

  it('below the limit every task starts at once', async () => {
    const log: string[] = [];
    const limit = inFlightLimit(6);
    const tasks = ['a', 'b', 'c'].map((n) => deferred(log, n));
    const answers = tasks.map((t) => limit(t.task));
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    tasks.forEach((t) => t.finish());
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c']);
  });
});
