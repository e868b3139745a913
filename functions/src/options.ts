// What every event-triggered Cloud Function of functions/ runs with, deployed (docs/deploy.md, Cloud Functions): at
// most 10 instances, as the account `shiftcover-functions` of the project (least privilege: it may read and write
// Firestore, and receive and be invoked for its events, nothing else), redelivered when it fails, and an event older
// than an hour dropped (logged as an error) instead of retried again: the platform retries a failed event for days.
import { error } from 'firebase-functions/logger';

/** Options of every Firestore-triggered function: spread into onDocumentWritten and its siblings. */
export const EVENT_FUNCTION = {
  maxInstances: 10,
  // the project's domain is appended on deploy: shiftcover-functions@<project-id>.iam.gserviceaccount.com
  serviceAccount: 'shiftcover-functions@',
  retry: true,
} as const;

/** Options of every scheduled function: the same bound and account (a run that fails waits for the next one). */
export const SCHEDULED_FUNCTION = {
  maxInstances: 1,
  serviceAccount: EVENT_FUNCTION.serviceAccount,
} as const;

/** How old a retried event may be before it is dropped. */
export const MAX_EVENT_AGE_MS = 60 * 60 * 1000;

/**
 * `handler`, unless its event is older than MAX_EVENT_AGE_MS (by its CloudEvent time): then it logs the event as
 * dropped and resolves, which ends the retries of an event that keeps failing.
 */
export function boundedRetry<E extends { id: string; time: string; type: string; document?: string }>(
  handler: (event: E) => Promise<unknown>,
  now: () => number = Date.now,
): (event: E) => Promise<void> {
  return async (event) => {
    const age = now() - Date.parse(event.time);
    if (age > MAX_EVENT_AGE_MS) {
      error('Dropping an event older than the retry bound', {
        eventId: event.id,
        type: event.type,
        document: event.document,
        ageMs: age,
      });
      return;
    }
    await handler(event);
  };
}
