// Every Firestore call of sign-in, registration, invitations and profile loading.
import {
  arrayUnion,
  collection,
  doc,
  type Firestore,
  limit,
  orderBy,
  query,
  type QueryDocumentSnapshot,
  runTransaction,
  startAfter,
  where,
} from 'firebase/firestore';
// server reads bounded in time (lib/firebase/online)
import { getDocFromServer, getDocsFromServer } from '../../lib/firebase/online';
import { plainDoc } from '../../lib/firebase/convert';
import { readAllPages } from '../../lib/firebase/pages';
import { appDb } from '../../lib/firebase/firestore';
import type { LoadedProfile } from '../../lib/redux';
import { DEFAULT_TZ, type Company, type Facility, type Invite, type UserProfile } from '../../domain/types';
import { COMPANY_PROFILE_ERROR, FACILITY_PROFILE_ERROR, notAdminOrOwner } from './messages';
import { FACILITY_DEFAULTS, COMPANY_DEFAULTS, USER_DEFAULTS } from '../../domain/defaults';

export class ProfileError extends Error {
  constructor(
    message: string,
    readonly toast: string,
  ) {
    super(message);
  }
}

// One named function per query, so the index test can list them all.
export const facilitiesOwnedByQuery = (db: Firestore, uid: string) =>
  query(collection(db, 'facilities'), where('ownerId', '==', uid), limit(1));
export const facilitiesAdministeredByQuery = (db: Firestore, uid: string) =>
  query(collection(db, 'facilities'), where('adminIds', 'array-contains', uid), limit(1));
export const companiesOwnedByQuery = (db: Firestore, uid: string) =>
  query(collection(db, 'companies'), where('ownerId', '==', uid), limit(1));
/** The rules' largest page of facilities; a company with more is read a page at a time. */
export const FACILITIES_PAGE_SIZE = 500;
/** One page of the company's facilities by name, after the `after` document. */
export const companyFacilitiesQuery = (
  db: Firestore,
  companyId: string,
  after?: QueryDocumentSnapshot,
  pageSize = FACILITIES_PAGE_SIZE,
) =>
  query(
    collection(db, 'facilities'),
    where('companyId', '==', companyId),
    orderBy('facilityName'),
    ...(after ? [startAfter(after)] : []),
    limit(pageSize),
  );

export async function getUserProfile(uid: string): Promise<UserProfile | null> {
  const snap = await getDocFromServer(doc(appDb(), 'user', uid));
  return snap.exists() ? plainDoc<UserProfile>(snap, USER_DEFAULTS) : null;
}

async function getFacility(id: string): Promise<Facility | null> {
  const snap = await getDocFromServer(doc(appDb(), 'facilities', id));
  return snap.exists() ? plainDoc<Facility>(snap, FACILITY_DEFAULTS) : null;
}

async function findFacilityOf(uid: string, user: UserProfile | null): Promise<Facility | null> {
  const id = user?.facilityOwnerOf ?? user?.facilityAdminOf;
  if (id) {
    const f = await getFacility(id);
    if (f) return f;
  }
  const db = appDb();
  for (const q of [facilitiesOwnedByQuery(db, uid), facilitiesAdministeredByQuery(db, uid)]) {
    const snap = await getDocsFromServer(q);
    if (!snap.empty) return plainDoc<Facility>(snap.docs[0], FACILITY_DEFAULTS);
  }
  return null;
}

async function findCompanyOf(uid: string, user: UserProfile | null): Promise<Company | null> {
  if (user?.companyOwnerOf) {
    const snap = await getDocFromServer(doc(appDb(), 'companies', user.companyOwnerOf));
    if (snap.exists()) return plainDoc<Company>(snap, COMPANY_DEFAULTS);
  }
  if (user && user.userType !== 'company') return null;
  const snap = await getDocsFromServer(companiesOwnedByQuery(appDb(), uid));
  return snap.empty ? null : plainDoc<Company>(snap.docs[0], COMPANY_DEFAULTS);
}

export async function listCompanyFacilities(companyId: string, pageSize = FACILITIES_PAGE_SIZE): Promise<Facility[]> {
  const db = appDb();
  const docs = await readAllPages(
    (after) => companyFacilitiesQuery(db, companyId, after, pageSize),
    pageSize,
    getDocsFromServer,
  );
  return docs.map((d) => plainDoc<Facility>(d, FACILITY_DEFAULTS));
}

/**
 * Loads the portal profile of `uid`, or of `secretUserId` when the signed-in user is an internal admin.
 * The user type is derived from which profile loaded: a company profile means company.
 */
