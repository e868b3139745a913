// The part of emulators.mjs its tests use (tests/scripts/emulators.test.ts).
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import type { Facts } from './launcher-plan.mjs';

export const HOST: string;
export const FIRESTORE_PORT: number;
export const AUTH_PORT: number;
export class LauncherError extends Error {}
export function startEmulators(opts?: {
  quiet?: boolean;
  firestorePort?: number;
  authPort?: number;
  timeoutMs?: number;
  functionTriggers?: boolean;
  deps?: {
    spawn?: (cmd: string, args: readonly string[], options: SpawnOptions) => ChildProcess;
    up?: (url: string) => Promise<boolean>;
    probe?: () => Facts;
    startHost?: (opts: {
      host: string;
      firestorePort: number;
      authPort: number;
      projectId: string;
    }) => Promise<FunctionsHost>;
  };
}): Promise<{
  env: Record<string, string>;
  stop: () => Promise<void>;
  functionsSettled: (opts?: { quietMs?: number }) => Promise<void>;
  setFunctionTriggers: (on: boolean) => Promise<boolean>;
  backfill: () => Promise<void>;
}>;
export interface FunctionsHost {
  port: number;
  variable: [string, string];
  setTriggers: (on: boolean) => Promise<boolean>;
  settled: (opts?: { quietMs?: number }) => Promise<void>;
  backfill: () => Promise<void>;
  stop: () => Promise<void>;
}
