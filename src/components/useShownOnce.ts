import { useState } from 'react';

/**
 * True from the first time `show` is true on: a dialog or panel whose code loads on demand is mounted then, and stays
 * mounted so that it can animate its closing and keep its state.
 */
export function useShownOnce(show: boolean): boolean {
  const [shown, setShown] = useState(show);
  if (show && !shown) setShown(true);
  return shown || show;
}
