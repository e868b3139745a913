// Rules for the staffing plan's needs: facilities/{id}/staffingNeeds/{template}, one document per shift
// template, named by the template's name. Members of the facility (and internal admins acting for it) read them and
// save the needs of a template the facility has now: the four positions, seven whole numbers from 0 to 50 each,
// written as themselves at the server's time. The needs of a template renamed or removed since may be discarded;
// those of a template the facility has may not (they are set to 0 instead). Nobody else reads or writes them.
// The census for hours per resident day: facilities/{id}/staffingCensus/{Sunday}, a week's residents (whole numbers
// 0 to 1000 or null), and the facility's staffing document facilities/{id}/staffing/plan with its target (a number
// 0 to 24, or none): the same members read and write them as themselves; nobody deletes them.
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
} from 'firebase/firestore';
import { assertDenied, baseDocs, dbAs, makeRulesEnv, type Persona, seedDocs, UIDS } from '../support/rules';

let env: RulesTestEnvironment;

const DAY = { name: 'Day', startTime: '07:00', endTime: '15:00' };
const NIGHT = { name: 'Night/Weekend', startTime: '23:00', endTime: '07:00' };
const OLD = { name: 'Old day', startTime: '06:00', endTime: '14:00' };
const WEEK = [0, 4, 4, 4, 4, 4, 0];

/** A needs document as the portal writes it (src/data/staffing.ts saveNeeds), by `by`. */
const needsDoc = (by: string, extra: Record<string, unknown> = {}) => ({
  template: DAY,
  needs: { Caregiver: [0, 0, 0, 0, 0, 0, 0], CNA: WEEK, LPN: [1, 1, 1, 1, 1, 1, 1], RN: [0, 0, 0, 0, 0, 0, 0] },
  updatedBy: by,
  updatedAt: serverTimestamp(),
  ...extra,
});

const needsRef = (persona: Persona, facilityId: string, id = 'Day') =>
  doc(dbAs(env, persona), 'facilities', facilityId, 'staffingNeeds', id);

const save = (persona: Persona, facilityId: string, extra: Record<string, unknown> = {}, id = 'Day') =>
  setDoc(needsRef(persona, facilityId, id), needsDoc(persona === 'signedOut' ? 'nobody' : UIDS[persona], extra));

const SUNDAY = '2026-12-06';
const CENSUS = [80, 82, 82, null, 81, 0, 1000];

const censusRef = (persona: Persona, facilityId: string, sunday = SUNDAY) =>
  doc(dbAs(env, persona), 'facilities', facilityId, 'staffingCensus', sunday);
/** A week's census as the portal writes it (src/data/staffing.ts saveCensus), by the persona. */
const saveCensus = (persona: Persona, facilityId: string, extra: Record<string, unknown> = {}, sunday = SUNDAY) =>
  setDoc(censusRef(persona, facilityId, sunday), {
    census: CENSUS,
    updatedBy: persona === 'signedOut' ? 'nobody' : UIDS[persona],
    updatedAt: serverTimestamp(),
    ...extra,
  });
const withDay = (index: number, value: unknown) => ({ census: CENSUS.map((n, i) => (i === index ? value : n)) });

const planRef = (persona: Persona, facilityId: string, id = 'plan') =>
  doc(dbAs(env, persona), 'facilities', facilityId, 'staffing', id);
/** The staffing document with its target, as the portal writes it; `hprdTarget: undefined` leaves the target out. */
const savePlan = (persona: Persona, facilityId: string, extra: Record<string, unknown> = {}, id = 'plan') => {
  const data: Record<string, unknown> = {
    hprdTarget: 3.5,
    updatedBy: persona === 'signedOut' ? 'nobody' : UIDS[persona],
    updatedAt: serverTimestamp(),
    ...extra,
  };
  if (data.hprdTarget === undefined) delete data.hprdTarget;
  return setDoc(planRef(persona, facilityId, id), data);
};

const withNeeds = (extra: Record<string, number[] | string>) => ({ needs: { CNA: WEEK, ...extra } });

beforeAll(async () => {
  env = await makeRulesEnv('staffing');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  const base = baseDocs();
  const stored = { template: DAY, needs: { CNA: WEEK }, updatedBy: UIDS.memberA, updatedAt: Timestamp.now() };
  await seedDocs(env, {
    ...base,
    'facilities/fac-a': { ...base['facilities/fac-a'], shiftTemplates: [DAY, NIGHT] },
    'facilities/fac-x1': { ...base['facilities/fac-x1'], shiftTemplates: [DAY] },
    'facilities/fac-a/staffingNeeds/Day': stored,
    'facilities/fac-a/staffingNeeds/Old day': { ...stored, template: OLD },
    [`facilities/fac-a/staffingCensus/${SUNDAY}`]: {
      census: CENSUS,
      updatedBy: UIDS.memberA,
      updatedAt: Timestamp.now(),
    },
    'facilities/fac-a/staffing/plan': { hprdTarget: 3.5, updatedBy: UIDS.memberA, updatedAt: Timestamp.now() },
  });
});

