import { describe, expect, it } from 'vitest';
import { facilityParamOf, facilityUrlStep, searchWithFacility } from './facilityParam';

const scopeIds = ['lakeside-north', 'lakeside-south', 'lakeside-east'];

describe('facilityParamOf', () => {
  it.each([
    ['no query', '', null],
    ['the facility named', '?facility=lakeside-south', 'lakeside-south'],
    ['among other parameters', '?week=2026-03-08&facility=lakeside-east', 'lakeside-east'],
    ['an empty value is none', '?facility=', null],
    ['an encoded id', '?facility=a%2Fb', 'a/b'],
  ])('%s', (_, search, expected) => {
    expect(facilityParamOf(search)).toBe(expected);
  });
});

describe('searchWithFacility', () => {
  it.each([
    ['adds the facility to no query', '', 'lakeside-south', '?facility=lakeside-south'],
    ['replaces the facility named', '?facility=lakeside-north', 'lakeside-south', '?facility=lakeside-south'],
    ['keeps the other parameters', '?week=2026-03-08', 'lakeside-east', '?week=2026-03-08&facility=lakeside-east'],
    ['All facilities removes it', '?facility=lakeside-north', null, ''],
    ['All facilities keeps the others', '?facility=lakeside-north&week=2026-03-08', null, '?week=2026-03-08'],
    ['encodes the id', '', 'a/b', '?facility=a%2Fb'],
  ])('%s', (_, search, id, expected) => {
    expect(searchWithFacility(search, id)).toBe(expected);
  });
});

describe('facilityUrlStep', () => {
  it.each([
    [
      'a reload or a pasted link chooses the facility it names',
      { search: '?facility=lakeside-south', previousParam: undefined, chosen: null },
      { kind: 'choose', facilityId: 'lakeside-south' },
    ],
    [
      'Back to a page of another facility chooses it',
      { search: '?facility=lakeside-north', previousParam: 'lakeside-south', chosen: 'lakeside-south' },
      { kind: 'choose', facilityId: 'lakeside-north' },
    ],
    [
      'a choice on the screen goes into the URL',
      { search: '?facility=lakeside-north', previousParam: 'lakeside-north', chosen: 'lakeside-south' },
      { kind: 'write', search: '?facility=lakeside-south' },
    ],
    [
      'choosing All facilities takes the facility out of the URL',
      { search: '?facility=lakeside-north', previousParam: 'lakeside-north', chosen: null },
      { kind: 'write', search: '' },
    ],
    [
      'a link naming no facility keeps the choice, and the URL then names it',
      { search: '', previousParam: 'lakeside-south', chosen: 'lakeside-south' },
      { kind: 'write', search: '?facility=lakeside-south' },
    ],
    [
      'a facility out of scope is ignored and taken out of the URL',
      { search: '?facility=maple-grove', previousParam: undefined, chosen: null },
      { kind: 'write', search: '' },
    ],
    [
      'a facility out of scope leaves the choice as it was',
      { search: '?facility=maple-grove', previousParam: 'lakeside-east', chosen: 'lakeside-east' },
      { kind: 'write', search: '?facility=lakeside-east' },
    ],
    [
      'the URL names the choice: nothing to do',
      { search: '?facility=lakeside-east', previousParam: 'lakeside-east', chosen: 'lakeside-east' },
      null,
    ],
    [
      'All facilities and no facility in the URL: nothing to do',
      { search: '', previousParam: undefined, chosen: null },
      null,
    ],
    [
      'the first step with the URL naming the choice: nothing to do',
      { search: '?facility=lakeside-east', previousParam: undefined, chosen: 'lakeside-east' },
      null,
    ],
  ] as const)('%s', (_, input, expected) => {
    expect(facilityUrlStep({ ...input, scopeIds })).toEqual(expected);
  });
});
