// Registration and invitations: the records a new account starts with, through src/data/signup.
import { appDb } from '../../data/firestore';
import * as signup from '../../data/signup';
import type { OwnerSignup } from '../../data/signup';
import type { Invite } from '../../domain/types';

export type { OwnerSignup } from '../../data/signup';

/** The typed text trimmed. */
const trimmed = (s: OwnerSignup): OwnerSignup => ({
  ...s,
  name: s.name.trim(),
  phone: s.phone.trim(),
  address: s.address.trim(),
  city: s.city.trim(),
  postalCode: s.postalCode.trim(),
});

/** The owner's user record and a pending facility (spec section 7), together. */
export function registerFacilityOwner(uid: string, s: OwnerSignup): Promise<string> {
  return signup.registerFacilityOwner(appDb(), uid, trimmed(s));
}

/** The user record with companyOwnerOf and a pending company, together. */
export function registerCompanyOwner(uid: string, s: OwnerSignup): Promise<string> {
  return signup.registerCompanyOwner(appDb(), uid, trimmed(s));
}

export function getInvite(inviteId: string): Promise<Invite | null> {
  return signup.getInvite(appDb(), inviteId);
}

/** The invitee's user record, adminIds append, the invite's userId, together. */
export function acceptInvite(uid: string, invite: Invite, firstName: string, lastName: string): Promise<void> {
  return signup.acceptInvite(appDb(), uid, invite, firstName.trim(), lastName.trim());
}
