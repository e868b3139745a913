import { where, type QueryConstraint } from 'firebase/firestore';
import type { ScopePart } from '../lib/firebase/facilityChunks';

/** facilityIdentifier == the one id, or in the ids (at most FACILITIES_PER_QUERY of them, see facilityChunks). */
export function byFacility(facilityIds: readonly string[]): QueryConstraint {
  return facilityIds.length === 1
    ? where('facilityIdentifier', '==', facilityIds[0])
    : where('facilityIdentifier', 'in', [...facilityIds]);
}

/** One part of a scope's shifts (facilityChunks scopeParts): the company's by companyId, or byFacility. */
export function byScopePart(part: ScopePart): QueryConstraint {
  return 'companyId' in part ? where('companyId', '==', part.companyId) : byFacility(part);
}
