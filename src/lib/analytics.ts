// Analytics events: a no-op unless a measurement id is configured; the SDK loads lazily when it is, and so does
// Firebase's app (the signed-out screens' first load carries none of Firebase).

const measurementId = import.meta.env.VITE_FIREBASE_MEASUREMENT_ID as string | undefined;
type AnalyticsModule = typeof import('firebase/analytics');
let analytics: Promise<{ mod: AnalyticsModule; instance: import('firebase/analytics').Analytics } | null> | null = null;

/** Events sent so far, for tests and debugging; kept small. */
const sentEvents: { name: string; params?: Record<string, unknown> }[] = [];

function load() {
  if (!measurementId) return null;
  if (!analytics) {
    analytics = Promise.all([import('firebase/analytics'), import('./firebase/app')]).then(async ([mod, app]) =>
      (await mod.isSupported()) ? { mod, instance: mod.getAnalytics(app.firebaseApp()) } : null,
    );
  }
  return analytics;
}

export function logEvent(name: string, params?: Record<string, unknown>): void {
  sentEvents.push({ name, params });
  if (sentEvents.length > 100) sentEvents.shift();
  void load()?.then((a) => a && a.mod.logEvent(a.instance, name, params));
}

export function setAnalyticsUser(id: string | null): void {
  void load()?.then((a) => a && a.mod.setUserId(a.instance, id));
}
