// The one answer of a read that means "not for you" rather than "it failed": the rules refused it.

export function isPermissionDenied(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 'permission-denied';
}

/**
 * The read's answer, or null when the rules refused it (a document of another facility, a colleague's
 * user record). Any other failure (the server unreachable, a timeout) fails the read, so the screen
 * offers Retry instead of showing the data with a hole in it.
 */
export async function unlessDenied<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (isPermissionDenied(err)) return null;
    throw err;
  }
}
