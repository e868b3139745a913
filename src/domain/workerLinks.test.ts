import { describe, expect, it } from 'vitest';
import {
  claimOf,
  claimOfChange,
  linkRefsOf,
  linkUntil,
  WORKER_LINK_DAYS,
  workerLinkPath,
  workerLinksOf,
  workerLinkWrites,
  type ClaimFields,
  type WorkerLinkRef,
} from './workerLinks';

const at = (iso: string) => Date.parse(iso);
const DAY = 86_400_000;

const claimed: ClaimFields = {
  facilityIdentifier: 'maple-grove',
  nurseId: 'worker-1',
  isFree: false,
  status: 'active',
  end: at('2026-11-25T21:00:00Z'),
};
// the fields the writer ignores, as a stored shift has them
const worked = { ...claimed, clockIn: 1, timesheetAction: 'approved' };
const claim = { facilityId: 'maple-grove', workerId: 'worker-1', end: at('2026-11-25T21:00:00Z') };

describe('claimOf: the claim a stored shift records', () => {
  it.each<[string, ClaimFields | null, typeof claim | null]>([
    ['a claimed shift', claimed, claim],
    ['a worked shift (clocked, approved)', worked, claim],
    ['an open shift', { ...claimed, isFree: true, nurseId: undefined }, null],
    ['a worker named on a shift still open (favorites-first offer)', { ...claimed, isFree: true }, null],
    ['isFree absent: open until a worker claims it', { ...claimed, isFree: undefined }, null],
    ['a cancelled shift', { ...claimed, status: 'cancelled' }, null],
    ['a released shift (no worker)', { ...claimed, nurseId: null }, null],
    ['an empty worker id', { ...claimed, nurseId: '' }, null],
    ['a worker id that is a path', { ...claimed, nurseId: 'a/b' }, null],
    ['no facility', { ...claimed, facilityIdentifier: undefined }, null],
    ['a facility id that is a path', { ...claimed, facilityIdentifier: 'x/y' }, null],
    ['no end', { ...claimed, end: undefined }, null],
    ['an end that is not a time', { ...claimed, end: '2026-11-25' }, null],
    ['an end that is not finite', { ...claimed, end: Number.NaN }, null],
    ['a deleted shift', null, null],
  ])('%s', (_, fields, expected) => {
    expect(claimOf(fields)).toEqual(expected);
  });
});

describe('claimOfChange: the claim a change makes known', () => {
  it.each<[string, ClaimFields | null, ClaimFields | null, typeof claim | null]>([
    ['a worker claims an open shift', { ...claimed, isFree: true, nurseId: null }, claimed, claim],
    ['a shift created claimed', null, claimed, claim],
    ['another worker takes it', { ...claimed, nurseId: 'worker-2' }, claimed, claim],
    ['it moves to another facility', { ...claimed, facilityIdentifier: 'birch-point' }, claimed, claim],
    ['it ends later', { ...claimed, end: claim.end - 1 }, claimed, claim],
    ['a clock-in or approval changes nothing claimed', claimed, worked, null],
    ['it ends earlier: the link already lasts longer', { ...claimed, end: claim.end + 1 }, claimed, null],
    ['the worker is released', claimed, { ...claimed, isFree: true, nurseId: null }, null],
    ['the shift is cancelled', claimed, { ...claimed, status: 'cancelled' }, null],
    ['the shift is deleted', claimed, null, null],
    ['an open shift edited', { ...claimed, isFree: true }, { ...claimed, isFree: true, end: 9 }, null],
  ])('%s', (_, before, after, expected) => {
    expect(claimOfChange(before, after)).toEqual(expected);
  });
});

describe('linkUntil: the end of the latest claimed shift plus the window', () => {
  it.each([
    ['an afternoon', '2026-11-25T21:00:00Z', '2027-02-23T21:00:00Z'],
    ['midnight', '2026-11-26T00:00:00Z', '2027-02-24T00:00:00Z'],
    // elapsed time, not calendar days in a zone: the same 90 x 24 hours across Chicago's spring forward and fall back
    ['across spring forward', '2027-01-10T13:00:00Z', '2027-04-10T13:00:00Z'],
    ['across fall back', '2026-08-10T13:00:00Z', '2026-11-08T13:00:00Z'],
    ['across New Year', '2026-12-31T23:30:00Z', '2027-03-31T23:30:00Z'],
  ])('%s', (_, end, until) => {
    expect(WORKER_LINK_DAYS).toBe(90);
    expect(new Date(linkUntil(at(end))).toISOString()).toBe(new Date(at(until)).toISOString());
  });
});

