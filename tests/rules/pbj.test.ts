// Rules for the Payroll-Based Journal: the facility profile's pbjFacilityId (written by those who edit the profile,
// 0 to 16 letters, digits or '-': the PBJ header's facilityId), and the reads of /reports (a facility's approved
// shifts of a quarter, a worker's first approved shift there), open to its members only.
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDocs, updateDoc, type Firestore } from 'firebase/firestore';
import {
  assertDenied,
  baseDocs,
  dbAs,
  makeRulesEnv,
  seedDocs,
  ts,
  UIDS,
  workedShift,
  type Persona,
} from '../support/rules';
import { approvedShiftsStartingQuery, firstApprovedShiftQuery } from '../../src/data/shiftWindows';

let env: RulesTestEnvironment;
const NOW = Date.UTC(2026, 10, 20, 18);
const QUARTER = { from: Date.UTC(2026, 9, 1, 5), to: Date.UTC(2027, 0, 1, 6) };

beforeAll(async () => {
  env = await makeRulesEnv('pbj');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    ...baseDocs(),
    'shifts/approved-a': workedShift(NOW, 'fac-a', 2 * 3_600_000, {
      timesheetAction: 'approved',
      timesheetActionMadeBy: UIDS.memberA,
      timesheetActionMadeAt: ts(NOW),
      approvedHours: 8,
    }),
  });
});

const setPbjId = (persona: Persona, facilityId: string, value: unknown) =>
  updateDoc(doc(dbAs(env, persona), 'facilities', facilityId), { pbjFacilityId: value });
const quarterRead = (db: Firestore, facilityId: string) =>
  getDocs(approvedShiftsStartingQuery(db, facilityId, QUARTER.from, QUARTER.to));

describe('facilities: the PBJ facility ID', () => {
  describe('member of facility A', () => {
    it("sets A's PBJ facility ID", () => assertSucceeds(setPbjId('memberA', 'fac-a', 'WI5678')));
    it('sets one of 16 characters with a hyphen', () =>
      assertSucceeds(setPbjId('memberA', 'fac-a', 'AB-3456789012345')));
    it("clears A's PBJ facility ID", () => assertSucceeds(setPbjId('memberA', 'fac-a', '')));
    it.each<[string, unknown]>([
      ['17 characters', 'A'.repeat(17)],
      ['a space', 'WI 5678'],
      ['markup', '<x>'],
      ['a number', 5678],
      ['null', null],
    ])('cannot set one of %s', (_, value) => assertDenied(setPbjId('memberA', 'fac-a', value)));
    it("cannot set B's", () => assertDenied(setPbjId('memberA', 'fac-b', 'WI5678')));
  });
  describe('admin of facility A', () => {
    it("sets A's, as they edit its profile", () => assertSucceeds(setPbjId('adminOfA', 'fac-a', 'WI5678')));
  });
  describe('member of facility B', () => {
    it("cannot set A's", () => assertDenied(setPbjId('memberB', 'fac-a', 'WI5678')));
  });
  describe('company X owner', () => {
    it("sets that of X1, the company's facility", () => assertSucceeds(setPbjId('companyX', 'fac-x1', 'WI0001')));
    it("cannot set that of Y1, another company's", () => assertDenied(setPbjId('companyX', 'fac-y1', 'WI0001')));
  });
  describe('worker', () => {
    it("cannot set A's", () => assertDenied(setPbjId('worker', 'fac-a', 'WI5678')));
  });
  describe('signed out', () => {
    it("cannot set A's", () => assertDenied(setPbjId('signedOut', 'fac-a', 'WI5678')));
  });
  describe('internal admin', () => {
    it("sets A's for them", () => assertSucceeds(setPbjId('internalAdmin', 'fac-a', 'WI5678')));
  });
});

describe("shifts: the quarter's approved entries and a worker's first", () => {
  describe('member of facility A', () => {
    it("lists A's approved shifts of the quarter, a page at a time", () =>
      assertSucceeds(quarterRead(dbAs(env, 'memberA'), 'fac-a')));
    it("reads a worker's first approved shift at A", () =>
      assertSucceeds(getDocs(firstApprovedShiftQuery(dbAs(env, 'memberA'), 'fac-a', UIDS.worker))));
  });
  describe('member of facility B', () => {
    it("cannot list A's", () => assertDenied(quarterRead(dbAs(env, 'memberB'), 'fac-a')));
    it("cannot read a worker's first shift at A", () =>
      assertDenied(getDocs(firstApprovedShiftQuery(dbAs(env, 'memberB'), 'fac-a', UIDS.worker))));
  });
  describe('company Y owner', () => {
    it("cannot list A's", () => assertDenied(quarterRead(dbAs(env, 'companyY'), 'fac-a')));
  });
  describe('worker', () => {
    it("cannot list A's", () => assertDenied(quarterRead(dbAs(env, 'worker'), 'fac-a')));
  });
  describe('signed out', () => {
    it("cannot list A's", () => assertDenied(quarterRead(dbAs(env, 'signedOut'), 'fac-a')));
  });
});
