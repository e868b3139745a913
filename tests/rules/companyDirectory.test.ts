// Rules for a company's directory (companies/{id}/directory/facilities: each of its facilities as the session reads
// it, src/domain/companyDirectory.ts), kept by the Cloud Function directoryOfFacility. The company's owner (and an
// internal admin acting for them) gets it; nobody lists the directories, reads another document there, or writes
// one: not a member of one of the company's facilities, another company's owner, a worker, a visitor signed out, nor
// the owner themselves.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, query, setDoc, updateDoc } from 'firebase/firestore';
import { directoryOf, directoryPath } from '../../src/domain/companyDirectory';
import { assertDenied, baseDocs, dbAs, makeRulesEnv, seedDocs } from '../support/rules';

let env: RulesTestEnvironment;
const X = directoryPath('co-x');
const Y = directoryPath('co-y');

beforeAll(async () => {
  env = await makeRulesEnv('company-directory');
  const docs = baseDocs();
  const of = (companyId: string, facilityId: string) =>
    directoryOf(companyId, [{ id: facilityId, data: docs[`facilities/${facilityId}`]! }]);
  await seedDocs(env, {
    ...docs,
    [X]: { ...of('co-x', 'fac-x1') },
    [Y]: { ...of('co-y', 'fac-y1') },
    'companies/co-x/directory/other': { note: 'not the directory' },
  });
});
afterAll(async () => {
  await env.cleanup();
});

const directory = (companyId: string) => collection(dbAs(env, 'companyX'), 'companies', companyId, 'directory');

describe('companies/{id}/directory/{docId}', () => {
  describe('company owner', () => {
    const db = () => dbAs(env, 'companyX');
    it("gets its company's directory", () => assertSucceeds(getDoc(doc(db(), X))));
    it("cannot get another company's directory", () => assertDenied(getDoc(doc(db(), Y))));
    it('cannot get another document of its directory', () =>
      assertDenied(getDoc(doc(db(), 'companies/co-x/directory/other'))));
    it('cannot list its directory', () => assertDenied(getDocs(query(directory('co-x'), limit(1)))));
    it('cannot write its directory', () => assertDenied(setDoc(doc(db(), X), { facilities: {} })));
    it('cannot change an entry of its directory', () =>
      assertDenied(updateDoc(doc(db(), X), { 'facilities.fac-x1.facilityName': 'Forged' })));
    it('cannot store it as overflow', () => assertDenied(setDoc(doc(db(), X), { overflow: true })));
    it('cannot delete its directory', () => assertDenied(deleteDoc(doc(db(), X))));
  });

  describe("another company's owner", () => {
    it("cannot get company X's directory", () => assertDenied(getDoc(doc(dbAs(env, 'companyY'), X))));
  });

  describe("member of one of the company's facilities (Y1's admin)", () => {
    it("cannot get the company's directory", () => assertDenied(getDoc(doc(dbAs(env, 'memberY1'), Y))));
  });

  describe('member of an independent facility', () => {
    it("cannot get a company's directory", () => assertDenied(getDoc(doc(dbAs(env, 'memberA'), X))));
  });

  describe('internal admin (acting for the owner)', () => {
    const db = () => dbAs(env, 'internalAdmin');
    it("gets the company's directory", () => assertSucceeds(getDoc(doc(db(), X))));
    it('cannot write it', () => assertDenied(setDoc(doc(db(), X), { facilities: {} })));
    it('cannot delete it', () => assertDenied(deleteDoc(doc(db(), X))));
  });

  describe('worker', () => {
    it("cannot get a company's directory", () => assertDenied(getDoc(doc(dbAs(env, 'worker'), X))));
  });

  describe('signed out', () => {
    it("cannot get a company's directory", () => assertDenied(getDoc(doc(dbAs(env, 'signedOut'), X))));
  });
});
