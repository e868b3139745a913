// The coverage weeks' writer on the emulators (scripts/coverage-writer.mjs), what it does to the launcher's process:
// it leaves NODE_ENV alone (npm test's builds start in that process after it; loaded through Vite, the rule once set
// it to development and they bundled React's development build, CI run 27: 70 KiB more a screen), and a process
// that knows no writer turns no trigger.
import { afterEach, describe, expect, it } from 'vitest';
import { setCoverageTrigger, startCoverageWriter } from '../../scripts/coverage-writer.mjs';

const saved = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = saved;
});

describe('startCoverageWriter', () => {
  it.each([
    ['unset', undefined],
    ['production', 'production'],
  ])('leaves NODE_ENV as it was (%s)', async (_, value) => {
    if (value === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = value;
    const writer = await startCoverageWriter({ host: '127.0.0.1', firestorePort: 9, projectId: 'demo-writer' });
    try {
      expect(process.env.NODE_ENV).toBe(value);
      expect(writer.port).toBeGreaterThan(0);
    } finally {
      await writer.stop();
    }
  });

  it('setCoverageTrigger without a writer named in the environment: null, and nothing asked', async () => {
    expect(process.env.SHIFTCOVER_COVERAGE_WRITER_9).toBeUndefined();
    await expect(setCoverageTrigger(9, false)).resolves.toBeNull();
  });
});
