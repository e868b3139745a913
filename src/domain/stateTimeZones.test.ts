import { describe, expect, it } from 'vitest';
import { defaultZoneOfState, isZoneOfState, zoneAfterStateChange, zoneName, zonesOfState } from './stateTimeZones';
import { US_STATE_CODES } from './usStates';

const tzs = (code: string) => zonesOfState(code).map((z) => z.tz);

describe('defaultZoneOfState', () => {
  it.each([
    ['Wisconsin is on Chicago time', 'WI', 'America/Chicago'],
    ['New York', 'NY', 'America/New_York'],
    ['California', 'CA', 'America/Los_Angeles'],
    ['Arizona keeps standard time', 'AZ', 'America/Phoenix'],
    ['Texas: most of it Central', 'TX', 'America/Chicago'],
    ['Florida: most of it Eastern', 'FL', 'America/New_York'],
    ['Indiana: most of it Eastern, as Indianapolis', 'IN', 'America/Indiana/Indianapolis'],
    ['Idaho: the south, Boise', 'ID', 'America/Boise'],
    ['the District of Columbia', 'DC', 'America/New_York'],
    ['Puerto Rico, a territory', 'PR', 'America/Puerto_Rico'],
    ['a lower-case code with spaces', ' tx ', 'America/Chicago'],
    ['an unknown code falls back to the default time zone America/Chicago', 'XX', 'America/Chicago'],
  ])('%s', (_, code, tz) => {
    expect(defaultZoneOfState(code)).toBe(tz);
  });
});

describe('zonesOfState', () => {
  // the split states of zone.tab, and those whose parts keep another "most areas" zone
  it.each([
    ['TX: El Paso keeps Mountain time', 'TX', ['America/Chicago', 'America/Denver']],
    ['FL: the panhandle keeps Central time', 'FL', ['America/New_York', 'America/Chicago']],
    [
      'KY: Eastern, Louisville, Wayne County and the Central west',
      'KY',
      ['America/New_York', 'America/Kentucky/Louisville', 'America/Kentucky/Monticello', 'America/Chicago'],
    ],
    ['TN: Central and East Tennessee', 'TN', ['America/Chicago', 'America/New_York']],
    [
      "IN: Indianapolis, the Central corners and zone.tab's counties",
      'IN',
      [
        'America/Indiana/Indianapolis',
        'America/Chicago',
        'America/Indiana/Vincennes',
        'America/Indiana/Winamac',
        'America/Indiana/Marengo',
        'America/Indiana/Petersburg',
        'America/Indiana/Vevay',
        'America/Indiana/Tell_City',
        'America/Indiana/Knox',
      ],
    ],
    ['MI: Detroit and Menominee', 'MI', ['America/Detroit', 'America/Menominee']],
    [
      "ND: Central, Mountain and zone.tab's three counties",
      'ND',
      [
        'America/Chicago',
        'America/Denver',
        'America/North_Dakota/Center',
        'America/North_Dakota/New_Salem',
        'America/North_Dakota/Beulah',
      ],
    ],
    ['SD: Central and Mountain', 'SD', ['America/Chicago', 'America/Denver']],
    ['NE: Central and Mountain', 'NE', ['America/Chicago', 'America/Denver']],
    ['KS: Central and Mountain', 'KS', ['America/Chicago', 'America/Denver']],
    ['ID: Boise and the Pacific north', 'ID', ['America/Boise', 'America/Los_Angeles']],
    ['OR: Pacific and Boise', 'OR', ['America/Los_Angeles', 'America/Boise']],
    ['NV: Pacific and West Wendover on Mountain time', 'NV', ['America/Los_Angeles', 'America/Denver']],
    ['AZ: Phoenix, and the Navajo Nation with daylight saving', 'AZ', ['America/Phoenix', 'America/Denver']],
    [
      'AK: Anchorage to Adak',
      'AK',
      [
        'America/Anchorage',
        'America/Juneau',
        'America/Sitka',
        'America/Metlakatla',
        'America/Yakutat',
        'America/Nome',
        'America/Adak',
      ],
    ],
    ['WI: one zone', 'WI', ['America/Chicago']],
    ['HI: one zone', 'HI', ['Pacific/Honolulu']],
    ['an unknown code: none', 'XX', []],
  ])('%s', (_, code, zones) => {
    expect(tzs(code)).toEqual(zones);
  });

  it.each([
    [
      'a split state names the part that keeps each zone',
      'TX',
      ['Central Time (most of Texas)', 'Mountain Time (El Paso area)'],
    ],
    ['a state of one zone names only its time', 'WI', ['Central Time']],
    [
      'Arizona says which of its zones keeps no daylight saving',
      'AZ',
      ['Mountain Standard Time, no daylight saving (most of Arizona)', 'Mountain Time (Navajo Nation)'],
    ],
  ])('%s', (_, code, names) => {
    expect(zonesOfState(code).map((z) => z.name)).toEqual(names);
  });

  it('every state, territory and DC of the picker has zones, its default first, each known to the browser', () => {
    for (const code of US_STATE_CODES) {
      const zones = tzs(code);
      expect(zones[0], code).toBe(defaultZoneOfState(code));
      expect(new Set(zones).size, code).toBe(zones.length);
      for (const tz of zones) {
        expect(() => new Intl.DateTimeFormat('en-US', { timeZone: tz }), tz).not.toThrow();
        expect(zoneName(tz), tz).not.toBe(tz);
      }
    }
  });

  it("every US zone of the machine's zone.tab belongs to a state", () => {
    // zone.tab's US zones (tzdata 2025b), which a facility in the 50 states may be in
    const zoneTab = [
      'America/New_York',
      'America/Detroit',
      'America/Kentucky/Louisville',
      'America/Kentucky/Monticello',
      'America/Indiana/Indianapolis',
      'America/Indiana/Vincennes',
      'America/Indiana/Winamac',
      'America/Indiana/Marengo',
      'America/Indiana/Petersburg',
      'America/Indiana/Vevay',
      'America/Chicago',
      'America/Indiana/Tell_City',
      'America/Indiana/Knox',
      'America/Menominee',
      'America/North_Dakota/Center',
      'America/North_Dakota/New_Salem',
      'America/North_Dakota/Beulah',
      'America/Denver',
      'America/Boise',
      'America/Phoenix',
      'America/Los_Angeles',
      'America/Anchorage',
      'America/Juneau',
      'America/Sitka',
      'America/Metlakatla',
      'America/Yakutat',
      'America/Nome',
      'America/Adak',
      'Pacific/Honolulu',
    ];
    const listed = new Set(US_STATE_CODES.flatMap(tzs));
    expect(zoneTab.filter((tz) => !listed.has(tz))).toEqual([]);
  });
});

