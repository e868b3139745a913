export const NO_CHROME: string;
/**
 * The Chromium executable the browser tests launch (see chrome.mjs); throws NO_CHROME when there is none.
 * The options fake the machine in tests.
 */
export function chromePath(opts?: {
  env?: Record<string, string | undefined>;
  exists?: (file: string) => boolean;
  playwright?: () => string | null;
}): string;
