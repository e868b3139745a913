// The REST reads (the calendar's month view and counts) carry App Check's token in `X-Firebase-AppCheck` where App
// Check is on, as the SDKs' requests do, so that a project enforcing App Check for Firestore still answers them; and
// no such header where it is off. App Check, Auth and the network are the modules faked: the test is about the
// request rest.ts sends.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCountQuery, runQuery, type RestQuery } from './rest';

const appCheck = vi.hoisted(() => ({ appCheckToken: vi.fn<() => Promise<string | undefined>>() }));
vi.mock('../lib/firebase/appCheck', () => appCheck);
vi.mock('../lib/firebase/auth', () => ({
  appAuth: () => ({ currentUser: { getIdToken: () => Promise.resolve('id-token-1') } }),
}));

const fetchMock = vi.fn<typeof fetch>();
const query: RestQuery = { from: [{ collectionId: 'shifts' }], limit: 1 };
const headersSent = () => new Headers(fetchMock.mock.calls[0]?.[1]?.headers);

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(new Response('[{"result":{"aggregateFields":{}}}]')));
  vi.stubGlobal('fetch', fetchMock);
  appCheck.appCheckToken.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('App Check on the REST reads', () => {
  describe('App Check on (a site key is built in)', () => {
    beforeEach(() => {
      vi.stubGlobal('__APP_CHECK_SITE_KEY__', 'site-key-1');
      appCheck.appCheckToken.mockResolvedValue('app-check-token-1');
    });

    it.each([
      ['a query (the month view)', () => runQuery(query, 'month')],
      ['a count (the month counts)', () => runCountQuery(query, 'counts')],
    ])('%s sends the token in X-Firebase-AppCheck, beside the ID token', async (_, read) => {
      await read();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(headersSent().get('X-Firebase-AppCheck')).toBe('app-check-token-1');
      expect(headersSent().get('Authorization')).toBe('Bearer id-token-1');
    });

    it('sends none when App Check gives no token (the project then refuses, as it does the SDKs)', async () => {
      appCheck.appCheckToken.mockResolvedValue(undefined);
      await runQuery(query, 'month');
      expect(headersSent().has('X-Firebase-AppCheck')).toBe(false);
    });
  });

  describe('App Check off (no site key)', () => {
    beforeEach(() => {
      vi.stubGlobal('__APP_CHECK_SITE_KEY__', '');
    });

    it('sends no X-Firebase-AppCheck header and does not ask App Check', async () => {
      await runQuery(query, 'month');
      expect(headersSent().has('X-Firebase-AppCheck')).toBe(false);
      expect(headersSent().get('Authorization')).toBe('Bearer id-token-1');
      expect(appCheck.appCheckToken).not.toHaveBeenCalled();
    });
  });
});
