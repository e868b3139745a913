// The session's reads, through src/data: the signed-in (or impersonated) user's profile, facility or company.
import { appDb } from '../data/firestore';
import * as users from '../data/users';
import {
  findFacilityOwnedOrAdministeredBy,
  getFacility,
  readCompanyDirectory,
  readCompanyFacilities,
  watchFacility,
} from '../data/facilities';
import { isPermissionDenied, unlessDenied } from '../lib/firebase/denied';
import { roleOf } from '../domain/teamRoles';
import { findCompanyOwnedBy, getCompany } from '../data/companies';
import type { LoadedProfile } from '../lib/redux';
import type { Company, Facility, UserProfile } from '../domain/types';
import { COMPANY_PROFILE_ERROR, FACILITY_PROFILE_ERROR, notAdminOrOwner } from './messages';

export class ProfileError extends Error {
  constructor(
    message: string,
    readonly toast: string,
  ) {
    super(message);
  }
}

export function getUserProfile(uid: string): Promise<UserProfile | null> {
  return users.getUserProfile(appDb(), uid);
}

async function findFacilityOf(uid: string, user: UserProfile | null): Promise<Facility | null> {
  const id = user?.facilityOwnerOf ?? user?.facilityAdminOf;
  if (id) {
    // a member removed from the facility their record names may no longer read it: they have no facility
    const f = await unlessDenied(() => getFacility(appDb(), id));
    if (f) return f;
  }
  return findFacilityOwnedOrAdministeredBy(appDb(), uid);
}

async function findCompanyOf(uid: string, user: UserProfile | null): Promise<Company | null> {
  if (user?.companyOwnerOf) {
    const company = await getCompany(appDb(), user.companyOwnerOf);
    if (company) return company;
  }
  if (user && user.userType !== 'company') return null;
  return findCompanyOwnedBy(appDb(), uid);
}

/**
 * Follows the signed-in member's facility: `changed` with it as it changes (a new role shows its controls at once),
 * `lost` once they are no longer its member or may no longer read it (removed from the team, the facility gone). An
 * unreachable server is left to the screens' own reads to report. Returns the stop.
 */
export function watchMembership(
  facilityId: string,
  uid: string,
  on: { changed: (facility: Facility) => void; lost: () => void },
): () => void {
  return watchFacility(
    appDb(),
    facilityId,
    (facility) => (facility && roleOf(facility, uid, false) !== null ? on.changed(facility) : on.lost()),
    (error) => {
      if (isPermissionDenied(error)) on.lost();
    },
  );
}

/**
 * Every facility of the company, by name: from the company's directory in two reads, or (no directory yet, one too
 * large to keep, one not yet up to date with a facility just added, or rules that do not yet admit the read while a
 * deploy is under way) from the facilities themselves.
 */
async function listCompanyFacilities(companyId: string): Promise<Facility[]> {
  const listed = await unlessDenied(() => readCompanyDirectory(appDb(), companyId));
  return listed ?? readCompanyFacilities(appDb(), companyId);
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
