// What the offline browser tests share: cutting the browser off from the Firestore emulator mid-session
// (as if it had stopped, while the test itself still reads the emulator) and moving between screens
// without a reload, so the signed-in session and its profile stay in memory.
import { expect, type Page } from '@playwright/test';

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
