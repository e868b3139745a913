// Rules for what /insights and the dashboard's urgent card read, built with the app's own query functions
// (src/data/insights.ts, src/data/shifts.ts), so these are exactly the queries the screens run: a period of a
// facility's insights weeks (or, for `All facilities`, its company's) and of the customer's spend weeks, kept by the
// Cloud Functions. Members (and internal admins acting for them) read their own facility's; a company owner its own
// company's and facilities'; everyone else is refused, and so is a read of more weeks than a period overlaps, and any
// write (only the server writes them). The urgent card: the next 48 hours' unclaimed shifts.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  count,
  deleteDoc,
  doc,
  getAggregateFromServer,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { insightsWeeksQuery, type InsightsSource } from '../../src/data/insights';
import { unfilledSoonQuery } from '../../src/data/shifts';
import { coverageWeeksBetween } from '../../src/domain/coverageWeeks';
import { assertDenied, baseDocs, DAY, dbAs, makeRulesEnv, seedDocs, storedShift, UIDS } from '../support/rules';

let env: RulesTestEnvironment;
const now = Date.UTC(2026, 10, 18, 15);
// twelve weeks back: the UTC weeks a 12-week period overlaps
const WEEKS = coverageWeeksBetween(now - 12 * 7 * DAY, now);
const WEEK = WEEKS[WEEKS.length - 1]!;
const A = UIDS.memberA;
const FAC_A: InsightsSource = { collection: 'facilities', id: 'fac-a' };
const FAC_B: InsightsSource = { collection: 'facilities', id: 'fac-b' };
const FAC_X1: InsightsSource = { collection: 'facilities', id: 'fac-x1' };
const FAC_Y1: InsightsSource = { collection: 'facilities', id: 'fac-y1' };
const CO_X: InsightsSource = { collection: 'companies', id: 'co-x' };
const CO_Y: InsightsSource = { collection: 'companies', id: 'co-y' };

const entry = (facilityId: string) => JSON.stringify([facilityId, now - DAY, 'filled', 'CNA', 8, null]);
beforeAll(async () => {
  env = await makeRulesEnv('insights');
  await seedDocs(env, {
    ...baseDocs(),
    'shifts/a-free': storedShift(now, 'fac-a'),
    [`facilities/fac-a/insightsWeeks/${WEEK}`]: { week: WEEK, shifts: { s1: entry('fac-a') } },
    [`facilities/fac-x1/insightsWeeks/${WEEK}`]: { week: WEEK, shifts: { s2: entry('fac-x1') } },
    [`companies/co-x/insightsWeeks/${WEEK}`]: { week: WEEK, shifts: { s2: entry('fac-x1') } },
    [`companies/co-y/insightsWeeks/${WEEK}`]: { week: WEEK, shifts: { s3: entry('fac-y1') } },
    [`customers/${A}`]: { email: 'a@rules.test' },
    [`customers/${A}/spendWeeks/${WEEK}`]: { week: WEEK, invoices: { in_a1: JSON.stringify([1, 'paid', 100]) } },
  });
});
afterAll(async () => {
  await env.cleanup();
});

const period = (db: Firestore, source: InsightsSource) => getDocs(insightsWeeksQuery(db, source, WEEKS));
const spend = (db: Firestore, customerId: string) =>
  getDocs(insightsWeeksQuery(db, { collection: 'customers', id: customerId }, WEEKS));
const weekDoc = (db: Firestore, source: { collection: string; id: string }, sub = 'insightsWeeks') =>
  doc(db, source.collection, source.id, sub, WEEK);
/** A period's read without its limit, or with one larger than 14 weeks. */
const unbounded = (db: Firestore, source: InsightsSource, max?: number) =>
  getDocs(
    query(
      collection(db, source.collection, source.id, 'insightsWeeks'),
      where('week', '>=', WEEKS[0]!),
      ...(max === undefined ? [] : [limit(max)]),
    ),
  );

