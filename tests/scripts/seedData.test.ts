// The demo data is a function of `now` alone: these digests of every document, account and role the seed writes (in
// write order) pin it at moments that cover each placement rule (a weekday, the first minutes of a week, both
// daylight-saving nights, a year's end). A change to the seed that changes its data shows here: check the data is what
// you meant, then update the digests with `npx vitest run --project unit tests/scripts -u`.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { buildDemoData } from '../../scripts/seed/index.mjs';

/** The data as JSON with sorted keys, Dates as ISO text (as the seed writes them: Timestamps). */
function normal(v: unknown): unknown {
  if (v instanceof Date) return { $date: v.toISOString() };
  if (Array.isArray(v)) return v.map(normal);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, normal((v as Record<string, unknown>)[k])]),
    );
  return v;
}

const digestAt = (iso: string) =>
  createHash('sha256')
    .update(JSON.stringify(normal(buildDemoData(Date.parse(iso)))))
    .digest('hex')
    .slice(0, 16);

describe('the demo data', () => {
  it('is the same document for document at fixed moments', () => {
    const moments = [
      '2026-11-26T08:43:00Z', // a Thursday
      '2026-11-29T06:10:00Z', // Sunday 00:10 in Chicago: no shift of the week has ended yet
      '2026-11-29T06:40:00Z', // Sunday 00:40: a short window for the recent shifts
      '2026-03-08T08:30:00Z', // the spring-forward night
      '2026-11-01T06:30:00Z', // the fall-back night
      '2026-12-31T23:59:59.999Z',
    ];
    expect(Object.fromEntries(moments.map((m) => [m, digestAt(m)]))).toMatchInlineSnapshot(`
      {
        "2026-03-08T08:30:00Z": "65884c7c1dc76924",
        "2026-11-01T06:30:00Z": "7c34adbfa3997545",
        "2026-11-26T08:43:00Z": "45b1adc2f21b2fc4",
        "2026-11-29T06:10:00Z": "bf516ec60a5e08a6",
        "2026-11-29T06:40:00Z": "13ddc76fe1c9ab8d",
        "2026-12-31T23:59:59.999Z": "b5f229c9e68a44fb",
      }
    `);
  });
});
