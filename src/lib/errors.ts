// Error reporting: Sentry, loaded only when a DSN is configured, and never on the critical path.
type SentryModule = typeof import('@sentry/react');

/** The Firestore collections the portal reads and writes. */
export type Collection =
  | 'alerts'
  | 'shifts'
  | 'facilities'
  | 'companies'
  | 'user'
  | 'reviews'
  | 'invoices'
  | 'shiftdiscontents'
  | 'invites'
  | 'history'
  | 'staffingNeeds'
  | 'staffingCensus'
  | 'coverageWeeks';

/**
 * Where an error happened. A Firestore failure names its collection and operation (a compile error
 * otherwise); only errors outside Firestore (Firebase Auth, rendering) name their service instead.
 */
export type ErrorContext =
  | { collection: Collection; operation: string; service?: never; [detail: string]: unknown }
  | { service: 'auth' | 'app'; operation: string; collection?: never; [detail: string]: unknown };

const dsn = import.meta.env.VITE_SENTRY_DSN as string | undefined;
let sentry: Promise<SentryModule> | null = null;

function loadSentry(): Promise<SentryModule> | null {
  if (!dsn) return null;
  if (!sentry) {
    sentry = import('@sentry/react').then((mod) => {
      // the release names the source maps uploaded for this build (README: Error reporting)
      mod.init({ dsn, environment: import.meta.env.MODE, release: __RELEASE__ });
      return mod;
    });
  }
  return sentry;
}

export function initErrorReporting(): void {
  // Deferred so that Sentry's code never delays the first paint.
  if (dsn) setTimeout(() => void loadSentry(), 2000);
}

/** Redux Toolkit hands rejected thunks' errors on as plain objects; Sentry groups real Errors best. */
function asError(error: unknown): Error {
  if (error instanceof Error) return error;
  const plain = (error ?? {}) as { name?: unknown; message?: unknown };
  const out = new Error(typeof plain.message === 'string' ? plain.message : String(error));
  if (typeof plain.name === 'string') out.name = plain.name;
  return out;
}

/**
 * Reports an error with where it happened, e.g. { collection: 'shifts', operation: 'create' }: the
 * collection, operation, service and Firebase error code become searchable Sentry tags, the whole
 * context a Sentry context.
 */
export function reportError(error: unknown, context: ErrorContext): void {
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') console.error(error, context);
  const code = (error as { code?: unknown } | null)?.code;
  const tags: Record<string, string> = { operation: context.operation };
  if (context.collection) tags.collection = context.collection;
  if (context.service) tags.service = context.service;
  if (typeof code === 'string') tags.code = code;
  void loadSentry()?.then((mod) => mod.captureException(asError(error), { tags, contexts: { where: context } }));
}

export function setErrorUser(id: string | null): void {
  void loadSentry()?.then((mod) => mod.setUser(id ? { id } : null));
}
