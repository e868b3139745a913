// /compliance checks the claimed shifts a page at a time, and the demo must still show its three problems on
// the first view without a click (CONTRACT.md, Compliance). This proves, from the seed itself, that every demo
// facility's claimed shifts of the next 14 days fit in the first page (CHECK_PAGE_SHIFTS shifts of
// CHECK_PAGE_WORKERS workers), at every hour of a week and at the moments where the seed's placement changes.
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { buildDemoData } from '../../scripts/seed/index.mjs';
// @ts-expect-error plain ES module without types
import { COMPLIANCE_CASES } from '../../scripts/seed/credentials.mjs';
import { checkPages } from '../../src/domain/complianceCheck';
import { pageAnswer } from '../support/claimedPage';

const HOUR = 3_600_000;

interface SeedDoc {
  path: string;
  data: Record<string, unknown>;
}

const FIXED = [
  '2026-11-26T08:43:00Z', // a Thursday
  '2026-11-29T06:10:00Z', // Sunday 00:10 in Chicago
  '2026-03-08T08:30:00Z', // the spring-forward night
  '2026-11-01T06:30:00Z', // the fall-back night
  '2026-12-31T23:59:59.999Z',
].map(Date.parse);
const WEEK_HOURLY = Array.from({ length: 7 * 24 }, (_, h) => Date.parse('2026-11-22T06:00:00Z') + h * HOUR);

describe("the demo's claimed shifts of the next 14 days fit in /compliance's first page", () => {
  it.each([...FIXED, Date.now(), ...WEEK_HOURLY].map((now) => [new Date(now).toISOString(), now]))(
    'seeded at %s',
    (_, now) => {
      const { docs } = buildDemoData(now) as { docs: SeedDoc[] };
      const facilities = docs.filter((d) => /^facilities\/[^/]+$/.test(d.path)).map((d) => d.path.slice(11));
      expect(facilities).toContain('maple-grove');
      for (const facilityId of facilities) {
        const answer = pageAnswer(docs, facilityId, now);
        const { shifts, soFar } = checkPages([{ at: null, shifts: answer }], now);
        expect(soFar, facilityId).toEqual({ kind: 'all' });
        if (facilityId !== 'maple-grove') continue;
        // the three cases are among them, so their rows show on the first view
        for (const c of Object.values(COMPLIANCE_CASES as Record<string, { shiftId: string }>))
          expect(shifts.map((s) => s.id)).toContain(c.shiftId);
      }
    },
  );
});
