import { describe, expect, it } from 'vitest';
import { accountSchema, accountValuesOf, trimmedAccount } from './accountSchema';
import { ACCOUNT_MESSAGES } from './validationMessages';

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

describe("the Account form's time zone", () => {
  const user = { firstName: 'Dana', lastName: 'Whitfield' };
  it.each([
    ['a facility: its stored zone', 'facility' as const, { tz: 'America/Denver' }, 'America/Denver'],
    ["a facility stored without one: the spec's default", 'facility' as const, {}, 'America/Chicago'],
    ['a company has none', 'company' as const, { tz: 'America/Denver' }, ''],
  ])('%s', (_, kind, entity, tz) => {
    expect(accountValuesOf(kind, user, entity).tz).toBe(tz);
  });

  const valid = {
    ...accountValuesOf('facility', user, {}),
    phone: '608-555-0100',
    address: '1 Main St',
    city: 'El Paso',
    postalCode: '79901',
  };
  it.each([
    ["El Paso's zone in Texas", 'TX', 'America/Denver', true],
    ['Central time in Texas', 'TX', 'America/Chicago', true],
    ['Pacific time in Texas', 'TX', 'America/Los_Angeles', false],
    ['Central time kept from before in New York', 'NY', 'America/Chicago', false],
    ['no zone (a company)', 'TX', '', true],
  ])('%s', (_, state, tz, ok) => {
    expect(accountSchema.isValidSync({ ...valid, state, tz })).toBe(ok);
  });

  it("says to choose a zone of the facility's state", () => {
    expect(() => accountSchema.validateSync({ ...valid, state: 'NY', tz: 'America/Chicago' })).toThrow(
      ACCOUNT_MESSAGES.tz,
    );
  });
});

describe('trimmedAccount: what a save stores of the typed text', () => {
  const typed = {
    ...accountValuesOf(
      'facility',
      { firstName: ' Dana ', lastName: 'Lee ' },
      { facilityCity: ' Madison', facilityState: 'WI' },
    ),
    intro: '  Welcome  ',
    phone: ' (608) 555-0100 ',
    address: ' 1 Main St ',
    postalCode: ' 53703 ',
    avatar: ' https://example.com/a.png ',
  };
  it.each([
    ['firstName', 'Dana'],
    ['lastName', 'Lee'],
    ['intro', 'Welcome'],
    ['phone', '(608) 555-0100'],
    ['address', '1 Main St'],
    ['city', 'Madison'],
    ['postalCode', '53703'],
    ['avatar', 'https://example.com/a.png'],
  ] as const)('trims %s', (field, expected) => expect(trimmedAccount(typed)[field]).toBe(expected));

  it('keeps the choices as they are', () => {
    const trimmed = trimmedAccount(typed);
    expect([trimmed.state, trimmed.tz, trimmed.notifications, trimmed.contactOptions]).toEqual([
      typed.state,
      typed.tz,
      typed.notifications,
      typed.contactOptions,
    ]);
  });
});
