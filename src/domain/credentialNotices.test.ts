import { describe, expect, it } from 'vitest';
import type { Credential, DocumentType, JudgingFacility } from './compliance';
import { credentialNoticesOf, credentialWords, type CredentialShift } from './credentialNotices';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Thursday 12:00 CST, three days before the spring DST change in Chicago
const NOW = Date.parse('2026-03-05T18:00:00Z');
const CHICAGO: JudgingFacility = {
  tz: 'America/Chicago',
  documentRequirements: null,
  requiresCovidVaccination: false,
};

const shift = (extra: Partial<CredentialShift> = {}): CredentialShift => ({
  id: 's1',
  facilityId: 'f1',
  start: NOW + 3 * DAY,
  end: NOW + 3 * DAY + 8 * HOUR,
  nurseType: 'CNA',
  nurseId: 'w1',
  status: 'active',
  isFree: false,
  ...extra,
});
const doc = (type: DocumentType, expiresAt: number | null = null): Credential => ({
  id: type,
  type,
  number: '1',
  state: 'WI',
  expiresAt,
  verifiedAt: null,
});
/** A CNA's four documents (the defaults), none expiring, with `changes` over them (null: not held). */
const documents = (changes: Partial<Record<DocumentType, number | null | 'none'>> = {}) =>
  (['cnaCertificate', 'tbTest', 'bls', 'backgroundCheck'] as const)
    .filter((t) => changes[t] !== 'none')
    .map((t) => doc(t, (changes[t] as number | null | undefined) ?? null));
const at = (iso: string) => Date.parse(iso);

describe('credentialNoticesOf: a claimed shift within 14 days whose worker’s documents fail the requirements', () => {
  it.each([
    { name: 'every document held and good: nothing', s: shift(), docs: documents(), out: [] },
    {
      name: 'a required document missing',
      s: shift(),
      docs: documents({ tbTest: 'none' }),
      out: [['credentials-s1-w1-tbTest-missing', 'missing']],
    },
    {
      name: 'a document expired by now',
      s: shift(),
      docs: documents({ bls: NOW - 2 * DAY }),
      out: [['credentials-s1-w1-bls-date', 'expired']],
    },
    {
      name: 'a document that expires before the shift’s day',
      s: shift(),
      docs: documents({ bls: NOW + DAY }),
      out: [['credentials-s1-w1-bls-date', 'expiresBefore']],
    },
    {
      name: 'a document good through the shift’s day: nothing',
      s: shift(),
      docs: documents({ bls: NOW + 3 * DAY + 8 * HOUR }),
      out: [],
    },
    {
      name: 'two problems: each its own event',
      s: shift(),
      docs: documents({ tbTest: 'none', bls: NOW - DAY }),
      out: [
        ['credentials-s1-w1-tbTest-missing', 'missing'],
        ['credentials-s1-w1-bls-date', 'expired'],
      ],
    },
    {
      name: 'another worker’s claim of the same shift is another event',
      s: shift({ nurseId: 'w2' }),
      docs: documents({ tbTest: 'none' }),
      out: [['credentials-s1-w2-tbTest-missing', 'missing']],
    },
    {
      name: 'starting in exactly 14 days: told',
      s: shift({ start: NOW + 14 * DAY, end: NOW + 14 * DAY + 8 * HOUR }),
      docs: documents({ tbTest: 'none' }),
      out: [['credentials-s1-w1-tbTest-missing', 'missing']],
    },
    {
      name: 'starting beyond 14 days: not yet',
      s: shift({ start: NOW + 14 * DAY + 1, end: NOW + 15 * DAY }),
      docs: documents({ tbTest: 'none' }),
      out: [],
    },
    {
      name: 'a shift already started: nothing',
      s: shift({ start: NOW - HOUR, end: NOW + 7 * HOUR }),
      docs: documents({ tbTest: 'none' }),
      out: [],
    },
    {
      name: 'a shift already ended: nothing',
      s: shift({ start: NOW - 10 * HOUR, end: NOW - 2 * HOUR }),
      docs: documents({ tbTest: 'none' }),
      out: [],
    },
    {
      name: 'a cancelled shift: nothing',
      s: shift({ status: 'cancelled' }),
      docs: documents({ tbTest: 'none' }),
      out: [],
    },
    {
      name: 'an unclaimed shift: nothing',
      s: shift({ nurseId: null, isFree: true }),
      docs: [],
      out: [],
    },
    {
      name: 'a worker named on a shift free again (released): nothing',
      s: shift({ isFree: true }),
      docs: [],
      out: [],
    },
    {
      // 18:00-23:00 CDT on the DST day is 23:00Z-04:00Z: on UTC's calendar it ends the day after the expiry
      name: 'Chicago: a document expiring at 17:00 CDT covers that evening’s shift (UTC’s next day)',
      s: shift({ start: at('2026-03-08T23:00:00Z'), end: at('2026-03-09T04:00:00Z') }),
      docs: documents({ bls: at('2026-03-08T22:00:00Z') }),
      out: [],
    },
    {
      // 21:00 CDT on the 8th is the 9th in UTC, the shift's day there
      name: 'Chicago: a document expiring at 21:00 CDT does not cover the next morning’s shift',
      s: shift({ start: at('2026-03-09T13:00:00Z'), end: at('2026-03-09T21:00:00Z') }),
      docs: documents({ bls: at('2026-03-09T02:00:00Z') }),
      out: [['credentials-s1-w1-bls-date', 'expiresBefore']],
    },
  ])('$name', ({ s, docs, out }) => {
    expect(credentialNoticesOf(s, CHICAGO, docs, NOW).map((n) => [n.key, n.problem.kind])).toEqual(out);
  });

  it('the facility’s own requirements: saved ones, and COVID vaccination where it requires it', () => {
    const facility: JudgingFacility = {
      tz: 'America/Chicago',
      documentRequirements: { CNA: ['tbTest'] },
      requiresCovidVaccination: true,
    };
    expect(credentialNoticesOf(shift(), facility, [doc('tbTest')], NOW).map((n) => n.key)).toEqual([
      'credentials-s1-w1-covidVaccination-missing',
    ]);
  });
});

