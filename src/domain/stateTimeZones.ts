// The time zones a facility may be in, by the state, territory or DC it is in. A new facility gets its state's
// default (the zone most of its people live in); an owner of a facility in a state that spans several zones (El Paso,
// TX; the Florida panhandle; western Kentucky) chooses its zone on the Account page, among its state's only.
//
// Source: the IANA tz database's zone.tab (tzdata 2025b, /usr/share/zoneinfo/zone.tab), whose US comments name the
// states a zone covers ("Central - IN (Perry)", "Mountain - ID (south), OR (east)", "MST - AZ (except Navajo)"); the
// zones it calls "most areas" (New_York, Chicago, Denver, Los_Angeles) are listed for the states whose parts keep that
// time: western TX (El Paso, Hudspeth), the FL panhandle west of the Apalachicola, western KY, Middle and West TN,
// northwestern and southwestern IN, the western parts of ND, SD, NE and KS, northern ID, the Navajo Nation in AZ and
// West Wendover, NV. firestore.rules holds the same table (stateZones()); tests/stateTimeZonesRules.test.ts keeps the
// two equal.
import { DEFAULT_TZ } from './types';

/** A zone as the profile's `Time zone` choice shows it. */
export interface StateZone {
  tz: string;
  /** e.g. 'Mountain Time (El Paso area)' */
  name: string;
}

// the zone's time as people call it; the area says which part of a state keeps it
const TIME_NAMES: Record<string, string> = {
  'America/New_York': 'Eastern Time',
  'America/Detroit': 'Eastern Time',
  'America/Kentucky/Louisville': 'Eastern Time',
  'America/Kentucky/Monticello': 'Eastern Time',
  'America/Indiana/Indianapolis': 'Eastern Time',
  'America/Indiana/Vincennes': 'Eastern Time',
  'America/Indiana/Winamac': 'Eastern Time',
  'America/Indiana/Marengo': 'Eastern Time',
  'America/Indiana/Petersburg': 'Eastern Time',
  'America/Indiana/Vevay': 'Eastern Time',
  'America/Chicago': 'Central Time',
  'America/Indiana/Tell_City': 'Central Time',
  'America/Indiana/Knox': 'Central Time',
  'America/Menominee': 'Central Time',
  'America/North_Dakota/Center': 'Central Time',
  'America/North_Dakota/New_Salem': 'Central Time',
  'America/North_Dakota/Beulah': 'Central Time',
  'America/Denver': 'Mountain Time',
  'America/Boise': 'Mountain Time',
  'America/Phoenix': 'Mountain Standard Time, no daylight saving',
  'America/Los_Angeles': 'Pacific Time',
  'America/Anchorage': 'Alaska Time',
  'America/Juneau': 'Alaska Time',
  'America/Sitka': 'Alaska Time',
  'America/Metlakatla': 'Alaska Time',
  'America/Yakutat': 'Alaska Time',
  'America/Nome': 'Alaska Time',
  'America/Adak': 'Hawaii-Aleutian Time',
  'Pacific/Honolulu': 'Hawaii Time',
  'America/Puerto_Rico': 'Atlantic Standard Time',
  'America/St_Thomas': 'Atlantic Standard Time',
  'Pacific/Guam': 'Chamorro Standard Time',
  'Pacific/Saipan': 'Chamorro Standard Time',
  'Pacific/Pago_Pago': 'Samoa Standard Time',
};

