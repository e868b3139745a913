// Error reporting: Sentry, loaded only when a DSN is configured, and never on the critical path.
type Context = Record<string, unknown>;
type SentryModule = typeof import('@sentry/react');

const dsn = import.meta.env.VITE_SENTRY_DSN as string | undefined;
let sentry: Promise<SentryModule> | null = null;

function loadSentry(): Promise<SentryModule> | null {
  if (!dsn) return null;
  if (!sentry) {
    sentry = import('@sentry/react').then((mod) => {
      mod.init({ dsn, environment: import.meta.env.MODE });
      return mod;
    });
  }
  return sentry;
}

export function initErrorReporting(): void {
  // Deferred so that Sentry's code never delays the first paint.
  if (dsn) setTimeout(() => void loadSentry(), 2000);
}

/** Reports an error with where it happened (e.g. { collection: 'shifts', operation: 'list' }). */
export function reportError(error: unknown, context: Context = {}): void {
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') console.error(error, context);
  void loadSentry()?.then((mod) => mod.captureException(error, { extra: context }));
}

export function setErrorUser(id: string | null): void {
  void loadSentry()?.then((mod) => mod.setUser(id ? { id } : null));
}
