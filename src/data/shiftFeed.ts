// What the portal's shift listeners hold, offered to the top bar's Alerts, so that a claim, a release or a
// late worker on any shift a screen listens to (the dashboard's list and urgent card, /today, the Alerts' own
// listener) raises an alert, with no listener of its own for it. Each listener is a source: it reports what it holds
// on each answer and closes when it stops. A shift that leaves a source after its first answer is read once more, as
// it is now: a claim takes a shift out of a list of unclaimed ones (and a release out of a list of claimed ones), and
// the listener tells only that it left. Nothing else reads for the Alerts.
import type { Shift } from '../domain/types';

export interface ShiftFeedReport {
  source: number;
  /** what the source holds now; null once it stopped */
  held: readonly Shift[] | null;
  /** shifts that left it, as they are now (read again) */
  left: readonly Shift[];
}

type Subscriber = (report: ShiftFeedReport) => void;

const holding = new Map<number, readonly Shift[]>();
const subscribers = new Set<Subscriber>();
let sources = 0;

const publish = (report: ShiftFeedReport) => subscribers.forEach((fn) => fn(report));

/** Hears every report from now on, after what each open source holds now. Returns the stop. */
export function subscribeShiftFeed(fn: Subscriber): () => void {
  subscribers.add(fn);
  for (const [source, held] of holding) fn({ source, held, left: [] });
  return () => {
    subscribers.delete(fn);
  };
}

/**
 * A listener's way into the feed. `readAgain` reads the shifts that left it (null for one deleted or not readable);
 * it is called only while someone hears the feed.
 */
export function openShiftFeed(readAgain: (ids: string[]) => Promise<(Shift | null)[]>) {
  const source = sources++;
  let before: Set<string> | null = null;
  let closed = false;
  return {
    report(held: readonly Shift[]): void {
      if (closed) return;
      const ids = new Set(held.map((s) => s.id));
      const gone = before ? [...before].filter((id) => !ids.has(id)) : [];
      before = ids;
      holding.set(source, held);
      publish({ source, held, left: [] });
      if (!gone.length || !subscribers.size) return;
      void readAgain(gone)
        .then((shifts) => {
          const left = shifts.filter((s): s is Shift => s !== null);
          if (left.length) publish({ source, held: holding.get(source) ?? null, left });
        })
        // a shift that cannot be read again raises nothing: the screens show their own errors
        .catch(() => {});
    },
    close(): void {
      if (closed) return;
      closed = true;
      holding.delete(source);
      publish({ source, held: null, left: [] });
    },
  };
}
