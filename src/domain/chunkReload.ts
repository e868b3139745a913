// A screen's code that no longer exists: a new version was deployed while the tab was open, and the chunks this tab's
// version names were replaced. Reloading fetches the new version's; reloading again for the same failure would only
// loop (a chunk that is missing from the new version too, or that an extension or a proxy blocks).

/**
 * What the browsers say when a dynamic import could not be fetched or a preloaded stylesheet could not load: Chromium
 * 'Failed to fetch dynamically imported module: <url>', Firefox 'error loading dynamically imported module: <url>',
 * Safari 'Importing a module script failed.', Vite's preload 'Unable to preload CSS for <url>'.
 */
const CHUNK_FAILURE =
  /^(?:Failed to fetch dynamically imported module:|error loading dynamically imported module:|Importing a module script failed\.|Unable to preload CSS for)\s*(.*)$/;

/**
 * The address of the chunk `error` failed to load ('' when the browser does not name it), or null when `error` is
 * not a failed chunk load (a render error, a failed query).
 */
export function failedChunk(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_FAILURE.exec(message.trim())?.[1] ?? null;
}

/** What the tab knows when a chunk fails: whom it reloaded for last (kept per tab), whether it is online, where. */
export interface ChunkFailureContext {
  reloadedFor: string | null;
  online: boolean;
  path: string;
}

/**
 * A failed chunk load reloads the page once for that chunk (its address, or the page's path when the browser names
 * none): the same failure after the reload, or any failure while offline (a reload would leave the portal for the
 * browser's offline page), shows the error page instead. A later deploy names other chunks, so it reloads again.
 */
export function chunkFailureAction(
  error: unknown,
  { reloadedFor, online, path }: ChunkFailureContext,
): { kind: 'reload'; key: string } | { kind: 'showError' } {
  const chunk = failedChunk(error);
  if (chunk === null) return { kind: 'showError' };
  const key = chunk || path;
  return !online || reloadedFor === key ? { kind: 'showError' } : { kind: 'reload', key };
}
