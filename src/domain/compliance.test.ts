import { describe, expect, it } from 'vitest';
import {
  countingCredential,
  credentialProblems,
  credentialStatus,
  DEFAULT_DOCUMENT_REQUIREMENTS,
  problemText,
  requiredDocuments,
  savedOrDefaultRequirements,
  type Credential,
  type DocumentRequirements,
  type DocumentType,
} from './compliance';

const CHICAGO = 'America/Chicago';
// instants written with their offset, so the cases hold on any machine zone
const at = (iso: string) => Date.parse(iso);
const NOW = at('2026-06-10T09:00:00-05:00');

let ids = 0;
const doc = (type: DocumentType, expires: string | null, extra: Partial<Credential> = {}): Credential => ({
  id: `c${++ids}`,
  type,
  number: `N-${ids}`,
  state: 'WI',
  expiresAt: expires === null ? null : at(expires),
  verifiedAt: at('2026-01-05T12:00:00Z'),
  ...extra,
});

const noneSaved = { documentRequirements: null, requiresCovidVaccination: false };
const saved = (r: Partial<DocumentRequirements>) => ({
  documentRequirements: { Caregiver: [], CNA: [], LPN: [], RN: [], ...r },
  requiresCovidVaccination: false,
});

describe('requiredDocuments', () => {
  it.each([
    [
      'a facility that saved none: Caregiver TB test and Background check',
      noneSaved,
      'Caregiver',
      ['tbTest', 'backgroundCheck'],
    ],
    ['a facility that saved none: CNA', noneSaved, 'CNA', ['cnaCertificate', 'tbTest', 'bls', 'backgroundCheck']],
    ['a facility that saved none: LPN', noneSaved, 'LPN', ['nursingLicence', 'tbTest', 'bls', 'backgroundCheck']],
    ['a facility that saved none: RN', noneSaved, 'RN', ['nursingLicence', 'tbTest', 'bls', 'backgroundCheck']],
    ['saved requirements replace the defaults', saved({ CNA: ['bls'] }), 'CNA', ['bls']],
    ['a position without requirements needs nothing', saved({ RN: ['bls'] }), 'Caregiver', []],
    [
      'COVID required by the facility is added to every position',
      { ...noneSaved, requiresCovidVaccination: true },
      'Caregiver',
      ['tbTest', 'backgroundCheck', 'covidVaccination'],
    ],
    [
      'COVID required by the facility is added to a position without requirements',
      { ...saved({}), requiresCovidVaccination: true },
      'LPN',
      ['covidVaccination'],
    ],
    [
      'COVID saved and required by the facility is listed once',
      { ...saved({ RN: ['covidVaccination', 'bls'] }), requiresCovidVaccination: true },
      'RN',
      ['bls', 'covidVaccination'],
    ],
    ['an unknown position needs nothing', { ...noneSaved, requiresCovidVaccination: true }, 'Doctor', []],
  ])('%s', (_, facility, position, expected) => {
    expect(requiredDocuments(facility, position)).toEqual(expected);
  });

  it('the table starts from the defaults when none are saved', () => {
    expect(savedOrDefaultRequirements(noneSaved)).toEqual(DEFAULT_DOCUMENT_REQUIREMENTS);
  });
});

describe('credentialStatus', () => {
  it.each([
    ['no expiry is valid', null, 'valid'],
    ['expiring in more than 30 days is valid', '2026-07-11T12:00:00-05:00', 'valid'],
    ['expiring on the 30th day from today is expiring soon', '2026-07-10T12:00:00-05:00', 'expiresSoon'],
    [
      'expiring today (on the facility calendar) is still good, expiring soon',
      '2026-06-10T23:30:00-05:00',
      'expiresSoon',
    ],
    ['expired yesterday on the facility calendar', '2026-06-09T23:30:00-05:00', 'expired'],
    // 01:00 UTC on the 10th is still the 9th in Chicago
    ['the facility zone decides the day, not UTC', '2026-06-10T01:00:00Z', 'expired'],
  ])('%s', (_, expires, expected) => {
    expect(credentialStatus(expires === null ? null : at(expires), NOW, CHICAGO)).toBe(expected);
  });
});

