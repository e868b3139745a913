// Every Firestore read of the session: the signed-in (or impersonated) user's profile, facility or company.
import {
  collection,
  doc,
  type Firestore,
  limit,
  orderBy,
  query,
  type QueryDocumentSnapshot,
  startAfter,
  where,
} from 'firebase/firestore';
// server reads bounded in time (lib/firebase/online)
import { getDocFromServer, getDocsFromServer } from '../lib/firebase/online';
import { plainDoc } from '../lib/firebase/convert';
import { readAllPages } from '../lib/firebase/pages';
import { appDb } from '../lib/firebase/firestore';
import { getFacility } from '../data/facilities';
import type { LoadedProfile } from '../lib/redux';
import type { Company, Facility, UserProfile } from '../domain/types';
import { COMPANY_PROFILE_ERROR, FACILITY_PROFILE_ERROR, notAdminOrOwner } from './messages';
import { FACILITY_DEFAULTS, COMPANY_DEFAULTS, USER_DEFAULTS } from '../domain/defaults';

export class ProfileError extends Error {
  constructor(
    message: string,
    readonly toast: string,
  ) {
    super(message);
  }
}

// One named function per query, so the index test (tests/indexes.test.ts) can build them all: @public keeps knip
// from calling them unused, as the test reaches them by name.
/** @public */
export const facilitiesOwnedByQuery = (db: Firestore, uid: string) =>
  query(collection(db, 'facilities'), where('ownerId', '==', uid), limit(1));
/** @public */
export const facilitiesAdministeredByQuery = (db: Firestore, uid: string) =>
  query(collection(db, 'facilities'), where('adminIds', 'array-contains', uid), limit(1));
/** @public */
export const companiesOwnedByQuery = (db: Firestore, uid: string) =>
  query(collection(db, 'companies'), where('ownerId', '==', uid), limit(1));
/** The rules' largest page of facilities; a company with more is read a page at a time. */
const FACILITIES_PAGE_SIZE = 500;
/** @public One page of the company's facilities by name, after the `after` document. */
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

async function findFacilityOf(uid: string, user: UserProfile | null): Promise<Facility | null> {
  const id = user?.facilityOwnerOf ?? user?.facilityAdminOf;
  if (id) {
    const f = await getFacility(appDb(), id);
    if (f) return f;
  }
  const db = appDb();
  for (const q of [facilitiesOwnedByQuery(db, uid), facilitiesAdministeredByQuery(db, uid)]) {
    const [first] = (await getDocsFromServer(q)).docs;
    if (first) return plainDoc<Facility>(first, FACILITY_DEFAULTS);
  }
  return null;
}

async function findCompanyOf(uid: string, user: UserProfile | null): Promise<Company | null> {
  if (user?.companyOwnerOf) {
    const snap = await getDocFromServer(doc(appDb(), 'companies', user.companyOwnerOf));
    if (snap.exists()) return plainDoc<Company>(snap, COMPANY_DEFAULTS);
  }
  if (user && user.userType !== 'company') return null;
  const [first] = (await getDocsFromServer(companiesOwnedByQuery(appDb(), uid))).docs;
  return first ? plainDoc<Company>(first, COMPANY_DEFAULTS) : null;
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
