// App Check starts with reCAPTCHA Enterprise and the configured site key, and with the debug provider on the
// emulators. firebase/app-check is the one module mocked: the test is about what the portal asks of it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseApp } from 'firebase/app';
import { startAppCheck } from './appCheck';

const appCheck = vi.hoisted(() => ({
  initializeAppCheck: vi.fn(),
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
    appCheck.initializeAppCheck.mockImplementationOnce(() => expect(debugToken()).toBe(true));
    startAppCheck(app, 'site-key-1', true);
    expect(appCheck.initializeAppCheck).toHaveBeenCalledTimes(1);
    expect(debugToken()).toBe(true);
  });
});
