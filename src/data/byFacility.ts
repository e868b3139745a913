import { where, type QueryConstraint } from 'firebase/firestore';
import type { ScopePart } from '../lib/firebase/facilityChunks';

/**
 * `field` (a shift's facilityIdentifier, unless told: a History entry's is facilityId) == the one id, or in the ids (at
 * most FACILITIES_PER_QUERY of them, see facilityChunks).
 */
export function byFacility(facilityIds: readonly string[], field = 'facilityIdentifier'): QueryConstraint {
  return facilityIds.length === 1 ? where(field, '==', facilityIds[0]) : where(field, 'in', [...facilityIds]);
}

/**
 * One part of a scope's shifts or History entries (facilityChunks scopeParts): the company's by companyId, or
 * byFacility on `field`.
 */
export function byScopePart(part: ScopePart, field = 'facilityIdentifier'): QueryConstraint {
  return 'companyId' in part ? where('companyId', '==', part.companyId) : byFacility(part, field);
}