/** Each state's zones, its default first, each with the part of the state that keeps it when there are several. */
const STATE_ZONES: Record<string, readonly (readonly [tz: string, area?: string])[]> = {
  AL: [['America/Chicago']],
  AK: [
    ['America/Anchorage', 'most of Alaska'],
    ['America/Juneau', 'Juneau area'],
    ['America/Sitka', 'Sitka area'],
    ['America/Metlakatla', 'Annette Island'],
    ['America/Yakutat', 'Yakutat'],
    ['America/Nome', 'western Alaska'],
    ['America/Adak', 'western Aleutians'],
  ],
  AS: [['Pacific/Pago_Pago']],
  AZ: [
    ['America/Phoenix', 'most of Arizona'],
    ['America/Denver', 'Navajo Nation'],
  ],
  AR: [['America/Chicago']],
  CA: [['America/Los_Angeles']],
  CO: [['America/Denver']],
  CT: [['America/New_York']],
  DE: [['America/New_York']],
  DC: [['America/New_York']],
  FL: [
    ['America/New_York', 'most of Florida'],
    ['America/Chicago', 'western panhandle'],
  ],
  GA: [['America/New_York']],
  GU: [['Pacific/Guam']],
  HI: [['Pacific/Honolulu']],
  ID: [
    ['America/Boise', 'southern Idaho'],
    ['America/Los_Angeles', 'northern Idaho'],
  ],
  IL: [['America/Chicago']],
  IN: [
    ['America/Indiana/Indianapolis', 'most of Indiana'],
    ['America/Chicago', 'Gary and Evansville areas'],
    ['America/Indiana/Vincennes', 'Daviess, Dubois, Knox and Martin counties'],
    ['America/Indiana/Winamac', 'Pulaski County'],
    ['America/Indiana/Marengo', 'Crawford County'],
    ['America/Indiana/Petersburg', 'Pike County'],
    ['America/Indiana/Vevay', 'Switzerland County'],
    ['America/Indiana/Tell_City', 'Perry County'],
    ['America/Indiana/Knox', 'Starke County'],
  ],
  IA: [['America/Chicago']],
  KS: [
    ['America/Chicago', 'most of Kansas'],
    ['America/Denver', 'western border counties'],
  ],
  KY: [
    ['America/New_York', 'eastern Kentucky'],
    ['America/Kentucky/Louisville', 'Louisville area'],
    ['America/Kentucky/Monticello', 'Wayne County'],
    ['America/Chicago', 'western Kentucky'],
  ],
  LA: [['America/Chicago']],
  ME: [['America/New_York']],
  MD: [['America/New_York']],
  MA: [['America/New_York']],
  MI: [
    ['America/Detroit', 'most of Michigan'],
    ['America/Menominee', 'counties on the Wisconsin border'],
  ],
  MN: [['America/Chicago']],
  MS: [['America/Chicago']],
  MO: [['America/Chicago']],
  MT: [['America/Denver']],
  NE: [
    ['America/Chicago', 'most of Nebraska'],
    ['America/Denver', 'western Nebraska'],
  ],
  NV: [
    ['America/Los_Angeles', 'most of Nevada'],
    ['America/Denver', 'West Wendover'],
  ],
  NH: [['America/New_York']],
  NJ: [['America/New_York']],
  NM: [['America/Denver']],
  NY: [['America/New_York']],
  NC: [['America/New_York']],
  ND: [
    ['America/Chicago', 'most of North Dakota'],
    ['America/Denver', 'southwestern North Dakota'],
    ['America/North_Dakota/Center', 'Oliver County'],
    ['America/North_Dakota/New_Salem', 'rural Morton County'],
    ['America/North_Dakota/Beulah', 'Mercer County'],
  ],
  MP: [['Pacific/Saipan']],
  OH: [['America/New_York']],
  OK: [['America/Chicago']],
  OR: [
    ['America/Los_Angeles', 'most of Oregon'],
    ['America/Boise', 'Malheur County'],
  ],
  PA: [['America/New_York']],
  PR: [['America/Puerto_Rico']],
  RI: [['America/New_York']],
  SC: [['America/New_York']],
  SD: [
    ['America/Chicago', 'eastern South Dakota'],
    ['America/Denver', 'western South Dakota'],
  ],
  TN: [
    ['America/Chicago', 'Middle and West Tennessee'],
    ['America/New_York', 'East Tennessee'],
  ],
  TX: [
    ['America/Chicago', 'most of Texas'],
    ['America/Denver', 'El Paso area'],
  ],
  UT: [['America/Denver']],
  VT: [['America/New_York']],
  VI: [['America/St_Thomas']],
  VA: [['America/New_York']],
  WA: [['America/Los_Angeles']],
  WV: [['America/New_York']],
  WI: [['America/Chicago']],
  WY: [['America/Denver']],
};

const zonesOf = (code: string) => STATE_ZONES[code.trim().toUpperCase()] ?? [];

/** A zone's readable name: its time, and the part of the state that keeps it when the state has several. */
export function zoneName(tz: string, area?: string): string {
  const time = TIME_NAMES[tz] ?? tz;
  return area ? `${time} (${area})` : time;
}

/** The zones a facility in the state may be in, its default first; none for a code that is not a state's. */
export function zonesOfState(code: string): StateZone[] {
  return zonesOf(code).map(([tz, area]) => ({ tz, name: zoneName(tz, area) }));
}

/**
 * The zone a new facility in the state gets: the one most of its people live in. The spec's default, America/Chicago,
 * for a code that is not a state's.
 */
export function defaultZoneOfState(code: string): string {
  return zonesOf(code)[0]?.[0] ?? DEFAULT_TZ;
}

export const isZoneOfState = (code: string, tz: string): boolean => zonesOf(code).some(([zone]) => zone === tz);

/**
 * The zone of a facility moved to another state: the one the owner chose, when it is one of that state's; otherwise
 * that state's default (a zone that only came with the old state, Central from Wisconsin, is not kept for Florida).
 */
export const zoneAfterStateChange = (code: string, tz: string, chosen: boolean): string =>
  chosen && isZoneOfState(code, tz) ? tz : defaultZoneOfState(code);
