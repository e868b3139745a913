// reportError hands Sentry the error with where it happened. Sentry itself is the one module mocked:
// the test is about what reaches it, not about its network.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defined } from '../../tests/support/defined';

const sentry = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn(), setUser: vi.fn() }));
vi.mock('@sentry/react', () => sentry);

async function loadErrors() {
  // the DSN is read when the module loads
  vi.stubEnv('VITE_SENTRY_DSN', 'https://public@sentry.example.test/1');
  vi.resetModules();
  return import('./errors');
}

beforeEach(() => {
  sentry.init.mockClear();
  sentry.captureException.mockClear();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('reportError', () => {
  it('sends the collection, operation and Firebase code as tags and the whole context along', async () => {
    const { reportError } = await loadErrors();
    const error = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    reportError(error, { collection: 'shifts', operation: 'create', count: 3 });
    await vi.waitFor(() => expect(sentry.captureException).toHaveBeenCalledTimes(1));
    expect(sentry.init).toHaveBeenCalledWith(
      // the release the build's source maps are uploaded under (package version and commit)
      expect.objectContaining({
        dsn: 'https://public@sentry.example.test/1',
        release: expect.stringMatching(/^shiftcover-portal@\d+\.\d+\.\d+(\+[0-9a-f]+)?$/),
      }),
    );
    const [sent, hint] = defined(sentry.captureException.mock.calls[0], 'the report');
    expect(sent).toBe(error);
    expect(hint).toEqual({
      tags: { collection: 'shifts', operation: 'create', code: 'permission-denied' },
      contexts: { where: { collection: 'shifts', operation: 'create', count: 3 } },
    });
  });

  it("turns a rejected thunk's plain error into an Error with its name and message", async () => {
    const { reportError } = await loadErrors();
    reportError(
      { name: 'FirebaseError', message: 'Failed to get document because the client is offline.', code: 'unavailable' },
      {
        collection: 'facilities',
        operation: 'block',
      },
    );
    await vi.waitFor(() => expect(sentry.captureException).toHaveBeenCalledTimes(1));
    const [sent, hint] = defined(sentry.captureException.mock.calls[0], 'the report');
    expect(sent).toBeInstanceOf(Error);
    expect(sent).toMatchObject({
      name: 'FirebaseError',
      message: 'Failed to get document because the client is offline.',
    });
    expect(hint.tags).toEqual({ collection: 'facilities', operation: 'block', code: 'unavailable' });
  });

  it('tags errors outside Firestore with their service', async () => {
    const { reportError } = await loadErrors();
    reportError(new Error('popup closed'), { service: 'auth', operation: 'socialSignIn', provider: 'google' });
    await vi.waitFor(() => expect(sentry.captureException).toHaveBeenCalledTimes(1));
    expect(sentry.captureException.mock.calls[0]?.[1].tags).toEqual({ service: 'auth', operation: 'socialSignIn' });
  });

  it('loads nothing without a DSN', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', '');
    vi.resetModules();
    const { reportError } = await import('./errors');
    reportError(new Error('x'), { collection: 'shifts', operation: 'get' });
    await new Promise((r) => setTimeout(r, 20));
    expect(sentry.init).not.toHaveBeenCalled();
    expect(sentry.captureException).not.toHaveBeenCalled();
  });
});

// Compile-time rules (checked by `tsc`, part of npm test): a call site without its collection and
// operation does not build. The function is never called; the @ts-expect-error lines fail the
// typecheck the day the signature stops refusing them.
export function callSitesThatDoNotCompile(report: typeof import('./errors').reportError) {
  // @ts-expect-error no context at all
  report(new Error('x'));
  // @ts-expect-error a Firestore error without its collection
  report(new Error('x'), { operation: 'create' });
  // @ts-expect-error without its operation
  report(new Error('x'), { collection: 'shifts' });
  // @ts-expect-error a collection the portal does not have
  report(new Error('x'), { collection: 'shift', operation: 'create' });
  // @ts-expect-error both a collection and a non-Firestore service
  report(new Error('x'), { collection: 'shifts', service: 'auth', operation: 'create' });
}
