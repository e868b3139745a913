// A live list (the shift list's first page, the calendar's range): one listener at a time per list,
// replaced when the screen asks for another scope, stopped when the screen goes and when the shown
// user's portal ends. Listeners are opened with watchServer (data/online.ts), which reports a
// server that stops answering through the same error path as any other failure.
import { reportError, type ErrorContext } from './errors';
import { onSessionEnd } from './sessionEnd';
import { toThunkError, type ThunkError } from './thunkError';

export interface Live {
  /** true once stopped: a late answer must not reach the store */
  readonly stopped: boolean;
  /** keeps a listener's unsubscribe for the stop (runs it at once when the list is already stopped) */
  keep(unsubscribe: () => void): void;
  /** reports the failure and hands it on as a ThunkError, unless the list was stopped meanwhile */
  fail(error: unknown): void;
}

export interface LiveList {
  /**
   * Stops the list's running listener and starts `run`; returns the stop for the screen (its unmount, a
   * change of scope). A failure of `run` goes to onError like a listener's.
   */
  start(run: (live: Live) => void | Promise<void>, onError: (error: ThunkError) => void): () => void;
  stop(): void;
}

export function liveList(where: ErrorContext): LiveList {
  let active: (() => void) | null = null;
  const stopActive = () => active?.();
  onSessionEnd(stopActive);
  return {
    start(run, onError) {
      stopActive();
      let stopped = false;
      const unsubscribes: (() => void)[] = [];
      const stop = () => {
        if (stopped) return;
        stopped = true;
        unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe());
        if (active === stop) active = null;
      };
      active = stop;
      const live: Live = {
        get stopped() {
          return stopped;
        },
        keep(unsubscribe) {
          if (stopped) unsubscribe();
          else unsubscribes.push(unsubscribe);
        },
        fail(error) {
          if (stopped) return;
          reportError(error, where);
          onError(toThunkError(error));
        },
      };
      (async () => run(live))().catch(live.fail);
      return stop;
    },
    stop: stopActive,
  };
}