describe('credentialWords', () => {
  const facts = {
    facilityName: 'Maple Grove Care Center',
    tz: 'America/Chicago',
    start: at('2026-03-09T13:00:00Z'),
    position: 'CNA',
    worker: { firstName: 'Ana', lastName: 'Lopez' },
    link: 'http://localhost:5173/shift-details/AbCdEfGhIjKlMnOpQrSt',
  };

  it('names the problem, the worker, the position, the start in the facility’s zone, the facility, the link', () => {
    const w = credentialWords([{ type: 'tbTest', kind: 'missing' }], facts);
    expect(w.text).toBe(
      'Missing TB test for Ana Lopez, who claimed the CNA shift at Maple Grove Care Center starting ' +
        '3/9/2026 8:00 AM CDT.\n\nOpen the shift: http://localhost:5173/shift-details/AbCdEfGhIjKlMnOpQrSt',
    );
    expect(w.subject).toBe('Credential problem: Missing TB test · CNA 3/9/2026 8:00 AM CDT · Maple Grove Care Center');
    expect(w.html).toContain('<a href="http://localhost:5173/shift-details/AbCdEfGhIjKlMnOpQrSt">');
    expect(w.sms).toBe(
      'ShiftCover: Missing TB test: Ana Lopez, CNA 3/9/2026 8:00 AM CDT, Maple Grove Care Center ' +
        'http://localhost:5173/shift-details/AbCdEfGhIjKlMnOpQrSt',
    );
  });

  it('the longest problem still fits one text segment, without the sender’s name', () => {
    const w = credentialWords([{ type: 'backgroundCheck', kind: 'expiresBefore' }], facts);
    expect(w.sms.length).toBeLessThanOrEqual(160);
    expect(w.sms).toMatch(/^Background check expires before the shift: Ana Lopez, CNA /);
  });

  it('without the worker’s name: “the worker”; the html escaped', () => {
    const w = credentialWords([{ type: 'bls', kind: 'expired' }], { ...facts, worker: null, facilityName: 'A & B' });
    expect(w.text).toMatch(/^BLS expired for the worker, who claimed the CNA shift at A & B/);
    expect(w.html).toContain('A &amp; B');
  });
});
