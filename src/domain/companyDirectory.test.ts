import { describe, expect, it } from 'vitest';
import {
  DIRECTORY_DOC_ID,
  byFacilityName,
  DIRECTORY_MAX_BYTES,
  LEFT_OUT_OF_DIRECTORY,
  directoriesOf,
  directoryBytes,
  directoryEntryOf,
  directoryOf,
  directoryPath,
  storedValueBytes,
} from './companyDirectory';

/** A stand-in for a Firestore Timestamp: anything with toMillis. */
const timestamp = { seconds: 1, nanoseconds: 0, toMillis: () => 1000 };

describe('directoryEntryOf: what the directory keeps of a facility', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'every stored field',
      { facilityName: 'Maple', tz: 'America/Chicago' },
      { facilityName: 'Maple', tz: 'America/Chicago' },
    ],
    ['but the favorites’ events', { facilityName: 'Maple', premierlistEvents: [{ at: 1 }] }, { facilityName: 'Maple' }],
    ['Timestamps as stored', { createdAt: timestamp }, { createdAt: timestamp }],
    ['nothing of nothing', {}, {}],
  ])('%s', (_, data, entry) => {
    expect(directoryEntryOf(data)).toEqual(entry);
  });
});

describe('directoryPath: where a company keeps its directory', () => {
  it('is the one document of its directory collection', () => {
    expect(directoryPath('co')).toBe(`companies/co/directory/${DIRECTORY_DOC_ID}`);
    expect(DIRECTORY_DOC_ID).toBe('facilities');
  });
  it.each(LEFT_OUT_OF_DIRECTORY)('leaves out %s', (field) => {
    expect(directoryEntryOf({ facilityName: 'Maple', [field]: [] })).toEqual({ facilityName: 'Maple' });
  });
});

describe("storedValueBytes: Firestore's storage size of a value", () => {
  it.each<[string, unknown, number]>([
    ['null', null, 1],
    ['undefined, as a null', undefined, 1],
    ['a boolean', false, 1],
    ['an integer', 1, 8],
    ['a double', 0.5, 8],
    ['a Date', new Date(0), 8],
    ['a Timestamp', timestamp, 8],
    ['a GeoPoint', { latitude: 1, longitude: 2 }, 16],
    ['a string: its UTF-8 bytes and one', 'Personal', 9],
    ['a string of two-byte characters', 'éé', 5],
    ['bytes', new Uint8Array(5), 5],
    ['an array: its values', ['a', 1, null], 2 + 8 + 1],
    ['an empty map', {}, 0],
    // the example of Firestore's documentation: the fields of users/jeff/tasks/my_task_id
    [
      'a map: its keys and values',
      { type: 'Personal', done: false, priority: 1, description: 'Learn Cloud Firestore' },
      71,
    ],
    ['a nested map', { a: { b: 'c' } }, 2 + 2 + 2],
    ['a document reference: its name', { path: 'users/jeff', firestore: {} }, 6 + 5 + 16],
  ])('%s', (_, value, bytes) => {
    expect(storedValueBytes(value)).toBe(bytes);
  });
});

describe('directoryBytes: the size of a directory document', () => {
  it('counts its name (each id and 16), its fields and 32', () => {
    // companies/co/directory/facilities: 10 + 3 + 10 + 11 + 16
    expect(directoryBytes('co', { facilities: {} })).toBe(50 + 11 + 32);
    expect(directoryBytes('co', { overflow: true })).toBe(50 + 9 + 1 + 32);
    expect(directoryBytes('co', { facilities: { f1: { facilityName: 'M' } } })).toBe(50 + 11 + 3 + 13 + 2 + 32);
  });
});

const facility = (id: string, companyId: string | null, extra: Record<string, unknown> = {}) => ({
  id,
  data: { facilityName: `Facility ${id}`, companyId, premierlistEvents: [{ at: timestamp }], ...extra },
});
const entry = (f: ReturnType<typeof facility>) => directoryEntryOf(f.data);

describe('directoryOf: a company’s directory of its facilities', () => {
  const a = facility('a', 'co');
  const b = facility('b', 'co', { facilityIntro: 'x'.repeat(500) });
  const fits = { facilities: { a: entry(a), b: entry(b) } };
  it.each<[string, ReturnType<typeof facility>[], number | undefined, unknown]>([
    ['each facility by id, as the directory keeps it', [a, b], undefined, fits],
    ['none: an empty directory', [], undefined, { facilities: {} }],
    ['at the bound exactly, still the facilities', [a, b], directoryBytes('co', fits), fits],
    ['a byte past the bound: overflow', [a, b], directoryBytes('co', fits) - 1, { overflow: true }],
  ])('%s', (_, facilities, max, directory) => {
    expect(directoryOf('co', facilities, max)).toEqual(directory);
  });

  it('keeps within the bound of a document (1 MiB) with room', () => {
    expect(DIRECTORY_MAX_BYTES).toBeLessThan(1_048_576);
  });
});

describe('directoriesOf: the directory of every company', () => {
  const companyOf = (d: Record<string, unknown>) => (typeof d.companyId === 'string' ? d.companyId : null);
  it.each<[string, ReturnType<typeof facility>[], string[], [string, unknown][]]>([
    [
      'each company its facilities; a facility of its own in none',
      [facility('x1', 'x'), facility('own', null), facility('y1', 'y'), facility('x2', 'x')],
      [],
      [
        ['x', { facilities: { x1: entry(facility('x1', 'x')), x2: entry(facility('x2', 'x')) } }],
        ['y', { facilities: { y1: entry(facility('y1', 'y')) } }],
      ],
    ],
    [
      'a company named without facilities: an empty directory',
      [facility('x1', 'x')],
      ['empty', 'x'],
      [
        ['empty', { facilities: {} }],
        ['x', { facilities: { x1: entry(facility('x1', 'x')) } }],
      ],
    ],
    ['no facilities, no companies: none', [], [], []],
  ])('%s', (_, facilities, companyIds, expected) => {
    expect(directoriesOf(facilities, companyOf, companyIds).map((d) => [d.companyId, d.data])).toEqual(expected);
    for (const d of directoriesOf(facilities, companyOf, companyIds)) expect(d.path).toBe(directoryPath(d.companyId));
  });

  it('a company past the bound is stored as overflow, the others as they are', () => {
    const big = facility('x1', 'x', { facilityIntro: 'x'.repeat(300) });
    const small = facility('y1', 'y');
    expect(directoriesOf([big, small], companyOf, [], 300).map((d) => d.data)).toEqual([
      { overflow: true },
      { facilities: { y1: entry(small) } },
    ]);
  });
});

describe("byFacilityName: a company's facilities in the order the facilities query returns them", () => {
  const f = (id: string, facilityName: string) => ({ id, facilityName });
  it.each([
    ['by name', f('b', 'Lakeside East'), f('a', 'Lakeside North'), -1],
    ['by code point: capitals before small letters', f('a', 'lakeside'), f('b', 'Zephyr'), 1],
    ['the same name: by id', f('b', 'Oak'), f('a', 'Oak'), 1],
    ['the same facility', f('a', 'Oak'), f('a', 'Oak'), 0],
  ])('%s', (_case, a, b, sign) => {
    expect(Math.sign(byFacilityName(a, b))).toBe(sign);
  });
});
