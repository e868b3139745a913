// What the offline browser tests share: cutting the browser off from the Firestore emulator mid-session
// (as if it had stopped, while the test itself still reads the emulator) and moving between screens
// without a reload, so the signed-in session and its profile stay in memory.
import { expect, type Locator, type Page } from '@playwright/test';

const firestoreHost = () => process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const FIRESTORE = () => new RegExp(`:${firestoreHost().split(':').pop()}/`);

/** Every request of the page to the Firestore emulator is refused from now on. */
export async function cutFirestore(page: Page) {
  await page.route(FIRESTORE(), (route) => route.abort('connectionrefused'));
  // A stopped emulator also ends the stream that is already open; a routed page keeps it. The SDK
  // restarts its streams on the browser's 'offline' event, and the restarted stream meets the cut.
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
}

/**
 * Waits until `check` passes while the page's clock jumps ahead, 10 s at a time, over the app's timeouts for a silent
 * server (src/data/online.ts: 10 s for a read, a live list's first answer or the connection check, 30 s for a write)
 * instead of waiting them out. The page's clock must be installed before it loads (page.clock.install()). A jump fires
 * what fell due once, as a laptop lid shut that long would: the app still gives up only when its own timer says so.
 */
export async function fastForwardUntil(page: Page, check: () => Promise<void>, timeout = 45_000) {
  await expect(async () => {
    await page.clock.fastForward(10_000);
    await check();
  }).toPass({ timeout });
}

/** fastForwardUntil `shown` is visible. */
export const fastForwardUntilShown = (page: Page, shown: Locator, timeout?: number) =>
  fastForwardUntil(page, () => expect(shown).toBeVisible({ timeout: 2_000 }), timeout);

/**
 * The emulator is reachable again, and the page hears the browser's `online` event, as a browser that fired `offline`
 * fires it when the connection returns (a restarted emulator alone sends none).
 */
export async function restoreFirestore(page: Page) {
  await page.unroute(FIRESTORE());
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

/** Client-side navigation (no reload): what a click on an in-app link does. */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // the screen may add to the query (the timesheet adds its week)
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0]);
}

type Value = {
  stringValue?: string;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number;
  nullValue?: null;
  mapValue?: { fields?: Record<string, Value> };
  arrayValue?: { values?: Value[] };
  timestampValue?: string;
};

/** A document as stored in the emulator (rules bypassed), or null when it does not exist. */
export async function storedDoc(path: string): Promise<Record<string, Value> | null> {
  const res = await fetch(
    `http://${firestoreHost()}/v1/projects/demo-shiftcover/databases/(default)/documents/${path}`,
    {
      headers: { Authorization: 'Bearer owner' },
    },
  );
  if (res.status === 404) return null;
  expect(res.ok).toBe(true);
  return ((await res.json()) as { fields?: Record<string, Value> }).fields ?? {};
}

/** The documents of a collection whose field equals the value (rules bypassed). */
export async function storedWhere(
  collectionId: string,
  field: string,
  value: string,
): Promise<Record<string, Value>[]> {
  const res = await fetch(
    `http://${firestoreHost()}/v1/projects/demo-shiftcover/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId }],
          where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
        },
      }),
    },
  );
  expect(res.ok).toBe(true);
  const rows = (await res.json()) as { document?: { fields?: Record<string, Value> } }[];
  return rows.filter((r) => r.document).map((r) => r.document!.fields ?? {});
}