describe('countingCredential', () => {
  it('of several documents of one type, the one that expires last counts', () => {
    const docs = [
      doc('bls', '2026-08-01T12:00:00Z'),
      doc('bls', '2027-01-01T12:00:00Z'),
      doc('bls', '2026-05-01T12:00:00Z'),
    ];
    expect(countingCredential(docs, 'bls')).toBe(docs[1]);
  });
  it('a document that never expires outlasts any dated one', () => {
    const docs = [doc('tbTest', '2030-01-01T12:00:00Z'), doc('tbTest', null)];
    expect(countingCredential(docs, 'tbTest')).toBe(docs[1]);
  });
  it('no document of the type counts as none', () => {
    expect(countingCredential([doc('bls', null)], 'tbTest')).toBeNull();
  });
});

describe('credentialProblems', () => {
  // a day shift on Friday 2026-06-12, 07:00 to 15:00 in Chicago
  const shiftEnd = at('2026-06-12T15:00:00-05:00');
  // a night shift from Friday 23:00 to Saturday 07:00
  const nightEnd = at('2026-06-13T07:00:00-05:00');
  const judge = (required: DocumentType[], docs: Credential[], until = shiftEnd) =>
    credentialProblems(required, docs, { now: NOW, until, tz: CHICAGO }).map(problemText);

  it.each([
    ['a document without expiry is compliant', ['tbTest'], [doc('tbTest', null)], shiftEnd, []],
    ['a required document not held is missing', ['tbTest', 'bls'], [doc('bls', null)], shiftEnd, ['Missing TB test']],
    [
      'a document expired before now is expired',
      ['bls'],
      [doc('bls', '2026-06-01T12:00:00-05:00')],
      shiftEnd,
      ['BLS expired'],
    ],
    [
      "expiring on the shift's last day in the facility's zone still covers the shift",
      ['bls'],
      [doc('bls', '2026-06-12T00:30:00-05:00')],
      shiftEnd,
      [],
    ],
    [
      "expiring the day before the shift's last day expires before the shift",
      ['bls'],
      [doc('bls', '2026-06-11T23:30:00-05:00')],
      shiftEnd,
      ['BLS expires before the shift'],
    ],
    [
      'a night shift ends on its second day: a document good through the first expires before the shift',
      ['nursingLicence'],
      [doc('nursingLicence', '2026-06-12T18:00:00-05:00')],
      nightEnd,
      ['Nursing licence expires before the shift'],
    ],
    [
      // 03:00 UTC on the 13th is the evening of the 12th in Chicago
      "the facility's zone decides the last day, not UTC",
      ['bls'],
      [doc('bls', '2026-06-13T03:00:00Z')],
      shiftEnd,
      [],
    ],
    [
      'a shift ending at midnight ends on the day before',
      ['bls'],
      [doc('bls', '2026-06-12T12:00:00-05:00')],
      at('2026-06-13T00:00:00-05:00'),
      [],
    ],
    [
      'a document added after the requirement changed counts like any other',
      ['bls'],
      [doc('bls', '2027-06-01T12:00:00Z', { verifiedAt: NOW - 60_000 })],
      shiftEnd,
      [],
    ],
    [
      'of several documents of one type the one that expires last counts (an expired older one does not matter)',
      ['tbTest'],
      [doc('tbTest', '2026-01-01T12:00:00Z'), doc('tbTest', '2026-12-01T12:00:00Z')],
      shiftEnd,
      [],
    ],
    ['a position without requirements is compliant', [], [], shiftEnd, []],
    [
      'COVID required by the facility: a worker without it is missing it',
      requiredDocuments({ documentRequirements: null, requiresCovidVaccination: true }, 'Caregiver'),
      [doc('tbTest', null), doc('backgroundCheck', null)],
      shiftEnd,
      ['Missing COVID vaccination'],
    ],
    [
      'each problem is listed, in the order of the documents',
      ['nursingLicence', 'tbTest', 'bls'],
      [doc('bls', '2026-06-11T12:00:00-05:00'), doc('tbTest', '2026-05-01T12:00:00-05:00')],
      shiftEnd,
      ['Missing Nursing licence', 'TB test expired', 'BLS expires before the shift'],
    ],
  ] as [string, DocumentType[], Credential[], number, string[]][])('%s', (_, required, docs, until, expected) => {
    expect(judge(required, docs, until)).toEqual(expected);
  });

  it('judged at now (the worker page), a document good today has no problem', () => {
    const docs = [doc('bls', '2026-06-10T08:00:00-05:00')];
    expect(credentialProblems(['bls'], docs, { now: NOW, until: NOW, tz: CHICAGO })).toEqual([]);
  });
});
