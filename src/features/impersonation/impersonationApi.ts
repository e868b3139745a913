// The admin pickers' reads: every facility and company by name, and the users of one, through src/data.
import type { Firestore } from '../../data/db';
import { ALL_PAGE_SIZE, readAllFacilities } from '../../data/facilities';
import { readAllCompanies } from '../../data/companies';
import { readPortalUsers, type PortalUser } from '../../data/users';

export type PickerKind = 'facility' | 'company';

export interface PickerEntity {
  id: string;
  name: string;
  userIds: string[];
}

export type PickerUser = PortalUser;

/** 'read all companies and all facilities for admin pickers', with the ids of the users one can act as. */
export async function listEntities(db: Firestore, kind: PickerKind, pageSize = ALL_PAGE_SIZE): Promise<PickerEntity[]> {
  const records = await (kind === 'facility' ? readAllFacilities : readAllCompanies)(db, pageSize);
  return records.map(({ id, data }) => {
    const userIds =
      kind === 'facility' ? [data.ownerId, ...((data.adminIds as string[] | undefined) ?? [])] : [data.ownerId];
    return {
      id,
      name: String((kind === 'facility' ? data.facilityName : data.companyName) ?? id),
      userIds: [...new Set(userIds.filter((uid): uid is string => typeof uid === 'string' && uid.length > 0))],
    };
  });
}

/** The facility's owner and admins, or the company's owner, by name. */
export function listUsers(db: Firestore, ids: string[]): Promise<PickerUser[]> {
  return readPortalUsers(db, ids);
}
