// The page's part of domain/chunkReload.ts: a chunk this version names is gone (a deploy while the tab was open), so
// the page reloads once for it and gets the new version's; after that the error page shows (components/ErrorBoundary).
import { chunkFailureAction } from '../domain/chunkReload';
import { readSession, STORAGE_KEYS, writeSession } from './storage';

let reloading = false;

/**
 * Reloads the page when `error` is a chunk that failed to load and the tab has not reloaded for it yet: true when
 * the page is reloading (so nothing else should show), false when the error is for the error page.
 */
export function reloadForFailedChunk(error: unknown): boolean {
  if (reloading) return true;
  const action = chunkFailureAction(error, {
    reloadedFor: readSession(STORAGE_KEYS.reloadedForChunk),
    online: navigator.onLine,
    path: window.location.pathname,
  });
  if (action.kind !== 'reload') return false;
  writeSession(STORAGE_KEYS.reloadedForChunk, action.key);
  reloading = true;
  window.location.reload();
  return true;
}

/**
 * Vite announces every dynamic import that failed to load (a screen, a dialog, a feature's data module), with its
 * error: those outside a render (a thunk's data module) reload too. The error still goes on (the event is not
 * prevented), so the screen or thunk never runs on with a module that is not there; the page is leaving anyway.
 */
export function watchChunkFailures(): void {
  window.addEventListener('vite:preloadError', (event) => {
    reloadForFailedChunk((event as Event & { payload?: unknown }).payload);
  });
}
