// Analytics events: a no-op unless a measurement id is configured; the SDK loads lazily when it is.
import { firebaseApp } from './firebase/app';

const measurementId = import.meta.env.VITE_FIREBASE_MEASUREMENT_ID as string | undefined;
type AnalyticsModule = typeof import('firebase/analytics');
let analytics: Promise<{ mod: AnalyticsModule; instance: import('firebase/analytics').Analytics } | null> | null = null;

/** Events sent so far, for tests and debugging; kept small. */
const sentEvents: { name: string; params?: Record<string, unknown> }[] = [];

function load() {
  if (!measurementId) return null;
  if (!analytics) {
    analytics = import('firebase/analytics').then(async (mod) =>
      (await mod.isSupported()) ? { mod, instance: mod.getAnalytics(firebaseApp()) } : null,
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
