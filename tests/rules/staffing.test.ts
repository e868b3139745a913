// Rules for the staffing plan's needs (issue 37): facilities/{id}/staffingNeeds/{template}, one document per shift
// template, named by the template's name. Members of the facility (and internal admins acting for it) read them and
// save the needs of a template the facility has now: the four positions, seven whole numbers from 0 to 50 each,
// written as themselves at the server's time. The needs of a template renamed or removed since may be discarded;
// those of a template the facility has may not (they are set to 0 instead). Nobody else reads or writes them.
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
