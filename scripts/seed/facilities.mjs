// The companies and the six facilities; Maple Grove holds the templates, the blocks and the favorites.
import { DAY, docList, HOUR, TEMPLATES } from './clock.mjs';
import { DEMO_IDS, DEMO_TZ, MAPLE_GROVE_TEAM } from './ids.mjs';

const STANDARD_TEMPLATES = [TEMPLATES.Day, TEMPLATES.Evening, TEMPLATES.Night];

export function companyDocs(baseCreated) {
  const { docs, add } = docList();
  const company = (id, extra, i) => ({
    id,
    companyAvatar: '',
    companyIntro: 'About this Company',
    createdAt: baseCreated + (10 + i) * HOUR,
    status: 'active',
    notifications: 'all-notifications',
    contactOptions: 'email-option',
    contactInfoVisibility: true,
    isTest: false,
    ...extra,
  });
  add(
    'companies/lakeside-health',
    company(
      'lakeside-health',
      {
        companyName: 'Lakeside Health Group',
        companyAddress: '100 E Wisconsin Ave',
        companyCity: 'Milwaukee',
        companyState: 'WI',
        companyPostalCode: '53202',
        companyPhoneNumber: '414-555-0100',
        ownerId: 'uid-morgan',
      },
      0,
    ),
  );
  add(
    'companies/harbor-care',
    company(
      'harbor-care',
      {
        companyName: 'Harbor Care Partners',
        companyAddress: '250 Harbor Dr',
        companyCity: 'Duluth',
        companyState: 'MN',
        companyPostalCode: '55802',
        companyPhoneNumber: '218-555-0133',
        ownerId: 'uid-startup',
      },
      1,
    ),
  );
  return docs;
}

/** The six facilities by id; Maple Grove holds the templates and the blocks. */
export function demoFacilities(baseCreated, blockEvents) {
  const facility = (id, extra, i) => ({
    id,
    facilityAvatar: '',
    facilityIntro: 'About this Facility',
    adminIds: [],
    companyId: null,
    status: 'active',
    tz: DEMO_TZ,
    shiftTemplates: [],
    requiresCovidVaccination: false,
    contactInfoVisibility: true,
    notifications: 'all-notifications',
    contactOptions: 'email-option',
    allowedPositions: [],
    blocklist: [],
    blocklistEvents: [],
    premierlist: [],
    premierlistEvents: [],
    facilityBlockList: [],
    userType: 'facility',
    isTest: false,
    createdAt: baseCreated + (20 + i) * HOUR,
    ...extra,
  });
  return {
    'maple-grove': facility(
      'maple-grove',
      {
        facilityName: 'Maple Grove Care Center',
        facilityPhoneNumber: '608-555-0142',
        facilityAddress: '1200 Maple Grove Dr',
        facilityCity: 'Madison',
        facilityState: 'WI',
        facilityPostalCode: '53703',
        // the Payroll-Based Journal's facility ID (/reports): its approved entries make the quarter's report
        pbjFacilityId: 'WI5678',
        ownerId: 'uid-dana',
        adminIds: Object.keys(MAPLE_GROVE_TEAM),
        memberRoles: { ...MAPLE_GROVE_TEAM },
        shiftTemplates: STANDARD_TEMPLATES.map((t) => ({ ...t })),
        blocklist: blockEvents.map((e) => e.nurseId),
        blocklistEvents: blockEvents.map((e) => ({
          timestamp: e.timestamp,
          nurseId: e.nurseId,
          reason: e.reason,
          action: 'blocked',
          by: 'uid-dana',
        })),
        premierlist: [...DEMO_IDS.favoriteWorkers],
        premierlistEvents: DEMO_IDS.favoriteWorkers.map((nurseId, i) => ({
          timestamp: new Date(baseCreated + (30 + i) * DAY),
          nurseId,
          action: 'added',
          by: 'uid-dana',
        })),
      },
      0,
    ),
    'cedar-hill': facility(
      'cedar-hill',
      {
        facilityName: 'Cedar Hill Assisted Living',
        facilityPhoneNumber: '920-555-0161',
        facilityAddress: '45 Cedar Hill Rd',
        facilityCity: 'Green Bay',
        facilityState: 'WI',
        facilityPostalCode: '54301',
        ownerId: 'uid-pending',
        status: 'pending',
      },
      1,
    ),
    'birch-point': facility(
      'birch-point',
      {
        facilityName: 'Birch Point Rehab',
        facilityPhoneNumber: '715-555-0108',
        facilityAddress: '880 Birch Point Ln',
        facilityCity: 'Eau Claire',
        facilityState: 'WI',
        facilityPostalCode: '54701',
        ownerId: 'uid-empty',
      },
      2,
    ),
    'lakeside-north': facility(
      'lakeside-north',
      {
        facilityName: 'Lakeside North',
        facilityPhoneNumber: '414-555-0177',
        facilityAddress: '3100 N Lake Dr',
        facilityCity: 'Milwaukee',
        facilityState: 'WI',
        facilityPostalCode: '53211',
        ownerId: 'uid-morgan',
        companyId: 'lakeside-health',
        shiftTemplates: STANDARD_TEMPLATES.map((t) => ({ ...t })),
      },
      3,
    ),
    'lakeside-south': facility(
      'lakeside-south',
      {
        facilityName: 'Lakeside South',
        facilityPhoneNumber: '312-555-0190',
        facilityAddress: '2200 S Lake Shore Dr',
        facilityCity: 'Chicago',
        facilityState: 'IL',
        facilityPostalCode: '60616',
        ownerId: 'uid-morgan',
        companyId: 'lakeside-health',
        shiftTemplates: STANDARD_TEMPLATES.map((t) => ({ ...t })),
      },
      4,
    ),
    'lakeside-east': facility(
      'lakeside-east',
      {
        facilityName: 'Lakeside East',
        facilityPhoneNumber: '612-555-0123',
        facilityAddress: '500 E Lake St',
        facilityCity: 'Minneapolis',
        facilityState: 'MN',
        facilityPostalCode: '55407',
        ownerId: 'uid-morgan',
        companyId: 'lakeside-health',
        requiresCovidVaccination: true,
        shiftTemplates: STANDARD_TEMPLATES.map((t) => ({ ...t })),
      },
      5,
    ),
  };
}
