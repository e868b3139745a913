// App Check starts with reCAPTCHA Enterprise and the configured site key, and with the debug provider on the
// emulators. firebase/app-check is the one module mocked: the test is about what the portal asks of it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseApp } from 'firebase/app';
import { appCheckToken, startAppCheck } from './appCheck';

const appCheck = vi.hoisted(() => ({
  initializeAppCheck: vi.fn(() => ({ app: { name: '[DEFAULT]' } })),
  getToken: vi.fn(),
  ReCaptchaEnterpriseProvider: vi.fn(function (this: { siteKey: string }, siteKey: string) {
    this.siteKey = siteKey;
  }),
}));
vi.mock('firebase/app-check', () => appCheck);

const app = { name: '[DEFAULT]' } as FirebaseApp;
const debugToken = () => (self as { FIREBASE_APPCHECK_DEBUG_TOKEN?: boolean | string }).FIREBASE_APPCHECK_DEBUG_TOKEN;

afterEach(() => {
  delete (self as { FIREBASE_APPCHECK_DEBUG_TOKEN?: boolean | string }).FIREBASE_APPCHECK_DEBUG_TOKEN;
  appCheck.initializeAppCheck.mockClear();
});

// first: App Check is not started in this module graph yet
describe('appCheckToken', () => {
  it('is undefined before App Check starts, without asking it', async () => {
    await expect(appCheckToken()).resolves.toBeUndefined();
    expect(appCheck.getToken).not.toHaveBeenCalled();
  });

  it("once started: App Check's current token, refreshed only when it must be", async () => {
    startAppCheck(app, 'site-key-1', false);
    appCheck.getToken.mockResolvedValueOnce({ token: 'app-check-token-1' });
    await expect(appCheckToken()).resolves.toBe('app-check-token-1');
    expect(appCheck.getToken).toHaveBeenCalledWith(appCheck.initializeAppCheck.mock.results[0]?.value, false);
  });

  it('is undefined when App Check cannot give one (the request goes without, as the SDKs do)', async () => {
    appCheck.getToken.mockRejectedValueOnce(new Error('appCheck/fetch-network-error'));
    await expect(appCheckToken()).resolves.toBeUndefined();
  });
});

describe('startAppCheck', () => {
  it('in production: reCAPTCHA Enterprise with the site key, tokens refreshed, no debug token', () => {
    startAppCheck(app, 'site-key-1', false);
    expect(appCheck.initializeAppCheck).toHaveBeenCalledWith(app, {
      provider: expect.objectContaining({ siteKey: 'site-key-1' }),
      isTokenAutoRefreshEnabled: true,
    });
    expect(debugToken()).toBeUndefined();
  });

  it('on the emulators: the debug provider is asked for before App Check starts', () => {
    appCheck.initializeAppCheck.mockImplementationOnce(() => {
      expect(debugToken()).toBe(true);
      return { app };
    });
    startAppCheck(app, 'site-key-1', true);
    expect(appCheck.initializeAppCheck).toHaveBeenCalledTimes(1);
    expect(debugToken()).toBe(true);
  });
});
