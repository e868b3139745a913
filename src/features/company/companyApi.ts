// The company screens' write: a company adds a facility, active from the start (through src/data/facilities).
import type { Firestore } from '../../data/db';
import { addFacility } from '../../data/facilities';
import { FACILITY_DEFAULTS } from '../../domain/defaults';
import { defaultZoneOfState, isZoneOfState } from '../../domain/stateTimeZones';
import type { Company, Facility } from '../../domain/types';
import { createFacilitySchema, type CreateFacilityValues } from '../../domain/createFacilitySchema';

/** The facility document a company creates: 'active when added by a company', owned by the company's owner. */
export function newCompanyFacility(
  company: Pick<Company, 'id' | 'ownerId'>,
  values: CreateFacilityValues,
  now: number,
) {
  const v = createFacilitySchema.cast(values); // trimmed
  return {
    ...FACILITY_DEFAULTS,
    facilityName: v.facilityName,
    facilityAddress: v.facilityAddress,
    facilityCity: v.facilityCity,
    facilityState: v.facilityState,
    facilityPostalCode: v.facilityPostalCode,
    facilityPhoneNumber: v.facilityPhoneNumber,
    ownerId: company.ownerId,
    adminIds: [],
    companyId: company.id,
    status: 'active' as const,
    // the zone chosen where the state has several, else the state's default
    tz: v.tz && isZoneOfState(v.facilityState, v.tz) ? v.tz : defaultZoneOfState(v.facilityState),
    premierlist: [],
    facilityBlockList: [],
    userType: 'facility',
    isTest: false,
    createdAt: now,
  };
}

/** 'add a facility document' under the company; returns it as the store keeps it. */
export async function createCompanyFacility(
  db: Firestore,
  company: Pick<Company, 'id' | 'ownerId'>,
  values: CreateFacilityValues,
  /** the id and time of an earlier try of the same submission: a retry rewrites that document */
  planned?: { ids: string[]; at: number },
): Promise<Facility> {
  const data = newCompanyFacility(company, values, planned?.at ?? Date.now());
  const id = await addFacility(db, data, planned?.ids[0]);
  const { facilityBlockList: _b, userType: _u, isTest: _t, ...facility } = data;
  return { ...facility, id };
}
