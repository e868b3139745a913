// The part of functions-host.mjs its tests use (tests/scripts/functionsHost.test.ts, the data tests).
import type { FunctionsHost } from './emulators.mjs';

export function startFunctionsHost(opts: {
  host: string;
  firestorePort: number;
  authPort?: number;
  projectId: string;
}): Promise<FunctionsHost>;
export function setFunctionTriggers(firestorePort: number, on: boolean): Promise<boolean | null>;
export function functionsSettled(firestorePort: number, opts?: { quietMs?: number }): Promise<void>;
export interface TriggerRegistration {
  eventType: string;
  database: string;
  namespace: string;
  document: { value: string; matchType: 'PATH_PATTERN' | 'EXACT' };
}
export function firestoreTriggers(
  module: Record<string, unknown>,
  document?: string,
): { name: string; retry: boolean; registration: TriggerRegistration }[];
export function cloudEventOf(
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
): Record<string, unknown> & { data: unknown };
