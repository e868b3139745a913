// At most `max` tasks of a kind running at once; the others wait their turn, first come first served.

/** Runs each task when fewer than `max` of the limiter's tasks are running, and answers what it answers. */
export function inFlightLimit(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  // a finished task hands its place to the first waiting one, so that no newcomer slips in between
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async (task) => {
    if (running < max) running += 1;
    else await new Promise<void>((turn) => waiting.push(turn));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
