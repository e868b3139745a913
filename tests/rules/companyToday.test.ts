// Rules for a company's Today window (companies/{id}/today/window: the shifts of its facilities that /today's window
// may show, src/domain/companyToday.ts), kept by the Cloud Functions todayOfShift and companyToday. The company's
// owner (and an internal admin acting for them) gets it; nobody lists the windows, reads another document there, or
// writes one: not a member of one of the company's facilities, another company's owner, a worker, a visitor signed
// out, nor the owner themselves.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, query, setDoc, updateDoc } from 'firebase/firestore';
import { companyTodayOf, companyTodayPath, companyTodayRange } from '../../src/domain/companyToday';
import { assertDenied, baseDocs, dbAs, makeRulesEnv, seedDocs } from '../support/rules';

let env: RulesTestEnvironment;
const X = companyTodayPath('co-x');
const Y = companyTodayPath('co-y');
const AT = Date.parse('2026-03-10T15:00:00Z');
const shift = (facilityIdentifier: string, companyId: string) => ({
  facilityIdentifier,
  companyId,
  status: 'active',
  start: new Date(AT + 3_600_000),
  end: new Date(AT + 9 * 3_600_000),
  clockIn: null,
  clockOut: null,
  nurseId: null,
});

beforeAll(async () => {
  env = await makeRulesEnv('company-today');
  const of = (companyId: string, facilityId: string) =>
    companyTodayOf(companyId, companyTodayRange(AT), [{ id: `s-${facilityId}`, data: shift(facilityId, companyId) }]);
  await seedDocs(env, {
    ...baseDocs(),
    [X]: { ...of('co-x', 'fac-x1') },
    [Y]: { ...of('co-y', 'fac-y1') },
    'companies/co-x/today/other': { note: 'not the window' },
  });
});
afterAll(async () => {
  await env.cleanup();
});

const windows = (companyId: string) => collection(dbAs(env, 'companyX'), 'companies', companyId, 'today');

describe('companies/{id}/today/{docId}', () => {
  describe('company owner', () => {
    const db = () => dbAs(env, 'companyX');
    it("gets its company's Today window", () => assertSucceeds(getDoc(doc(db(), X))));
    it("cannot get another company's Today window", () => assertDenied(getDoc(doc(db(), Y))));
    it('cannot get another document beside it', () => assertDenied(getDoc(doc(db(), 'companies/co-x/today/other'))));
    it('cannot list the windows', () => assertDenied(getDocs(query(windows('co-x'), limit(1)))));
    it('cannot write its window', () => assertDenied(setDoc(doc(db(), X), { from: 0, to: 0, shifts: {} })));
    it('cannot change an entry of its window', () =>
      assertDenied(updateDoc(doc(db(), X), { 'shifts.s-fac-x1.nurseId': 'forged-worker' })));
    it('cannot lengthen its range', () => assertDenied(updateDoc(doc(db(), X), { to: AT * 2 })));
    it('cannot delete its window', () => assertDenied(deleteDoc(doc(db(), X))));
  });

  describe("another company's owner", () => {
    it("cannot get company X's Today window", () => assertDenied(getDoc(doc(dbAs(env, 'companyY'), X))));
  });

  describe("member of one of the company's facilities (Y1's admin)", () => {
    it("cannot get the company's Today window", () => assertDenied(getDoc(doc(dbAs(env, 'memberY1'), Y))));
  });

  describe('member of an independent facility', () => {
    it("cannot get a company's Today window", () => assertDenied(getDoc(doc(dbAs(env, 'memberA'), X))));
  });

  describe('internal admin (acting for the owner)', () => {
    const db = () => dbAs(env, 'internalAdmin');
    it("gets the company's Today window", () => assertSucceeds(getDoc(doc(db(), X))));
    it('cannot write it', () => assertDenied(setDoc(doc(db(), X), { from: 0, to: 0, shifts: {} })));
    it('cannot delete it', () => assertDenied(deleteDoc(doc(db(), X))));
  });

  describe('worker', () => {
    it("cannot get a company's Today window", () => assertDenied(getDoc(doc(dbAs(env, 'worker'), X))));
  });

  describe('signed out', () => {
    it("cannot get a company's Today window", () => assertDenied(getDoc(doc(dbAs(env, 'signedOut'), X))));
  });
});
