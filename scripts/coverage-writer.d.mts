// The part of coverage-writer.mjs its tests use (tests/scripts/coverageWriter.test.ts).
import type { CoverageWriter } from './emulators.mjs';

export function startCoverageWriter(opts: {
  host: string;
  firestorePort: number;
  projectId: string;
  trace?: boolean;
}): Promise<CoverageWriter>;
