// The page's part of domain/chunkReload.ts: a chunk this version names is gone (a deploy while the tab was open), so
// the page reloads once for it and gets the new version's; after that the error page shows (components/ErrorBoundary).
import { chunkFailureAction } from '../domain/chunkReload';

/** Session storage (this tab only): the chunk the tab last reloaded for. */
const RELOADED_FOR = 'shiftcover.reloadedForChunk';

let reloading = false;

/**
 * Reloads the page when `error` is a chunk that failed to load and the tab has not reloaded for it yet: true when
 * the page is reloading (so nothing else should show), false when the error is for the error page.
 */
export function reloadForFailedChunk(error: unknown): boolean {
  if (reloading) return true;
  try {
    const action = chunkFailureAction(error, {
      reloadedFor: sessionStorage.getItem(RELOADED_FOR),
      online: navigator.onLine,
      path: window.location.pathname,
    });
    if (action.kind !== 'reload') return false;
    sessionStorage.setItem(RELOADED_FOR, action.key);
  } catch {
    // no session storage (a locked-down browser): without the guard a reload could loop, so the error page shows
    return false;
  }
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