export async function loadProfile(uid: string, secretUserId: string | null): Promise<LoadedProfile> {
  const me = await getUserProfile(uid);
  const isAdmin = me?.isAdmin === true && me.userType === 'admin';
  const actingId = isAdmin ? secretUserId : uid;
  if (!actingId) return { me, acting: null, userType: null, facility: null, company: null, facilities: [] };
  const acting = actingId === uid ? me : await getUserProfile(actingId);

  if (acting?.userType === 'company' || acting?.companyOwnerOf) {
    let company: Company | null;
    try {
      company = await findCompanyOf(actingId, acting);
    } catch (e) {
      throw new ProfileError(String(e), COMPANY_PROFILE_ERROR);
    }
    if (!company) throw new ProfileError(`No company for user ${actingId}`, COMPANY_PROFILE_ERROR);
    const facilities = await listCompanyFacilities(company.id);
    return { me, acting, userType: 'company', facility: null, company, facilities };
  }

  let facility: Facility | null;
  try {
    facility = await findFacilityOf(actingId, acting);
  } catch (e) {
    throw new ProfileError(String(e), FACILITY_PROFILE_ERROR);
  }
  if (!facility) throw new ProfileError(notAdminOrOwner(actingId), FACILITY_PROFILE_ERROR);
  return { me, acting, userType: 'facility', facility, company: null, facilities: [] };
}

export interface OwnerSignup {
  firstName: string;
  lastName: string;
  email: string;
  name: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
}

const newUserDoc = (email: string, firstName: string, lastName: string) => ({
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

/** Transaction: the owner's user record and a pending facility (spec section 7). */
export async function registerFacilityOwner(uid: string, s: OwnerSignup): Promise<string> {
  const db = appDb();
  const facilityRef = doc(collection(db, 'facilities'));
  await runTransaction(db, async (tx) => {
    tx.set(doc(db, 'user', uid), {
      ...newUserDoc(s.email, s.firstName, s.lastName),
      userType: 'facility',
      facilityOwnerOf: facilityRef.id,
    });
    tx.set(facilityRef, {
      facilityName: s.name.trim(),
      facilityAvatar: '',
      facilityPhoneNumber: s.phone.trim(),
      facilityAddress: s.address.trim(),
      facilityCity: s.city.trim(),
      facilityState: s.state,
      facilityPostalCode: s.postalCode.trim(),
      facilityIntro: 'About this Facility',
      ownerId: uid,
      adminIds: [],
      companyId: null,
      status: 'pending',
      tz: DEFAULT_TZ,
      shiftTemplates: [],
      requiresCovidVaccination: false,
      contactInfoVisibility: true,
      notifications: 'all-notifications',
      contactOptions: 'email-option',
      allowedPositions: [],
      blocklist: [],
      blocklistEvents: [],
      premierlist: [],
      facilityBlockList: [],
      userType: 'facility',
      isTest: false,
      createdAt: Date.now(),
    });
  });
  return facilityRef.id;
}

/** Transaction: the user record with companyOwnerOf and a pending company. */
export async function registerCompanyOwner(uid: string, s: OwnerSignup): Promise<string> {
  const db = appDb();
  const companyRef = doc(collection(db, 'companies'));
  await runTransaction(db, async (tx) => {
    tx.set(doc(db, 'user', uid), {
      ...newUserDoc(s.email, s.firstName, s.lastName),
      userType: 'company',
      companyOwnerOf: companyRef.id,
    });
    tx.set(companyRef, {
      companyName: s.name.trim(),
      companyAvatar: '',
      companyAddress: s.address.trim(),
      companyCity: s.city.trim(),
      companyState: s.state,
      companyPostalCode: s.postalCode.trim(),
      companyPhoneNumber: s.phone.trim(),
      companyIntro: '',
      ownerId: uid,
      createdAt: Date.now(),
      status: 'pending',
      notifications: 'all-notifications',
      contactOptions: 'email-option',
      contactInfoVisibility: true,
      isTest: false,
    });
  });
  return companyRef.id;
}

export async function getInvite(inviteId: string): Promise<Invite | null> {
  const snap = await getDocFromServer(doc(appDb(), 'invites', inviteId));
  return snap.exists()
    ? plainDoc<Invite>(snap, { email: '', firstName: '', lastName: '', facilityName: '', facilityId: '', userId: null })
    : null;
}

/** Transaction: the invitee's user record, adminIds append, the invite's userId. */
export async function acceptInvite(uid: string, invite: Invite, firstName: string, lastName: string): Promise<void> {
  const db = appDb();
  const inviteRef = doc(db, 'invites', invite.id);
  await runTransaction(db, async (tx) => {
    const current = await tx.get(inviteRef);
    if (!current.exists() || current.data().userId) throw new Error('Invite already used');
    tx.set(doc(db, 'user', uid), {
      ...newUserDoc(invite.email, firstName.trim(), lastName.trim()),
      userType: 'facility',
      facilityAdminOf: invite.facilityId,
      inviteId: invite.id,
    });
    tx.update(doc(db, 'facilities', invite.facilityId), { adminIds: arrayUnion(uid) });
    tx.update(inviteRef, { userId: uid, status: 'accepted' });
  });
}
