// The records a new account starts with (user, and a pending facility or company, or an accepted invite), each set in
// one transaction, with the typed text trimmed; and an invite read by id.
import { arrayUnion, collection, doc, runTransaction, type Firestore } from 'firebase/firestore';
// server reads bounded in time (online.ts)
import { getDocFromServer } from './online';
import { recordTeamHistory } from './history';
import { personName } from '../domain/history';
import { plainDoc } from './convert';
import type { Invite } from '../domain/types';
import { FACILITY_DEFAULTS } from '../domain/defaults';
import { defaultZoneOfState } from '../domain/stateTimeZones';
import type { WizardStep1Values } from '../domain/authSchemas';

/** What an owner's registration stores: the wizard's first step without its passwords. */
export type OwnerSignup = Omit<WizardStep1Values, 'password' | 'confirmPassword'>;

/** The user record a new account starts with; each kind of signup adds its userType and what it owns or administers. */
export const newUserDoc = (email: string, firstName: string, lastName: string) => ({
  email,
  firstName,
  lastName,
  isAdmin: false,
  facilityOwnerOf: null,
  facilityAdminOf: null,
  companyOwnerOf: null,
  createdAt: Date.now(),
  notifications: 'all-notifications',
  contactOptions: 'email-option',
  contactInfoVisibility: true,
  inviteId: null,
  isTest: false,
});

/**
 * The pending facility a new owner registers (spec section 7): the portal's defaults, as a company's new one has, and
 * its state's default time zone (the owner chooses another of the state's on the Account page).
 */
export const newOwnerFacility = (uid: string, s: OwnerSignup) => ({
  ...FACILITY_DEFAULTS,
  facilityName: s.name,
  facilityPhoneNumber: s.phone,
  facilityAddress: s.address,
  facilityCity: s.city,
  facilityState: s.state,
  facilityPostalCode: s.postalCode,
  ownerId: uid,
  status: 'pending',
  tz: defaultZoneOfState(s.state),
  premierlist: [],
  facilityBlockList: [],
  userType: 'facility',
  isTest: false,
  createdAt: Date.now(),
});

/** The pending company a new owner registers. */
export const newOwnerCompany = (uid: string, s: OwnerSignup) => ({
  companyName: s.name,
  companyAvatar: '',
  companyAddress: s.address,
  companyCity: s.city,
  companyState: s.state,
  companyPostalCode: s.postalCode,
  companyPhoneNumber: s.phone,
  companyIntro: '',
  ownerId: uid,
  createdAt: Date.now(),
  status: 'pending',
  notifications: 'all-notifications',
  contactOptions: 'email-option',
  contactInfoVisibility: true,
  isTest: false,
});

/**
 * Transaction: the owner's user record (its userType, and facilityOwnerOf or companyOwnerOf naming what it owns) and
 * the pending facility or company it registers (spec section 7). Resolves to the new document's id.
 */
async function registerOwner(
  db: Firestore,
  uid: string,
  s: OwnerSignup,
  kind: 'facility' | 'company',
): Promise<string> {
  const ref = doc(collection(db, kind === 'facility' ? 'facilities' : 'companies'));
  await runTransaction(db, async (tx) => {
    tx.set(doc(db, 'user', uid), {
      ...newUserDoc(s.email, s.firstName, s.lastName),
      userType: kind,
      [kind === 'facility' ? 'facilityOwnerOf' : 'companyOwnerOf']: ref.id,
    });
    tx.set(ref, kind === 'facility' ? newOwnerFacility(uid, s) : newOwnerCompany(uid, s));
  });
  return ref.id;
}

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
export const registerFacilityOwner = (db: Firestore, uid: string, s: OwnerSignup) =>
  registerOwner(db, uid, trimmed(s), 'facility');
/** The user record with companyOwnerOf and a pending company, together. */
export const registerCompanyOwner = (db: Firestore, uid: string, s: OwnerSignup) =>
  registerOwner(db, uid, trimmed(s), 'company');

export async function getInvite(db: Firestore, inviteId: string): Promise<Invite | null> {
  const snap = await getDocFromServer(doc(db, 'invites', inviteId));
  return snap.exists()
    ? plainDoc<Invite>(snap, {
        email: '',
        firstName: '',
        lastName: '',
        facilityName: '',
        facilityId: '',
        userId: null,
        status: 'pending',
        sentAt: null,
        role: null,
      })
    : null;
}

/** Transaction: the invitee's user record, adminIds append with their History entry, the invite's userId. */
export async function acceptInvite(
  db: Firestore,
  uid: string,
  invite: Invite,
  typedFirstName: string,
  typedLastName: string,
): Promise<void> {
  const [firstName, lastName] = [typedFirstName.trim(), typedLastName.trim()];
  const inviteRef = doc(db, 'invites', invite.id);
  await runTransaction(db, async (tx) => {
    const current = await tx.get(inviteRef);
    if (!current.exists() || current.data().userId) throw new Error('Invite already used');
    tx.set(doc(db, 'user', uid), {
      ...newUserDoc(invite.email, firstName, lastName),
      userType: 'facility',
      facilityAdminOf: invite.facilityId,
      inviteId: invite.id,
    });
    // the member's role is the invite's as stored (not as the page read it)
    const role: unknown = current.data().role ?? null;
    // their joining is a team change: its History entry, under the name they give, in the same transaction
    const name = personName({ firstName, lastName, email: invite.email }, uid);
    const teamHistoryId = recordTeamHistory(
      db,
      tx,
      { kind: 'joined', facilityId: invite.facilityId, memberId: uid, detail: name },
      { uid, name },
    );
    tx.update(doc(db, 'facilities', invite.facilityId), {
      adminIds: arrayUnion(uid),
      ...(typeof role === 'string' ? { [`memberRoles.${uid}`]: role } : {}),
      teamHistoryId,
    });
    tx.update(inviteRef, { userId: uid, status: 'accepted' });
  });
}
