import { where, type QueryConstraint } from 'firebase/firestore';

/** facilityIdentifier == the one id, or in the ids (at most FACILITIES_PER_QUERY of them, see facilityChunks). */
export function byFacility(facilityIds: readonly string[]): QueryConstraint {
  return facilityIds.length === 1
    ? where('facilityIdentifier', '==', facilityIds[0])
    : where('facilityIdentifier', 'in', [...facilityIds]);
}
