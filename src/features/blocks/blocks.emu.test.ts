// Blocking and unblocking against the emulators seeded with the demo data, signed in as the demo
// accounts, so the rules apply: the one transaction (facility, worker record, the first future shifts freed), the
// further batches, the unblock, and the session's facility profile following the write.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signOut } from 'firebase/auth';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { selectFacilitiesById } from '../../session/scope';
import { demoActor, reseed } from '../../../tests/support/demo';
import { DAY, storedShift, ts, writeWithoutRules } from '../../../tests/support/rules';
import { applyBlockChange } from '../../data/blocks';
import { futureShiftsOfWorkerQuery } from '../../data/shifts';
import { getFacility } from '../../data/facilities';
import { blockWorker, loadWorkers, selectBlockedWorkers, unblockWorker } from './blocksSlice';
import { blockedRows } from './blockedEmployees';
import { defined } from '../../../tests/support/defined';
import { storeAs, storedData } from '../../../tests/support/session';

/** Dana's uid and name, as a block made on her screen records them. */
const { uid: danaUid, name: danaName } = demoActor('uid-dana');
const dana = { by: danaUid, byName: danaName };

beforeEach(async () => {
  await reseed();
});
afterEach(async () => {
  await signOut(appAuth());
});

describe('block (one transaction, then batches)', () => {
  it("blocks a worker at Maple Grove, appends both events and frees the worker's future shifts only", async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const before = Date.now();
    const { freed } = await store
      .dispatch(blockWorker({ facilityId: 'maple-grove', nurseId: 'worker-3', reason: '  Late three times  ' }))
      .unwrap();

    // mg-shift-26 is worker-3's future claimed shift; their past shifts (mg-shift-01, 08) stay theirs
    expect(freed).toEqual(['mg-shift-26']);
    expect(await storedData('shifts/mg-shift-26')).toMatchObject({ isFree: true, nurseId: null, status: 'active' });
    expect(await storedData('shifts/mg-shift-01')).toMatchObject({ isFree: false, nurseId: 'worker-3' });

    const facility = await storedData('facilities/maple-grove');
    expect(facility.blocklist).toEqual(['worker-4', 'worker-8', 'worker-3']);
    const event = facility.blocklistEvents[facility.blocklistEvents.length - 1];
    expect(event).toMatchObject({ nurseId: 'worker-3', reason: 'Late three times', action: 'blocked' });
    expect(event.timestamp.toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect(facility.blocklistEvents).toHaveLength(3);

    const worker = await storedData('user/worker-3');
    expect(worker.blocklistedBy).toEqual(['maple-grove']);
    expect(worker.blocklistedByEvents).toHaveLength(1);
    expect(worker.blocklistedByEvents[0]).toMatchObject({
      facilityId: 'maple-grove',
      reason: 'Late three times',
      action: 'blocked',
    });
    expect(worker.blocklistedByEvents[0].timestamp.toMillis()).toBe(event.timestamp.toMillis());

    // the session's facility profile follows (facilityUpdated): the dashboard table shows the new row
    const profile = defined(selectFacilitiesById(store.getState())['maple-grove'], "Maple Grove's profile");
    expect(profile.blocklist).toContain('worker-3');
    // as the write left it, without a second read: the same as the facility read again
    expect(profile).toEqual(await getFacility(appDb(), 'maple-grove'));
    await store.dispatch(loadWorkers(profile.blocklist)).unwrap();
    const rows = blockedRows([profile], selectBlockedWorkers(store.getState()));
    expect(rows[0]).toMatchObject({
      nurseId: 'worker-3',
      workerName: 'Casey Nguyen',
      position: 'CNA',
      reason: 'Late three times',
    });
    expect(typeof rows[0]?.blockedAt).toBe('number');
  });

  it('leaves cancelled future shifts of the worker alone', async () => {
    await storeAs('facility@shiftcover.test');
    const now = Date.now();
    // worker-2 holds mg-shift-24; nothing else of theirs is in the future
    const { freed } = await applyBlockChange(
      appDb(),
      { facilityId: 'maple-grove', nurseId: 'worker-2', reason: 'Rude', action: 'blocked', ...dana },
      now,
    );
    expect(freed).toEqual(['mg-shift-24']);
    const { getDocs } = await import('firebase/firestore');
    expect((await getDocs(futureShiftsOfWorkerQuery(appDb(), 'maple-grove', 'worker-2', now))).size).toBe(0);
  });

  it('frees more future shifts than one batch holds in further batches (read a page at a time)', async () => {
    await storeAs('facility@shiftcover.test');
    const now = Date.now();
    const extra = Object.fromEntries(
      [1, 2, 3, 4, 5].map((i) => [
        `shifts/mg-extra-${i}`,
        storedShift(now, 'maple-grove', {
          isFree: false,
          nurseId: 'worker-3',
          start: ts(now + (20 + i) * DAY),
          end: ts(now + (20 + i) * DAY + 3_600_000),
        }),
      ]),
    );
    await writeWithoutRules('demo-shiftcover', extra);
    // batches of 3 writes: the facility, the worker and one shift, then 3 shifts, then 2; pages of 2 reads
    const { freed } = await applyBlockChange(
      appDb(),
      { facilityId: 'maple-grove', nurseId: 'worker-3', reason: 'Late', action: 'blocked', ...dana },
      now,
      {
        pageSize: 2,
        batchSize: 3,
      },
    );
    expect(freed.sort()).toEqual(['mg-extra-1', 'mg-extra-2', 'mg-extra-3', 'mg-extra-4', 'mg-extra-5', 'mg-shift-26']);
    for (const id of freed) expect(await storedData(`shifts/${id}`)).toMatchObject({ isFree: true, nurseId: null });
    expect((await storedData('facilities/maple-grove')).blocklist).toContain('worker-3');
  });

  it('a retry whose first batch landed appends no second event and frees the shifts still claimed', async () => {
    await storeAs('facility@shiftcover.test');
    const now = Date.now();
    const change = {
      facilityId: 'maple-grove',
      nurseId: 'worker-3',
      reason: 'Late',
      action: 'blocked' as const,
      ...dana,
    };
    expect((await applyBlockChange(appDb(), change, now, { eventAt: now })).freed).toEqual(['mg-shift-26']);
    // as after a later batch failed: the worker is blocked but still holds a future shift here
    await writeWithoutRules('demo-shiftcover', {
      'shifts/mg-extra-9': storedShift(now, 'maple-grove', {
        isFree: false,
        nurseId: 'worker-3',
        start: ts(now + 30 * DAY),
        end: ts(now + 30 * DAY + 3_600_000),
      }),
    });
    // the same change tried again (same event time): it finishes the job and records nothing twice
    expect((await applyBlockChange(appDb(), change, Date.now(), { eventAt: now })).freed).toEqual(['mg-extra-9']);
    expect(await storedData('shifts/mg-extra-9')).toMatchObject({ isFree: true, nurseId: null });
    const facility = await storedData('facilities/maple-grove');
    expect(facility.blocklistEvents.filter((e: { nurseId: string }) => e.nurseId === 'worker-3')).toHaveLength(1);
    expect((await storedData('user/worker-3')).blocklistedByEvents).toHaveLength(1);

    // a new block after an unblock is a new change with its own event
    const unblock = { ...change, action: 'unblocked' as const };
    await applyBlockChange(appDb(), unblock, Date.now(), { eventAt: now + 1 });
    expect((await applyBlockChange(appDb(), unblock, Date.now(), { eventAt: now + 1 })).freed).toEqual([]);
    expect(
      (await storedData('facilities/maple-grove')).blocklistEvents.filter(
        (e: { nurseId: string }) => e.nurseId === 'worker-3',
      ),
    ).toHaveLength(2);
  });

  it('blocks at a company facility as the company owner and frees the shift there only', async () => {
    const { store } = await storeAs('company@shiftcover.test');
    const { freed } = await store
      .dispatch(blockWorker({ facilityId: 'lakeside-north', nurseId: 'worker-5', reason: 'Left early' }))
      .unwrap();
    expect(freed).toHaveLength(1);
    const shift = await storedData(`shifts/${freed[0]}`);
    expect(shift).toMatchObject({ facilityIdentifier: 'lakeside-north', isFree: true, nurseId: null });
    expect((await storedData('facilities/lakeside-north')).blocklist).toEqual(['worker-5']);
    expect(selectFacilitiesById(store.getState())['lakeside-north']?.blocklist).toEqual(['worker-5']);
  });

  it("is refused at a facility that is not the user's, and nothing is written", async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    await expect(
      store.dispatch(blockWorker({ facilityId: 'lakeside-north', nurseId: 'worker-5', reason: 'x' })).unwrap(),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await signOut(appAuth());
    await storeAs('company@shiftcover.test');
    expect((await storedData('facilities/lakeside-north')).blocklist ?? []).toEqual([]);
  });
});