describe('facilities/{id}/insightsWeeks', () => {
  describe('member of facility A', () => {
    const db = () => dbAs(env, 'memberA');
    it("reads its facility's weeks of a period", () => assertSucceeds(period(db(), FAC_A)));
    it('reads one week', () => assertSucceeds(getDoc(weekDoc(db(), FAC_A))));
    it("cannot read another facility's weeks", () => assertDenied(period(db(), FAC_B)));
    it('cannot read more weeks than a period overlaps', () => assertDenied(unbounded(db(), FAC_A, 15)));
    it('cannot read them without a limit', () => assertDenied(unbounded(db(), FAC_A)));
    it('cannot write a week', () => assertDenied(setDoc(weekDoc(db(), FAC_A), { week: WEEK, shifts: {} })));
    it('cannot delete a week', () => assertDenied(deleteDoc(weekDoc(db(), FAC_A))));
  });

  describe('admin of facility A (adminIds)', () => {
    it('reads the facility it administers', () => assertSucceeds(period(dbAs(env, 'adminOfA'), FAC_A)));
  });

  describe('company owner', () => {
    it('reads one of its facilities', () => assertSucceeds(period(dbAs(env, 'companyX'), FAC_X1)));
    it('cannot read a facility of another company', () => assertDenied(period(dbAs(env, 'companyX'), FAC_Y1)));
    it('cannot read an independent facility', () => assertDenied(period(dbAs(env, 'companyX'), FAC_A)));
  });

  describe('internal admin (acting for a member)', () => {
    it('reads the facility it acts for', () => assertSucceeds(period(dbAs(env, 'internalAdmin'), FAC_A)));
    it('cannot write a week', () =>
      assertDenied(setDoc(weekDoc(dbAs(env, 'internalAdmin'), FAC_A), { week: WEEK, shifts: {} })));
  });

  describe('worker', () => {
    it("cannot read a facility's weeks", () => assertDenied(period(dbAs(env, 'worker'), FAC_A)));
  });

  describe('signed out', () => {
    it('cannot read anything', () => assertDenied(period(dbAs(env, 'signedOut'), FAC_A)));
  });
});

describe('companies/{id}/insightsWeeks', () => {
  describe('company owner', () => {
    const db = () => dbAs(env, 'companyX');
    it("reads its company's weeks of a period", () => assertSucceeds(period(db(), CO_X)));
    it("cannot read another company's weeks", () => assertDenied(period(db(), CO_Y)));
    it('cannot read more weeks than a period overlaps', () => assertDenied(unbounded(db(), CO_X, 15)));
    it('cannot write a week', () => assertDenied(setDoc(weekDoc(db(), CO_X), { week: WEEK, shifts: {} })));
  });

  describe("member of one of the company's facilities", () => {
    it("cannot read the company's weeks (the other facilities')", () =>
      assertDenied(period(dbAs(env, 'memberY1'), CO_Y)));
  });

  describe('member of an independent facility', () => {
    it("cannot read a company's weeks", () => assertDenied(period(dbAs(env, 'memberA'), CO_X)));
  });

  describe('internal admin (acting for the owner)', () => {
    it("reads the company's weeks", () => assertSucceeds(period(dbAs(env, 'internalAdmin'), CO_X)));
  });

  describe('worker', () => {
    it("cannot read a company's weeks", () => assertDenied(period(dbAs(env, 'worker'), CO_X)));
  });

  describe('signed out', () => {
    it('cannot read anything', () => assertDenied(period(dbAs(env, 'signedOut'), CO_X)));
  });
});

describe('customers/{uid}/spendWeeks', () => {
  describe('member of facility A (the customer)', () => {
    const db = () => dbAs(env, 'memberA');
    it('reads its spend weeks of a period', () => assertSucceeds(spend(db(), A)));
    it("cannot read another customer's", () => assertDenied(spend(db(), UIDS.memberB)));
    it('cannot read more weeks than a period overlaps', () =>
      assertDenied(getDocs(query(collection(db(), 'customers', A, 'spendWeeks'), limit(15)))));
    it('cannot write a week', () =>
      assertDenied(setDoc(weekDoc(db(), { collection: 'customers', id: A }, 'spendWeeks'), { week: WEEK })));
  });

  describe('internal admin (acting for the customer)', () => {
    it("reads the customer's spend weeks", () => assertSucceeds(spend(dbAs(env, 'internalAdmin'), A)));
  });

  describe('company owner', () => {
    it("cannot read a facility user's spend", () => assertDenied(spend(dbAs(env, 'companyX'), A)));
  });

  describe('worker', () => {
    it("cannot read a customer's spend", () => assertDenied(spend(dbAs(env, 'worker'), A)));
  });

  describe('signed out', () => {
    it('cannot read anything', () => assertDenied(spend(dbAs(env, 'signedOut'), A)));
  });
});

describe('shifts: the urgent card', () => {
  describe('member of facility A', () => {
    const db = () => dbAs(env, 'memberA');
    it('listens to the unclaimed shifts of the next 48 hours', () =>
      assertSucceeds(getDocs(unfilledSoonQuery(db(), ['fac-a'], now, now + 2 * DAY))));
    it('cannot count its shifts without a limit', () =>
      assertDenied(
        getAggregateFromServer(
          query(
            collection(db(), 'shifts'),
            where('facilityIdentifier', '==', 'fac-a'),
            where('status', '==', 'active'),
          ),
          { n: count() },
        ),
      ));
  });
  describe('worker', () => {
    it("cannot list a facility's unclaimed shifts", () =>
      assertDenied(getDocs(unfilledSoonQuery(dbAs(env, 'worker'), ['fac-a'], now, now + 2 * DAY))));
  });
});
