import { describe, expect, it } from 'vitest';
import { newOwnerFacility, type OwnerSignup } from './signup';

const signup: OwnerSignup = {
  firstName: 'New',
  lastName: 'Owner',
  email: 'new@owner.test',
  name: 'Desert Springs Care',
  address: '1 Mesa St',
  city: 'El Paso',
  state: 'TX',
  postalCode: '79901',
  phone: '915-555-0100',
};

describe('newOwnerFacility', () => {
  it.each([
    ["a Texas facility: Texas's default, Central (El Paso's owner chooses Mountain later)", 'TX', 'America/Chicago'],
    ['a New York facility: Eastern, not the portal-wide default', 'NY', 'America/New_York'],
    ['an Arizona facility: Phoenix, without daylight saving', 'AZ', 'America/Phoenix'],
  ])('%s', (_, state, tz) => {
    expect(newOwnerFacility('uid-1', { ...signup, state })).toMatchObject({ facilityState: state, tz });
  });
});
