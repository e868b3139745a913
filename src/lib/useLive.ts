import { useCallback, useEffect, useRef } from 'react';

/**
 * Keeps a live list running while the screen shows it: `start` (memoised; it changes with the scope)
 * opens the listener and returns its stop. Returns restart, for Retry and Refresh.
 */
export function useLive(start: (() => () => void) | null): () => void {
  const stopRef = useRef<(() => void) | null>(null);
  const restart = useCallback(() => {
    stopRef.current?.();
    stopRef.current = start?.() ?? null;
  }, [start]);
  useEffect(() => {
    restart();
    return () => {
      stopRef.current?.();
      stopRef.current = null;
    };
  }, [restart]);
  return restart;
}
