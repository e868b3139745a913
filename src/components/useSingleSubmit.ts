import { useRef, useState } from 'react';

/**
 * One submit at a time (a double click stores once): a second submit that arrives before the re-render
 * disabling the button is dropped. `busy` is for that re-render: spinners and disabled buttons.
 */
export function useSingleSubmit<A extends unknown[]>(submit: (...args: A) => Promise<void>) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = async (...args: A): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await submit(...args);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return [run, busy] as const;
}
