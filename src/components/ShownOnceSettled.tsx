import { startTransition, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import type { LoadStatus } from '../lib/redux';

/** A card above has its first answer (its rows, its empty text or its error): it will not grow from here. */
export const answered = (status: LoadStatus) => status === 'succeeded' || status === 'failed';

/** The longest the parts below wait for those above: past it they show, even if a card above is still loading. */
const MAX_WAIT_MS = 3000;

/**
 * Lays its children out at once (their data loads) but shows them only once the cards above have their first
 * answer, or after 3 s. A card above that grows when its rows arrive then moves nothing the user already sees (the
 * dashboard's layout shift was 0.29: the Shifts card pushed down by the urgent card and the reviews). Once shown, it
 * stays shown. The cards draw their rows in a deferred render (PagedTable), and so does this: the rows and what
 * they push down appear in one commit. What waits hidden is put in the page in the task after the cards above, so that
 * the browser styles and lays out the page in two parts rather than all at once.
 */
export function ShownOnceSettled({ settled: settledNow, children }: { settled: boolean; children: ReactNode }) {
  const settled = useDeferredValue(settledNow);
  const [shown, setShown] = useState(settled);
  const [mounted, setMounted] = useState(shown);
  useEffect(() => startTransition(() => setMounted(true)), []);
  useEffect(() => {
    if (settled) setShown(true);
    if (shown || settled) return;
    const timer = setTimeout(() => setShown(true), MAX_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settled, shown]);
  return (
    <div style={shown ? undefined : { visibility: 'hidden' }} aria-busy={shown ? undefined : true}>
      {mounted && children}
    </div>
  );
}
