// Saves the Account page: the signed-in user's name and the facility or company profile fields it may change, through
// src/data/account.
import { appDb } from '../../data/firestore';
import { readAccount, writeAccount } from '../../data/account';
import { facilityHasShifts } from '../../data/shifts';
import type { AccountValues } from '../../domain/accountSchema';

/** The form's values as they are stored now (shown when a save found them changed). */
export function readAccountValues(uid: string, kind: 'facility' | 'company', entityId: string): Promise<AccountValues> {
  return readAccount(appDb(), uid, kind, entityId);
}

/**
 * Saves the form's values (the typed text trimmed) while both records still give the values the form opened with
 * (`seen`); otherwise declined as 'changed'.
 */
export function saveAccount(
  uid: string,
  kind: 'facility' | 'company',
  entityId: string,
  v: AccountValues,
  seen: AccountValues,
): Promise<void> {
  const trimmed: AccountValues = {
    ...v,
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    intro: v.intro.trim(),
    phone: v.phone.trim(),
    address: v.address.trim(),
    city: v.city.trim(),
    postalCode: v.postalCode.trim(),
    avatar: v.avatar.trim(),
  };
  return writeAccount(appDb(), uid, kind, entityId, trimmed, seen);
}

/** Whether the facility has shifts, whose times its new time zone leaves as they were posted. */
export function hasShifts(facilityId: string): Promise<boolean> {
  return facilityHasShifts(appDb(), facilityId);
}