describe('linkRefsOf and workerLinkPath: the documents of a claim', () => {
  it.each<[string, string | null, string[]]>([
    ['a facility of its own', null, ['facilities/maple-grove/workerLinks/worker-1']],
    [
      "a company's facility",
      'lakeside-health',
      ['facilities/maple-grove/workerLinks/worker-1', 'companies/lakeside-health/workerLinks/worker-1'],
    ],
    ['an empty company id is none', '', ['facilities/maple-grove/workerLinks/worker-1']],
    ['a company id that is a path is none', 'a/b', ['facilities/maple-grove/workerLinks/worker-1']],
  ])('%s', (_, companyId, paths) => {
    expect(linkRefsOf(claim, companyId).map(workerLinkPath)).toEqual(paths);
  });
});

describe('workerLinkWrites: only what lengthens a link', () => {
  const until = linkUntil(claim.end);
  const storedAs =
    (facility: number | null, company: number | null) =>
    (ref: WorkerLinkRef): number | null =>
      ref.scope === 'facilities' ? facility : company;
  it.each<[string, { companyId: string | null } | null, number | null, number | null, string[]]>([
    ['no links yet, a facility of its own', { companyId: null }, null, null, ['facilities']],
    ['no links yet, a company facility', { companyId: 'co' }, null, null, ['facilities', 'companies']],
    ['links that end sooner', { companyId: 'co' }, until - 1, until - DAY, ['facilities', 'companies']],
    ['the same claim heard twice', { companyId: 'co' }, until, until, []],
    ['a later claim is known already', { companyId: 'co' }, until + DAY, until + DAY, []],
    ['only the company link is behind', { companyId: 'co' }, until, until - 1, ['companies']],
    ['the facility is gone', null, null, null, []],
  ])('%s', (_, facility, f, c, scopes) => {
    const writes = workerLinkWrites(claim, facility, storedAs(f, c));
    expect(writes.map((w) => w.scope)).toEqual(scopes);
    for (const w of writes) expect(w).toMatchObject({ workerId: 'worker-1', until });
  });
});

describe('workerLinksOf: the links of many shifts (backfill, seed)', () => {
  const companyOf = (id: string) => ({ 'maple-grove': null, 'lakeside-north': 'lakeside-health' })[id];
  it('keeps each document once, with the latest until of its claims', () => {
    const links = workerLinksOf(
      [
        claimed,
        { ...claimed, end: claim.end + 3 * DAY },
        { ...claimed, end: claim.end + 9 * DAY, status: 'cancelled' },
        { ...claimed, facilityIdentifier: 'lakeside-north', end: claim.end - DAY },
        { ...claimed, facilityIdentifier: 'lakeside-north', nurseId: 'worker-2' },
        { ...claimed, isFree: true, nurseId: null },
        null,
      ],
      companyOf,
    );
    expect(links.map((l) => [workerLinkPath(l), new Date(l.until).toISOString()])).toEqual([
      ['facilities/maple-grove/workerLinks/worker-1', new Date(linkUntil(claim.end + 3 * DAY)).toISOString()],
      ['facilities/lakeside-north/workerLinks/worker-1', new Date(linkUntil(claim.end - DAY)).toISOString()],
      ['companies/lakeside-health/workerLinks/worker-1', new Date(linkUntil(claim.end - DAY)).toISOString()],
      ['facilities/lakeside-north/workerLinks/worker-2', new Date(linkUntil(claim.end)).toISOString()],
      ['companies/lakeside-health/workerLinks/worker-2', new Date(linkUntil(claim.end)).toISOString()],
    ]);
  });
  it('leaves out the claims of a facility it does not know', () => {
    expect(workerLinksOf([{ ...claimed, facilityIdentifier: 'gone' }], companyOf)).toEqual([]);
  });
});