describe('unblock (one transaction)', () => {
  it('unblocks a seeded blocked worker on both records with an unblocked event', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const { freed } = await store
      .dispatch(unblockWorker({ facilityId: 'maple-grove', nurseId: 'worker-4', reason: 'Talked it through' }))
      .unwrap();
    expect(freed).toEqual([]);
    const facility = await storedData('facilities/maple-grove');
    expect(facility.blocklist).toEqual(['worker-8']);
    expect(facility.blocklistEvents[facility.blocklistEvents.length - 1]).toMatchObject({
      nurseId: 'worker-4',
      reason: 'Talked it through',
      action: 'unblocked',
    });
    const worker = await storedData('user/worker-4');
    expect(worker.blocklistedBy).toEqual([]);
    expect(worker.blocklistedByEvents.map((e: { action: string }) => e.action)).toEqual(['blocked', 'unblocked']);
    expect(selectFacilitiesById(store.getState())['maple-grove']?.blocklist).toEqual(['worker-8']);
  });
});

describe('lost updates: a block or unblock goes through only on the state the scheduler saw', () => {
  it('blocking a worker another scheduler blocked meanwhile is declined, with no second event', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    // the other scheduler (the same account on another computer: its own store) blocks first
    const { store: other } = await storeAs('facility@shiftcover.test');
    await other.dispatch(blockWorker({ facilityId: 'maple-grove', nurseId: 'worker-6', reason: 'First' })).unwrap();
    await expect(
      store.dispatch(blockWorker({ facilityId: 'maple-grove', nurseId: 'worker-6', reason: 'Second' })).unwrap(),
    ).rejects.toMatchObject({ kind: 'changed' });
    const events = (await storedData('facilities/maple-grove')).blocklistEvents.filter(
      (e: { nurseId: string }) => e.nurseId === 'worker-6',
    );
    expect(events.map((e: { reason: string }) => e.reason)).toEqual(['First']);
    expect((await storedData('user/worker-6')).blocklistedByEvents).toHaveLength(1);
    // the declined store now shows the worker blocked, so its button offers Unblock
    expect(selectFacilitiesById(store.getState())['maple-grove']?.blocklist).toContain('worker-6');
  });

  it('unblocking a worker another scheduler unblocked meanwhile is declined', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const { store: other } = await storeAs('facility@shiftcover.test');
    await other.dispatch(unblockWorker({ facilityId: 'maple-grove', nurseId: 'worker-8', reason: 'Sorted' })).unwrap();
    await expect(
      store.dispatch(unblockWorker({ facilityId: 'maple-grove', nurseId: 'worker-8', reason: 'Again' })).unwrap(),
    ).rejects.toMatchObject({ kind: 'changed' });
    const events = (await storedData('facilities/maple-grove')).blocklistEvents.filter(
      (e: { nurseId: string; action: string }) => e.nurseId === 'worker-8' && e.action === 'unblocked',
    );
    expect(events).toHaveLength(1);
  });

  it("blocking a favorite (Maple Grove's worker-7) removes them from the favorites", async () => {
    const { store, uid } = await storeAs('facility@shiftcover.test');
    await store.dispatch(blockWorker({ facilityId: 'maple-grove', nurseId: 'worker-7', reason: 'Late' })).unwrap();
    const facility = await storedData('facilities/maple-grove');
    expect(facility.blocklist).toContain('worker-7');
    expect(facility.premierlist).toEqual(['worker-5']);
    const block = facility.blocklistEvents[facility.blocklistEvents.length - 1];
    const removed = facility.premierlistEvents[facility.premierlistEvents.length - 1];
    expect(block).toMatchObject({ nurseId: 'worker-7', action: 'blocked', by: uid });
    expect(removed).toMatchObject({ nurseId: 'worker-7', action: 'removed', by: uid });
    expect(removed.timestamp.toMillis()).toBe(block.timestamp.toMillis());
    expect(selectFacilitiesById(store.getState())['maple-grove']?.premierlist).toEqual(['worker-5']);
    expect(selectFacilitiesById(store.getState())['maple-grove']).toEqual(await getFacility(appDb(), 'maple-grove'));
  });
});