describe('staffing needs', () => {
  describe('owner of facility A', () => {
    it('saves the needs of a template of A', async () => {
      await assertSucceeds(save('memberA', 'fac-a'));
    });
    it('saves the needs of a template whose name holds a slash, under its escaped name', async () => {
      await assertSucceeds(save('memberA', 'fac-a', { template: NIGHT }, 'Night%2FWeekend'));
    });
    it('reads the needs of A', async () => {
      await assertSucceeds(getDoc(needsRef('memberA', 'fac-a')));
    });
    it('lists the needs of A, at most 100', async () => {
      const needs = collection(dbAs(env, 'memberA'), 'facilities', 'fac-a', 'staffingNeeds');
      await assertSucceeds(getDocs(query(needs, limit(100))));
    });
    it('cannot list the needs of A without a limit', async () => {
      await assertDenied(getDocs(collection(dbAs(env, 'memberA'), 'facilities', 'fac-a', 'staffingNeeds')));
    });
    it('cannot save the needs of a template A does not have', async () => {
      await assertDenied(save('memberA', 'fac-a', { template: { ...DAY, name: 'Swing' } }, 'Swing'));
    });
    it('cannot save the needs of a template under other times than A gives it', async () => {
      await assertDenied(save('memberA', 'fac-a', { template: { ...DAY, startTime: '08:00' } }));
    });
    it('cannot save a template with fields a template does not have', async () => {
      await assertDenied(save('memberA', 'fac-a', { template: { ...DAY, color: 'red' } }));
    });
    it('cannot save the needs of a template under another name than its own', async () => {
      await assertDenied(save('memberA', 'fac-a', {}, 'Night'));
    });
    it('cannot save the needs of an unknown position', async () => {
      await assertDenied(save('memberA', 'fac-a', withNeeds({ Nurse: WEEK })));
    });
    it('cannot save six weekdays', async () => {
      await assertDenied(save('memberA', 'fac-a', withNeeds({ CNA: [4, 4, 4, 4, 4, 4] })));
    });
    it('cannot save eight weekdays', async () => {
      await assertDenied(save('memberA', 'fac-a', withNeeds({ CNA: [...WEEK, 1] })));
    });
    it('cannot save the weekdays as anything but a list', async () => {
      await assertDenied(save('memberA', 'fac-a', withNeeds({ CNA: '0444440' })));
    });
    it('cannot save a fraction', async () => {
      await assertDenied(save('memberA', 'fac-a', withNeeds({ CNA: [0, 4, 4, 4.5, 4, 4, 0] })));
    });
    it('cannot save a negative number', async () => {
      await assertDenied(save('memberA', 'fac-a', withNeeds({ RN: [0, 0, 0, 0, 0, 0, -1] })));
    });
    it('cannot save more than 50', async () => {
      await assertDenied(save('memberA', 'fac-a', withNeeds({ Caregiver: [51, 0, 0, 0, 0, 0, 0] })));
    });
    it('cannot save a number as text', async () => {
      await assertDenied(save('memberA', 'fac-a', withNeeds({ LPN: ['1', 1, 1, 1, 1, 1, 1] as unknown as number[] })));
    });
    it('cannot save other fields', async () => {
      await assertDenied(save('memberA', 'fac-a', { note: 'more on Fridays' }));
    });
    it('cannot save without the template', async () => {
      await assertDenied(save('memberA', 'fac-a', { template: null }));
    });
    it('cannot save needs as written by someone else', async () => {
      await assertDenied(save('memberA', 'fac-a', { updatedBy: UIDS.adminOfA }));
    });
    it('cannot save needs with a time of its own', async () => {
      await assertDenied(save('memberA', 'fac-a', { updatedAt: Timestamp.fromMillis(Date.now() - 60_000) }));
    });
    it('discards the needs of a template A no longer has', async () => {
      await assertSucceeds(deleteDoc(needsRef('memberA', 'fac-a', 'Old day')));
    });
    it('cannot discard the needs of a template A has', async () => {
      await assertDenied(deleteDoc(needsRef('memberA', 'fac-a', 'Day')));
    });
    it('cannot save the needs of facility B', async () => {
      await assertDenied(save('memberA', 'fac-b'));
    });
  });

  describe('invited admin of facility A', () => {
    it('saves the needs of A', async () => {
      await assertSucceeds(save('adminOfA', 'fac-a'));
    });
  });

  describe('owner of company X', () => {
    it("saves the needs of the company's facility X1", async () => {
      await assertSucceeds(save('companyX', 'fac-x1'));
    });
    it('cannot read the needs of facility A', async () => {
      await assertDenied(getDoc(needsRef('companyX', 'fac-a')));
    });
  });

  describe('internal admin', () => {
    it('saves the needs of A acting for it, as themselves', async () => {
      await assertSucceeds(save('internalAdmin', 'fac-a'));
    });
    it('cannot save them as written by the facility owner', async () => {
      await assertDenied(save('internalAdmin', 'fac-a', { updatedBy: UIDS.memberA }));
    });
  });

  describe('owner of facility B', () => {
    it('cannot read the needs of A', async () => {
      await assertDenied(getDoc(needsRef('memberB', 'fac-a')));
    });
    it('cannot list the needs of A', async () => {
      const needs = collection(dbAs(env, 'memberB'), 'facilities', 'fac-a', 'staffingNeeds');
      await assertDenied(getDocs(query(needs, limit(100))));
    });
    it('cannot save the needs of A', async () => {
      await assertDenied(save('memberB', 'fac-a'));
    });
    it('cannot discard the needs of A', async () => {
      await assertDenied(deleteDoc(needsRef('memberB', 'fac-a', 'Old day')));
    });
  });

  describe('worker', () => {
    it('cannot read the needs of A', async () => {
      await assertDenied(getDoc(needsRef('worker', 'fac-a')));
    });
    it('cannot save the needs of A', async () => {
      await assertDenied(save('worker', 'fac-a'));
    });
  });

  describe('signed out', () => {
    it('cannot read the needs of A', async () => {
      await assertDenied(getDoc(needsRef('signedOut', 'fac-a')));
    });
    it('cannot save the needs of A', async () => {
      await assertDenied(save('signedOut', 'fac-a'));
    });
  });
});

