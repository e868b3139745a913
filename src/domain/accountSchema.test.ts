import { describe, expect, it } from 'vitest';
import { accountValuesOf } from './accountSchema';

describe('accountValuesOf: the Account form as the stored records give it', () => {
  const user = { firstName: 'Dana', lastName: 'Whitfield' };
  it.each([
    {
      rule: "a facility's profile fields are prefixed facility",
      kind: 'facility' as const,
      entity: { facilityCity: 'Madison', facilityState: 'WI', notifications: 'none', contactInfoVisibility: false },
      expected: { city: 'Madison', state: 'WI', notifications: 'none', contactInfoVisibility: false },
    },
    {
      rule: "a company's are prefixed company",
      kind: 'company' as const,
      entity: { companyCity: 'Milwaukee', facilityCity: 'ignored' },
      expected: { city: 'Milwaukee' },
    },
    {
      rule: 'a record without the optional fields reads as the form defaults',
      kind: 'facility' as const,
      entity: {},
      expected: {
        intro: '',
        phone: '',
        notifications: 'all-notifications',
        contactOptions: 'email-option',
        contactInfoVisibility: true,
      },
    },
    {
      rule: 'no record at all reads as the defaults too',
      kind: 'facility' as const,
      entity: null,
      expected: { city: '', notifications: 'all-notifications' },
    },
  ])('$rule', ({ kind, entity, expected }) => {
    expect(accountValuesOf(kind, user, entity)).toMatchObject({
      firstName: 'Dana',
      lastName: 'Whitfield',
      ...expected,
    });
  });
});
