// Blocking and unblocking a worker: the facility's blocklist, the worker's blocklistedBy, and the worker's future
// shifts of the facility freed, each with its History entry.
import {
  arrayRemove,
  arrayUnion,
  doc,
  type Firestore,
  runTransaction,
  type Transaction,
  type WriteBatch,
  Timestamp,
  writeBatch,
} from 'firebase/firestore';
import { getDocFromServer, getDocsFromServer, writeOnline } from './online';
import { declined } from '../lib/thunkError';
import { readAllPages } from './pages';
import { HISTORY_PAIRS_PER_BATCH } from './history';
import { BLOCK_PAGE_SIZE, futureShiftsOfWorkerQuery, toShift } from './shifts';
import { releaseChange, writeShiftChange } from './shiftWrites';
import { toFacility } from './facilities';
import type { Facility } from '../domain/types';

/** Shifts freed in the block's own transaction (its rules read the facility and the worker besides each pair). */
const FREED_WITH_THE_BLOCK = 6;

export interface BlockChange {
  facilityId: string;
  nurseId: string;
  reason: string;
  action: 'blocked' | 'unblocked';
  /** the signed-in uid (an admin's own when acting for a customer): recorded with the events */
  by: string;
  /** their name at the time (session/actor.ts), for the History entry of each shift the block frees */
  byName: string;
}

/**
 * Block or unblock in one transaction: the facility's blocklist and blocklistEvents (and, blocking a favorite, its
 * premierlist and premierlistEvents), the worker's blocklistedBy
 * and blocklistedByEvents, and (blocking) every future shift of this facility claimed by the worker set
 * back to unclaimed ('removed from all future shifts'). Event times are Timestamps made here:
 * serverTimestamp() is not allowed inside arrays. Returns the ids of the shifts freed, and the facility as stored once
 * the change is made (what was read, with what was written), so the session shows it without reading it again.
 * The transaction frees the first FREED_WITH_THE_BLOCK shifts (its rules read the facility and the worker besides each
 * shift and its History entry); a worker with more future shifts has the rest freed in batches of
 * HISTORY_PAIRS_PER_BATCH, which the rules allow once the worker is on the blocklist. The shifts are read in pages of
 * BLOCK_PAGE_SIZE.
 *
 * A retry of the same change passes the same eventAt. If its first batch landed (the answer was lost, or
 * a later batch failed) the facility already holds that event: the retry appends nothing and frees the
 * worker's shifts that are still claimed, so trying again finishes the change instead of recording it twice.
 */
export async function applyBlockChange(
  db: Firestore,
  change: BlockChange,
  now = Date.now(),
  {
    pageSize = BLOCK_PAGE_SIZE,
    batchSize = HISTORY_PAIRS_PER_BATCH,
    eventAt = now,
  }: { pageSize?: number; batchSize?: number; eventAt?: number } = {},
): Promise<{ freed: string[]; facility: Facility }> {
  const { facilityId, nurseId, reason, action, by } = change;
  const timestamp = Timestamp.fromMillis(eventAt);
  const blocking = action === 'blocked';
  const facility = await getDocFromServer(doc(db, 'facilities', facilityId));
  const landed = (
    (facility.get('blocklistEvents') ?? []) as { timestamp?: Timestamp; nurseId?: string; action?: string }[]
  ).some((e) => e.nurseId === nurseId && e.action === action && e.timestamp?.toMillis?.() === eventAt);
  const freed = blocking
    ? (
        await readAllPages(
          (after) => futureShiftsOfWorkerQuery(db, facilityId, nurseId, now, after, pageSize),
          pageSize,
          getDocsFromServer,
        )
      ).filter((d) => d.data().status !== 'cancelled')
    : [];
  const actor = { uid: by, name: change.byName };
  // each freed shift is written with its History entry ('released', the block's reason)
  const release = (writer: WriteBatch | Transaction, shift: (typeof freed)[number]) =>
    writeShiftChange(db, writer, toShift(shift), releaseChange(nurseId, reason), actor);
  let first = 0;
  let written = toFacility(facility);
  if (!landed) {
    // the block's own transaction reads the facility and the worker from both sides: room for fewer shifts
    first = Math.min(batchSize - 2, FREED_WITH_THE_BLOCK);
    // one transaction: the change is made only while the worker's state is what the scheduler saw (blocking a
    // worker not on the blocklist, unblocking one on it); someone else's block or unblock meanwhile is 'changed'
    await writeOnline(db, () =>
      runTransaction(db, async (tx) => {
        const stored = await tx.get(doc(db, 'facilities', facilityId));
        const before = toFacility(stored);
        const listed = ((stored.get('blocklist') ?? []) as string[]).includes(nurseId);
        if (listed === blocking) throw declined('changed');
        // 'Blocking a worker removes them from favorites', with its own event, in the same write
        const favorite = blocking && ((stored.get('premierlist') ?? []) as string[]).includes(nurseId);
        tx.update(doc(db, 'facilities', facilityId), {
          blocklist: blocking ? arrayUnion(nurseId) : arrayRemove(nurseId),
          blocklistEvents: arrayUnion({ timestamp, nurseId, reason, action, by }),
          ...(favorite && {
            premierlist: arrayRemove(nurseId),
            premierlistEvents: arrayUnion({ timestamp, nurseId, action: 'removed', by }),
          }),
        });
        tx.update(doc(db, 'user', nurseId), {
          blocklistedBy: blocking ? arrayUnion(facilityId) : arrayRemove(facilityId),
          blocklistedByEvents: arrayUnion({ timestamp, facilityId, reason, action }),
        });
        for (const shift of freed.slice(0, first)) release(tx, shift);
        written = {
          ...before,
          blocklist: blocking ? [...before.blocklist, nurseId] : before.blocklist.filter((id) => id !== nurseId),
          blocklistEvents: [...before.blocklistEvents, { timestamp: eventAt, nurseId, reason, action, by }],
          ...(favorite && {
            premierlist: before.premierlist.filter((id) => id !== nurseId),
            premierlistEvents: [...before.premierlistEvents, { timestamp: eventAt, nurseId, action: 'removed', by }],
          }),
        };
      }),
    );
  }
  for (let i = first; i < freed.length; i += batchSize) {
    const more = writeBatch(db);
    for (const shift of freed.slice(i, i + batchSize)) release(more, shift);
    await writeOnline(db, () => more.commit());
  }
  return { freed: freed.map((d) => d.id), facility: written };
}