describe('staffing census (hours per resident day)', () => {
  describe('owner of facility A', () => {
    it("saves a week's census: whole residents 0 to 1000, null where none was entered", async () => {
      await assertSucceeds(saveCensus('memberA', 'fac-a'));
    });
    it('saves a week that none was saved for', async () => {
      await assertSucceeds(saveCensus('memberA', 'fac-a', {}, '2026-12-13'));
    });
    it("reads A's census of a week", async () => {
      await assertSucceeds(getDoc(censusRef('memberA', 'fac-a')));
    });
    it("cannot list A's census", async () => {
      await assertDenied(
        getDocs(query(collection(dbAs(env, 'memberA'), 'facilities', 'fac-a', 'staffingCensus'), limit(10))),
      );
    });
    it('cannot save a week named by a Monday', async () => {
      await assertDenied(saveCensus('memberA', 'fac-a', {}, '2026-12-07'));
    });
    it('cannot save a week named by a date that does not exist (29 February 2026: 1 March?)', async () => {
      await assertDenied(saveCensus('memberA', 'fac-a', {}, '2026-02-29'));
    });
    it('cannot save a week named by a date of another shape', async () => {
      await assertDenied(saveCensus('memberA', 'fac-a', {}, '12-06-2026'));
    });
    it('cannot save a week named by no date', async () => {
      await assertDenied(saveCensus('memberA', 'fac-a', {}, 'this-week'));
    });
    it('cannot save more than 1000 residents', async () => {
      await assertDenied(saveCensus('memberA', 'fac-a', withDay(2, 1001)));
    });
    it('cannot save a negative census', async () => {
      await assertDenied(saveCensus('memberA', 'fac-a', withDay(2, -1)));
    });
    it('cannot save a fraction of a resident', async () => {
      await assertDenied(saveCensus('memberA', 'fac-a', withDay(2, 80.5)));
    });
    it('cannot save a census as text', async () => {
      await assertDenied(saveCensus('memberA', 'fac-a', withDay(2, '80')));
    });
    it('cannot save six days', async () => {
      await assertDenied(saveCensus('memberA', 'fac-a', { census: CENSUS.slice(0, 6) }));
    });
    it('cannot save the days as anything but a list', async () => {
      await assertDenied(saveCensus('memberA', 'fac-a', { census: { Sunday: 80 } }));
    });
    it('cannot save other fields', async () => {
      await assertDenied(saveCensus('memberA', 'fac-a', { hprdTarget: 3.5 }));
    });
    it('cannot save a census as written by someone else', async () => {
      await assertDenied(saveCensus('memberA', 'fac-a', { updatedBy: UIDS.adminOfA }));
    });
    it('cannot save a census with a time of its own', async () => {
      await assertDenied(saveCensus('memberA', 'fac-a', { updatedAt: Timestamp.fromMillis(Date.now() - 60_000) }));
    });
    it("cannot delete a week's census", async () => {
      await assertDenied(deleteDoc(censusRef('memberA', 'fac-a')));
    });
  });

  describe('members of a company facility and internal admins', () => {
    it('the invited admin of A saves its census', async () => {
      await assertSucceeds(saveCensus('adminOfA', 'fac-a'));
    });
    it("the company owner saves its facility X1's census", async () => {
      await assertSucceeds(saveCensus('companyX', 'fac-x1'));
    });
    it('an internal admin saves the census of A acting for it, as themselves', async () => {
      await assertSucceeds(saveCensus('internalAdmin', 'fac-a'));
    });
  });

  describe('owner of facility B', () => {
    it("cannot read A's census", async () => {
      await assertDenied(getDoc(censusRef('memberB', 'fac-a')));
    });
    it("cannot save A's census", async () => {
      await assertDenied(saveCensus('memberB', 'fac-a'));
    });
  });

  describe('worker', () => {
    it("cannot read A's census", async () => {
      await assertDenied(getDoc(censusRef('worker', 'fac-a')));
    });
    it("cannot save A's census", async () => {
      await assertDenied(saveCensus('worker', 'fac-a'));
    });
  });

  describe('signed out', () => {
    it("cannot read A's census", async () => {
      await assertDenied(getDoc(censusRef('signedOut', 'fac-a')));
    });
    it("cannot save A's census", async () => {
      await assertDenied(saveCensus('signedOut', 'fac-a'));
    });
  });
});