describe('isZoneOfState', () => {
  it.each([
    ['El Paso time in Texas', 'TX', 'America/Denver', true],
    ['Pacific time in Texas', 'TX', 'America/Los_Angeles', false],
    ['Chicago time in Florida', 'FL', 'America/Chicago', true],
    ['Chicago time in Georgia', 'GA', 'America/Chicago', false],
    ['a zone that is no IANA name', 'WI', 'Central', false],
    ['any zone of an unknown code', 'XX', 'America/Chicago', false],
  ])('%s', (_, code, tz, ok) => {
    expect(isZoneOfState(code, tz)).toBe(ok);
  });
});

describe('zoneAfterStateChange', () => {
  it.each([
    [
      'a zone chosen, to a state that has it: kept (El Paso time, TX to KS)',
      'KS',
      'America/Denver',
      true,
      'America/Denver',
    ],
    [
      'a zone chosen, to a split state that has it: kept (Central, TX to FL)',
      'FL',
      'America/Chicago',
      true,
      'America/Chicago',
    ],
    [
      "a zone chosen, to a state without it: that state's default (Mountain, TX to FL)",
      'FL',
      'America/Denver',
      true,
      'America/New_York',
    ],
    [
      "a zone not chosen, though the state has it: the state's default (Central, WI to FL)",
      'FL',
      'America/Chicago',
      false,
      'America/New_York',
    ],
    [
      'a zone not chosen, to Indiana: Indianapolis, not Central (WI to IN)',
      'IN',
      'America/Chicago',
      false,
      'America/Indiana/Indianapolis',
    ],
    ["a stored zone not of the old state: the new state's default", 'NY', 'America/Chicago', false, 'America/New_York'],
  ])('%s', (_, code, tz, chosen, after) => {
    expect(zoneAfterStateChange(code, tz, chosen)).toBe(after);
  });
});
