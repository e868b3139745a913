// Rules for the aggregations of /insights and the dashboard's urgent card, built with the app's own query
// functions (src/data/insights.ts, src/data/invoices.ts), so these are exactly the queries the screens run: counts and
// sums of a facility's shifts per week and status, and of the customer's invoices per week. Members (and internal
// admins acting for them) run them on their own facilities; a company owner on its own facilities only; everyone
// else is refused, and so is any such query without its limit.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  count,
  getAggregateFromServer,
  getDocs,
  limit,
  query,
  sum,
  where,
  type Firestore,
} from 'firebase/firestore';
import { invoicesCreatedQuery } from '../../src/data/invoices';
import {
  cancelledForReasonQuery,
  positionShiftsQuery,
  unfilledSoonQuery,
  weekShiftsQuery,
} from '../../src/data/shifts';
import {
  assertDenied,
  baseDocs,
  DAY,
  dbAs,
  invoiceDoc,
  makeRulesEnv,
  seedDocs,
  storedShift,
  UIDS,
  workedShift,
} from '../support/rules';

let env: RulesTestEnvironment;
const now = Date.UTC(2026, 10, 18, 15);
const from = now - 28 * DAY;
const A = UIDS.memberA;

beforeAll(async () => {
  env = await makeRulesEnv('insights');
  await seedDocs(env, {
    ...baseDocs(),
    'shifts/a-worked': workedShift(now, 'fac-a', 2 * DAY, { timesheetAction: 'approved', approvedHours: 8 }),
    'shifts/a-free': storedShift(now, 'fac-a'),
    'shifts/x1-worked': workedShift(now, 'fac-x1'),
    [`customers/${A}`]: { email: 'a@rules.test' },
    [`customers/${A}/invoices/in_a1`]: invoiceDoc('in_a1', Math.floor((now - DAY) / 1000)),
  });
});
afterAll(async () => {
  await env.cleanup();
});

const weekFigures = (db: Firestore, ids: string[]) =>
  getAggregateFromServer(weekShiftsQuery(db, ids, 'approved', from, now), { n: count(), hours: sum('approvedHours') });
const spend = (db: Firestore, customer: string, status: 'open' | 'paid' = 'open') =>
  getAggregateFromServer(invoicesCreatedQuery(db, customer, status, Math.floor(from / 1000), Math.floor(now / 1000)), {
    n: count(),
    cents: sum('invoice.amount_due'),
  });

describe('shifts: insights aggregations', () => {
  describe('member of facility A', () => {
    const db = () => dbAs(env, 'memberA');
    it('counts and sums its shifts per week and status', () => assertSucceeds(weekFigures(db(), ['fac-a'])));
    it('counts each kind of a week', async () => {
      for (const kind of ['posted', 'filled', 'cancelled'] as const) {
        await assertSucceeds(getAggregateFromServer(weekShiftsQuery(db(), ['fac-a'], kind, from, now), { n: count() }));
      }
    });
    it('counts cancellations by reason and shifts by position', async () => {
      await assertSucceeds(
        getAggregateFromServer(cancelledForReasonQuery(db(), ['fac-a'], 'mistake', from, now), { n: count() }),
      );
      await assertSucceeds(
        getAggregateFromServer(positionShiftsQuery(db(), ['fac-a'], 'CNA', true, from, now), { n: count() }),
      );
    });
    it('listens to the unclaimed shifts of the next 48 hours', () =>
      assertSucceeds(getDocs(unfilledSoonQuery(db(), ['fac-a'], now, now + 2 * DAY))));
    it("cannot count another facility's shifts", () => assertDenied(weekFigures(db(), ['fac-b'])));
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

  describe('admin of facility A (adminIds)', () => {
    it('counts the facility it administers', () => assertSucceeds(weekFigures(dbAs(env, 'adminOfA'), ['fac-a'])));
  });

  describe('company owner', () => {
    it('counts its own facilities', () => assertSucceeds(weekFigures(dbAs(env, 'companyX'), ['fac-x1'])));
    it('cannot count a facility of another company', () =>
      assertDenied(weekFigures(dbAs(env, 'companyX'), ['fac-y1'])));
    it('cannot count an independent facility', () => assertDenied(weekFigures(dbAs(env, 'companyX'), ['fac-a'])));
  });

  describe('internal admin (acting for a member)', () => {
    it('counts the facility it acts for', () => assertSucceeds(weekFigures(dbAs(env, 'internalAdmin'), ['fac-a'])));
  });

  describe('worker', () => {
    it("cannot count a facility's shifts", () => assertDenied(weekFigures(dbAs(env, 'worker'), ['fac-a'])));
  });

  describe('signed out', () => {
    it('cannot count anything', () => assertDenied(weekFigures(dbAs(env, 'signedOut'), ['fac-a'])));
  });
});

describe('customers/{uid}/invoices: spend per week', () => {
  describe('member of facility A (the customer)', () => {
    it('sums its open and its paid invoices of a week', async () => {
      await assertSucceeds(spend(dbAs(env, 'memberA'), A, 'open'));
      await assertSucceeds(spend(dbAs(env, 'memberA'), A, 'paid'));
    });
    it("cannot sum another customer's invoices", () => assertDenied(spend(dbAs(env, 'memberA'), UIDS.memberB)));
    it('cannot sum invoices of another status at the large limit', () =>
      assertDenied(
        getAggregateFromServer(
          query(
            collection(dbAs(env, 'memberA'), 'customers', A, 'invoices'),
            where('status', '==', 'void'),
            limit(5000),
          ),
          { n: count() },
        ),
      ));
  });

  describe('internal admin (acting for the customer)', () => {
    it("sums the customer's spend", () => assertSucceeds(spend(dbAs(env, 'internalAdmin'), A)));
  });

  describe('company owner', () => {
    it("cannot sum a facility user's spend", () => assertDenied(spend(dbAs(env, 'companyX'), A)));
  });

  describe('worker', () => {
    it("cannot sum a customer's spend", () => assertDenied(spend(dbAs(env, 'worker'), A)));
  });
});
