import { describe, expect, it } from 'vitest';
import { timeZoneOfState } from './stateTimeZones';
import { US_STATE_CODES } from './usStates';

describe('timeZoneOfState', () => {
  it.each([
    ['Wisconsin is on Chicago time', 'WI', 'America/Chicago'],
    ['New York', 'NY', 'America/New_York'],
    ['California', 'CA', 'America/Los_Angeles'],
    ['Arizona keeps standard time', 'AZ', 'America/Phoenix'],
    ['the District of Columbia', 'DC', 'America/New_York'],
    ['Puerto Rico, a territory', 'PR', 'America/Puerto_Rico'],
    ['an unknown code falls back to the default time zone America/Chicago', 'XX', 'America/Chicago'],
  ])('%s', (_, code, tz) => {
    expect(timeZoneOfState(code)).toBe(tz);
  });

  it('every state, territory and DC of the picker has a zone the browser knows', () => {
    for (const code of US_STATE_CODES) {
      const tz = timeZoneOfState(code);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: tz })).not.toThrow();
    }
  });
});
