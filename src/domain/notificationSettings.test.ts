import { describe, expect, it } from 'vitest';
import {
  MOBILE_PHONE_INVALID,
  MOBILE_PHONE_REQUIRED,
  notificationSettingsOf,
  notificationSettingsSchema,
  storedNotificationSettings,
  type NotificationSettingsValues,
} from './notificationSettings';

const errorOf = (v: NotificationSettingsValues): string | null => {
  try {
    notificationSettingsSchema.validateSync(v);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
};

describe('notificationSettingsOf: the form from the user record', () => {
  it.each([
    {
      user: null,
      out: { kinds: ['claimed', 'released', 'late', 'credentials', 'summary'], contactBy: 'email', mobilePhone: '' },
    },
    {
      user: { notifications: 'no-notifications', contactOptions: 'sms-option', mobilePhone: '+16085550147' },
      out: { kinds: [], contactBy: 'sms', mobilePhone: '(608) 555-0147' },
    },
    {
      user: { notifications: 'late', contactOptions: 'phone-option' },
      out: { kinds: ['late'], contactBy: 'email', mobilePhone: '' },
    },
  ])('$user', ({ user, out }) => {
    expect(notificationSettingsOf(user)).toEqual(out);
  });
});

describe('notificationSettingsSchema', () => {
  it.each([
    { v: { kinds: [], contactBy: 'email', mobilePhone: '' }, out: null },
    { v: { kinds: ['claimed'], contactBy: 'sms', mobilePhone: '608-555-0147' }, out: null },
    { v: { kinds: ['claimed'], contactBy: 'sms', mobilePhone: '' }, out: MOBILE_PHONE_REQUIRED },
    { v: { kinds: ['claimed'], contactBy: 'sms', mobilePhone: '555-0147' }, out: MOBILE_PHONE_INVALID },
    { v: { kinds: ['claimed'], contactBy: 'email', mobilePhone: 'abc' }, out: MOBILE_PHONE_INVALID },
  ] as { v: NotificationSettingsValues; out: string | null }[])('$v', ({ v, out }) => {
    expect(errorOf(v)).toBe(out);
  });
});

describe('storedNotificationSettings', () => {
  it('stores the spec fields and the number in E.164, and reads back the same', () => {
    const v: NotificationSettingsValues = {
      kinds: ['summary', 'claimed'],
      contactBy: 'sms',
      mobilePhone: '608 555 0147',
    };
    const stored = storedNotificationSettings(v);
    expect(stored).toEqual({
      notifications: 'claimed,summary',
      contactOptions: 'sms-option',
      mobilePhone: '+16085550147',
    });
    expect(notificationSettingsOf(stored)).toEqual({
      ...v,
      kinds: ['claimed', 'summary'],
      mobilePhone: '(608) 555-0147',
    });
  });
});
