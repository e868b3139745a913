// The part of coverage-writer.mjs its tests use (tests/scripts/coverageWriter.test.ts, the staffing data tests).
import type { CoverageWriter } from './emulators.mjs';

export function startCoverageWriter(opts: {
  host: string;
  firestorePort: number;
  projectId: string;
  trace?: boolean;
}): Promise<CoverageWriter>;
export function setCoverageTrigger(firestorePort: number, on: boolean): Promise<boolean | null>;
