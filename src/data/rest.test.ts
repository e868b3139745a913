import { describe, expect, it } from 'vitest';
import { fromRestFields, fromRestValue, idOf, timestampValue, type RestValue } from './rest';

describe('fromRestValue: a REST value as the store keeps it', () => {
  const cases: [string, RestValue, unknown][] = [
    ['a string', { stringValue: 'Day shift' }, 'Day shift'],
    ['a timestamp as epoch ms', { timestampValue: '2026-12-01T12:00:00Z' }, Date.UTC(2026, 11, 1, 12)],
    [
      'a timestamp with nanoseconds, to the ms',
      { timestampValue: '2026-12-01T12:00:00.123456789Z' },
      Date.UTC(2026, 11, 1, 12, 0, 0, 123),
    ],
    ['a boolean', { booleanValue: true }, true],
    ['an integer (sent as a string)', { integerValue: '42' }, 42],
    ['a double', { doubleValue: 1.5 }, 1.5],
    ['null', { nullValue: null }, null],
    ['an empty array (no values key)', { arrayValue: {} }, []],
    [
      'an array of maps',
      { arrayValue: { values: [{ mapValue: { fields: { title: { stringValue: 'Morning' } } } }] } },
      [{ title: 'Morning' }],
    ],
    ['an empty map (no fields key)', { mapValue: {} }, {}],
    [
      'a reference, as its path',
      { referenceValue: 'projects/p/databases/(default)/documents/user/u1' },
      'projects/p/databases/(default)/documents/user/u1',
    ],
    ['a geo point', { geoPointValue: { latitude: 43.07 } }, { latitude: 43.07, longitude: 0 }],
  ];
  it.each(cases)('%s', (_, value, plain) => {
    expect(fromRestValue(value)).toEqual(plain);
  });

  it('reads a document’s fields and id', () => {
    expect(fromRestFields({ status: { stringValue: 'active' }, nurseId: { nullValue: null } })).toEqual({
      status: 'active',
      nurseId: null,
    });
    expect(fromRestFields(undefined)).toEqual({});
    expect(idOf({ name: 'projects/p/databases/(default)/documents/shifts/abc123' })).toBe('abc123');
  });

  it('writes an instant as a timestamp value', () => {
    expect(timestampValue(Date.UTC(2026, 11, 1, 12))).toEqual({ timestampValue: '2026-12-01T12:00:00.000Z' });
  });
});
