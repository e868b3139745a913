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
  coverageTrigger?: boolean;
  deps?: {
    spawn?: (cmd: string, args: readonly string[], options: SpawnOptions) => ChildProcess;
    up?: (url: string) => Promise<boolean>;
    probe?: () => Facts;
    startWriter?: (opts: { host: string; firestorePort: number; projectId: string }) => Promise<CoverageWriter>;
  };
}): Promise<{
  env: Record<string, string>;
  stop: () => Promise<void>;
  coverageSettled: (opts?: { quietMs?: number }) => Promise<void>;
  setCoverageTrigger: (on: boolean) => Promise<boolean>;
}>;
export interface CoverageWriter {
  port: number;
  variable: [string, string];
  setTrigger: (on: boolean) => Promise<boolean>;
  settled: (opts?: { quietMs?: number }) => Promise<void>;
  stop: () => Promise<void>;
}