describe('staffing document (target hours per resident day)', () => {
  describe('owner of facility A', () => {
    it('saves a target', async () => {
      await assertSucceeds(savePlan('memberA', 'fac-a', { hprdTarget: 4.1 }));
    });
    it('saves a whole-number target', async () => {
      await assertSucceeds(savePlan('memberA', 'fac-a', { hprdTarget: 4 }));
    });
    it('saves no target (the field left out)', async () => {
      await assertSucceeds(savePlan('memberA', 'fac-a', { hprdTarget: undefined }));
    });
    it("reads A's staffing document", async () => {
      await assertSucceeds(getDoc(planRef('memberA', 'fac-a')));
    });
    it('cannot save a target over 24 hours', async () => {
      await assertDenied(savePlan('memberA', 'fac-a', { hprdTarget: 24.5 }));
    });
    it('cannot save a negative target', async () => {
      await assertDenied(savePlan('memberA', 'fac-a', { hprdTarget: -0.5 }));
    });
    it('cannot save a target as text', async () => {
      await assertDenied(savePlan('memberA', 'fac-a', { hprdTarget: '3.5' }));
    });
    it('cannot save a target of null (none is the field left out)', async () => {
      await assertDenied(savePlan('memberA', 'fac-a', { hprdTarget: null }));
    });
    it('cannot save other fields (a state rule)', async () => {
      await assertDenied(savePlan('memberA', 'fac-a', { stateMinimum: 3.5 }));
    });
    it('cannot save another document beside the plan', async () => {
      await assertDenied(savePlan('memberA', 'fac-a', {}, 'other'));
    });
    it('cannot save it as written by someone else', async () => {
      await assertDenied(savePlan('memberA', 'fac-a', { updatedBy: UIDS.adminOfA }));
    });
    it('cannot save it with a time of its own', async () => {
      await assertDenied(savePlan('memberA', 'fac-a', { updatedAt: Timestamp.fromMillis(Date.now() - 60_000) }));
    });
    it('cannot delete it', async () => {
      await assertDenied(deleteDoc(planRef('memberA', 'fac-a')));
    });
  });

  describe('internal admin', () => {
    it('saves the target of A acting for it, as themselves', async () => {
      await assertSucceeds(savePlan('internalAdmin', 'fac-a'));
    });
  });

  describe('owner of facility B', () => {
    it("cannot read A's staffing document", async () => {
      await assertDenied(getDoc(planRef('memberB', 'fac-a')));
    });
    it("cannot save A's target", async () => {
      await assertDenied(savePlan('memberB', 'fac-a'));
    });
  });

  describe('worker', () => {
    it("cannot read A's staffing document", async () => {
      await assertDenied(getDoc(planRef('worker', 'fac-a')));
    });
    it("cannot save A's target", async () => {
      await assertDenied(savePlan('worker', 'fac-a'));
    });
  });

  describe('signed out', () => {
    it("cannot read A's staffing document", async () => {
      await assertDenied(getDoc(planRef('signedOut', 'fac-a')));
    });
    it("cannot save A's target", async () => {
      await assertDenied(savePlan('signedOut', 'fac-a'));
    });
  });
});
