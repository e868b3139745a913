// The Account page's Notifications section: which kinds a user is told of and how, as the form holds them, and what
// the user record stores (src/domain/notifications.ts reads it back, old values included).
import { array, mixed, object, string, type ObjectSchema } from 'yup';
import {
  contactByOf,
  formatUsMobile,
  storedContactOptions,
  storedNotifications,
  usMobileE164,
  type ContactBy,
} from './notifications';
import { NOTIFICATION_KINDS, notificationKindsOf, type NotificationKind } from './notificationKinds';

export const MOBILE_PHONE_REQUIRED = 'Enter the mobile phone number to text';
export const MOBILE_PHONE_INVALID = 'Enter a US mobile number, like 608-555-0147';

export interface NotificationSettingsValues {
  kinds: NotificationKind[];
  contactBy: ContactBy;
  /** as typed; stored in E.164 */
  mobilePhone: string;
}

/** What the user record stores for the settings. */
export interface StoredNotificationSettings {
  notifications: string;
  contactOptions: string;
  mobilePhone: string;
}

/** The form's values from the user record (defaults: every kind, by email). */
export function notificationSettingsOf(
  user: { notifications?: unknown; contactOptions?: unknown; mobilePhone?: unknown } | null | undefined,
): NotificationSettingsValues {
  const mobile = typeof user?.mobilePhone === 'string' ? user.mobilePhone : '';
  return {
    kinds: notificationKindsOf(user?.notifications),
    contactBy: contactByOf(user?.contactOptions),
    mobilePhone: mobile ? formatUsMobile(mobile) : '',
  };
}

/** What a save stores: the number in E.164 (kept, even when email is chosen, so a switch back keeps it). */
export function storedNotificationSettings(v: NotificationSettingsValues): StoredNotificationSettings {
  return {
    notifications: storedNotifications(v.kinds),
    contactOptions: storedContactOptions(v.contactBy),
    mobilePhone: usMobileE164(v.mobilePhone) ?? '',
  };
}

export const notificationSettingsSchema: ObjectSchema<NotificationSettingsValues> = object({
  kinds: array(
    mixed<NotificationKind>()
      .oneOf([...NOTIFICATION_KINDS])
      .defined(),
  )
    .default([])
    .required(),
  contactBy: mixed<ContactBy>().oneOf(['email', 'sms']).default('email').required(),
  mobilePhone: string()
    .trim()
    .default('')
    .when('contactBy', {
      is: 'sms',
      then: (s) => s.required(MOBILE_PHONE_REQUIRED),
    })
    .test('us-mobile', MOBILE_PHONE_INVALID, (v) => !v || usMobileE164(v) !== null),
});
