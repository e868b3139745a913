// Rules for customers/{uid}/invoices: read only by that customer (and internal admins acting for
// them), never written by a client; lists confined to the caller's own path.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getAggregateFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  startAfter,
  sum,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { assertDenied, baseDocs, dbAs, invoiceDoc, makeRulesEnv, seedDocs, UIDS } from '../support/rules';

let env: RulesTestEnvironment;

const A = UIDS.memberA;
const B = UIDS.memberB;

beforeAll(async () => {
  env = await makeRulesEnv('invoices');
  await seedDocs(env, {
    ...baseDocs(),
    [`customers/${A}`]: { email: 'a@rules.test' },
    [`customers/${A}/invoices/in_a1`]: invoiceDoc('in_a1', 1_700_000_000),
    [`customers/${A}/invoices/in_a2`]: invoiceDoc('in_a2', 1_700_100_000, 'paid'),
    [`customers/${B}`]: { email: 'b@rules.test' },
    [`customers/${B}/invoices/in_b1`]: invoiceDoc('in_b1', 1_700_000_000),
  });
});
afterAll(async () => {
  await env.cleanup();
});

const invoicesOf = (db: Firestore, uid: string) => collection(db, 'customers', uid, 'invoices');
const page = (db: Firestore, uid: string) => query(invoicesOf(db, uid), orderBy('invoice.created', 'desc'), limit(10));

describe('customers/{uid}/invoices', () => {
  describe('signed out', () => {
    it('cannot list invoices', () => assertDenied(getDocs(page(dbAs(env, 'signedOut'), A))));
    it('cannot read an invoice', () =>
      assertDenied(getDoc(doc(dbAs(env, 'signedOut'), 'customers', A, 'invoices', 'in_a1'))));
  });

  describe('member of facility A (the customer)', () => {
    const db = () => dbAs(env, 'memberA');
    it('lists their invoices, 10 at a time, newest first', () => assertSucceeds(getDocs(page(db(), A))));
    it('pages on with startAfter the last created value', () =>
      assertSucceeds(
        getDocs(query(invoicesOf(db(), A), orderBy('invoice.created', 'desc'), startAfter(1_700_100_000), limit(10))),
      ));
    it('reads one invoice where invoice.id equals the route id', () =>
      assertSucceeds(getDocs(query(invoicesOf(db(), A), where('invoice.id', '==', 'in_a1'), limit(1)))));
    it('reads an invoice by path', () => assertSucceeds(getDoc(doc(db(), 'customers', A, 'invoices', 'in_a1'))));
    it('sums what was paid (an aggregation bounded at 5000)', () =>
      assertSucceeds(
        getAggregateFromServer(query(invoicesOf(db(), A), where('status', '==', 'paid'), limit(5000)), {
          total: sum('invoice.amount_due'),
        }),
      ));
    it('cannot sum what was paid without a limit', () =>
      assertDenied(
        getAggregateFromServer(query(invoicesOf(db(), A), where('status', '==', 'paid')), {
          total: sum('invoice.amount_due'),
        }),
      ));
    it('cannot list invoices without a limit', () =>
      assertDenied(getDocs(query(invoicesOf(db(), A), orderBy('invoice.created', 'desc')))));
    it('cannot list more than 100 invoices a page', () =>
      assertDenied(getDocs(query(invoicesOf(db(), A), orderBy('invoice.created', 'desc'), limit(101)))));
    it('reads their customer document', () => assertSucceeds(getDoc(doc(db(), 'customers', A))));
    it("cannot list another customer's invoices", () => assertDenied(getDocs(page(db(), B))));
    it("cannot read another customer's invoice", () =>
      assertDenied(getDoc(doc(db(), 'customers', B, 'invoices', 'in_b1'))));
    it("cannot read another customer's document", () => assertDenied(getDoc(doc(db(), 'customers', B))));
    it('cannot list the customers', () => assertDenied(getDocs(collection(db(), 'customers'))));
    it('cannot query invoices across customers (collection group)', () =>
      assertDenied(getDocs(query(collectionGroup(db(), 'invoices'), where('status', '==', 'open')))));
    it('cannot mark their invoice paid', () =>
      assertDenied(
        updateDoc(doc(db(), 'customers', A, 'invoices', 'in_a1'), { status: 'paid', 'invoice.status': 'paid' }),
      ));
    it('cannot create an invoice', () =>
      assertDenied(setDoc(doc(db(), 'customers', A, 'invoices', 'in_new'), invoiceDoc('in_new', 1))));
    it('cannot delete an invoice', () => assertDenied(deleteDoc(doc(db(), 'customers', A, 'invoices', 'in_a1'))));
    it('cannot write their customer document', () =>
      assertDenied(setDoc(doc(db(), 'customers', A), { email: 'x@rules.test' })));
  });

  describe('admin of facility A (adminIds)', () => {
    it("cannot read the owner's invoices (invoices belong to a user, not a facility)", () =>
      assertDenied(getDocs(page(dbAs(env, 'adminOfA'), A))));
    it('lists their own (empty) invoices', () => assertSucceeds(getDocs(page(dbAs(env, 'adminOfA'), UIDS.adminOfA))));
  });

  describe('member of facility B', () => {
    it("cannot list A's invoices", () => assertDenied(getDocs(page(dbAs(env, 'memberB'), A))));
    it('lists their own', () => assertSucceeds(getDocs(page(dbAs(env, 'memberB'), B))));
  });

  describe('company owner', () => {
    it("cannot list a facility user's invoices", () => assertDenied(getDocs(page(dbAs(env, 'companyX'), A))));
  });

  describe('internal admin (acting for a customer)', () => {
    const db = () => dbAs(env, 'internalAdmin');
    it("lists the impersonated user's invoices", () => assertSucceeds(getDocs(page(db(), A))));
    it("reads the impersonated user's invoice", () =>
      assertSucceeds(getDoc(doc(db(), 'customers', B, 'invoices', 'in_b1'))));
    it("reads the impersonated user's customer document", () => assertSucceeds(getDoc(doc(db(), 'customers', A))));
    it('cannot write an invoice either', () =>
      assertDenied(updateDoc(doc(db(), 'customers', A, 'invoices', 'in_a1'), { status: 'paid' })));
  });

  describe('worker', () => {
    it('cannot list invoices', () => assertDenied(getDocs(page(dbAs(env, 'worker'), A))));
  });
});
