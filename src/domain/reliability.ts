// A worker's reliability at a facility: late arrivals, no-shows, and the share of started shifts worked.
// Apart from today.ts so that the worker figures (which the dashboard's code reaches) do not carry /today's rules.

import { LATE_AFTER_MS } from './shiftStatus';

/** Reliability counts the worker's started shifts at the facility in this many days. */
export const RELIABILITY_DAYS = 90;

/** Whether a clock-in counts as a late arrival: more than 10 minutes after the start. */
export function isLateArrival(start: number, clockIn: number | null): boolean {
  return clockIn != null && clockIn - start > LATE_AFTER_MS;
}

/**
 * Reliability: the share of the worker's started shifts (here, in the last 90 days) worked without a no-show, as a
 * whole percentage; null when they started none (nothing to judge by).
 */
export function reliabilityPercent(started: number, noShows: number): number | null {
  if (started <= 0) return null;
  const kept = Math.max(0, started - Math.min(noShows, started));
  return Math.round((kept / started) * 100);
}

/** How a reliability figure reads. */
export function formatReliability(percent: number | null): string {
  return percent == null ? '—' : `${percent}%`;
}
