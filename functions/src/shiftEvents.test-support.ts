// For the functions' emulator tests: a project of their own on the Firestore emulator, emptied before each test, and a
// document's change delivered to a Firestore trigger's handler as the runtime delivers it (the CloudEvent of a written
// document, its before and after snapshots), without the decoding (.run).
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { coverageOfShift } from './index';

const HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';

/**
 * The test file's project: the default app (the handlers of index.ts take it as the runtime's), its documents deleted
 * before each test. The database is read through `db()` once the file's tests start.
 */
export interface EmulatorProject {
  id: string;
  db: () => Firestore;
}

export function emulatorProject(projectId: string): EmulatorProject {
  let app: App | undefined;
  let db: Firestore | undefined;
  beforeAll(() => {
    process.env.FIRESTORE_EMULATOR_HOST = HOST;
    app = initializeApp({ projectId });
    db = getFirestore(app);
  });
  afterAll(async () => {
    if (app) await deleteApp(app);
  });
  beforeEach(async () => {
    const res = await fetch(`http://${HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
      method: 'DELETE',
    });
    expect(res.ok).toBe(true);
  });
  return {
    id: projectId,
    db: () => {
      if (!db) throw new Error('the project is ready once the tests start');
      return db;
    },
  };
}

/** Any document trigger of index.ts (each takes the same event; its params name the document's id). */
type DocumentTrigger = { run: (event: never) => unknown };

/** A document of a subcollection's params: its parent's id (a facility's, or a shift's) and its own (entryId). */
function nestedParams(collection: string, id: string): Record<string, string> {
  const [top, parentId, sub] = collection.split('/');
  if (!parentId || !sub) return {};
  return { [top === 'facilities' ? 'facilityId' : 'shiftId']: parentId, entryId: id };
}

/**
 * Delivers the change of `collection/id` in `project` to the trigger (coverageOfShift unless told), its event sent
 * `ageMs` ago.
 */
export async function deliverShiftChange(
  project: string,
  { id, before, after }: { id: string; before: DocumentSnapshot; after: DocumentSnapshot },
  ageMs = 0,
  trigger: DocumentTrigger = coverageOfShift,
  collection = 'shifts',
): Promise<void> {
  const time = new Date(Date.now() - ageMs).toISOString();
  await (trigger.run as (event: unknown) => unknown)({
    specversion: '1.0',
    id: `event-${id}-${time}`,
    source: `//firestore.googleapis.com/projects/${project}/databases/(default)`,
    type: 'google.cloud.firestore.document.v1.written',
    time,
    location: 'us-central1',
    project,
    database: '(default)',
    namespace: '(default)',
    document: `${collection}/${id}`,
    params: { shiftId: id, inviteId: id, facilityId: id, ...nestedParams(collection, id) },
    data: { before, after },
  });
}

/**
 * Delivers `before` then `after` (null: no document) of `collection/id` to the trigger, their snapshots taken from a
 * scratch path (the trigger reads the real document itself where it must).
 */
export async function deliverWrite(
  project: EmulatorProject,
  trigger: DocumentTrigger,
  id: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  collection = 'shifts',
): Promise<void> {
  const snap = async (data: Record<string, unknown> | null, which: string): Promise<DocumentSnapshot> => {
    const ref = project.db().doc(`scratch/${id}-${which}`);
    if (data) await ref.set(data);
    return ref.get();
  };
  await deliverShiftChange(
    project.id,
    { id, before: await snap(before, 'before'), after: await snap(after, 'after') },
    0,
    trigger,
    collection,
  );
}

/**
 * The facility the notification tests share: f1 (Maple Grove Care Center, Chicago) of `owner` (Dana, every kind), its
 * members (`members`: each one's user record, beside its email `<uid>@x.test`), and, when `companyOwner` is given, its
 * company co1 whose owner `co-owner` has that record; beside it f2 (Birch Point Rehab, Denver) of `other`, a member
 * `removed` from f1 whose record still names it, and the worker w1, Ana Lopez.
 */
export async function seedFacility(
  db: Firestore,
  {
    members,
    companyOwner,
  }: { members: Record<string, Record<string, unknown>>; companyOwner?: Record<string, unknown> },
): Promise<void> {
  await Promise.all([
    db.doc('facilities/f1').set({
      facilityName: 'Maple Grove Care Center',
      tz: 'America/Chicago',
      ownerId: 'owner',
      adminIds: Object.keys(members),
      ...(companyOwner ? { companyId: 'co1' } : {}),
    }),
    db.doc('facilities/f2').set({ facilityName: 'Birch Point Rehab', tz: 'America/Denver', ownerId: 'other' }),
    db.doc('user/owner').set({ email: 'owner@x.test', firstName: 'Dana', notifications: 'all-notifications' }),
    ...Object.entries(members).map(([uid, record]) => db.doc(`user/${uid}`).set({ email: `${uid}@x.test`, ...record })),
    ...(companyOwner
      ? [
          db.doc('companies/co1').set({ ownerId: 'co-owner' }),
          db.doc('user/co-owner').set({ email: 'co@x.test', ...companyOwner }),
        ]
      : []),
    // another facility's owner (every kind, the default), and a member removed from f1
    db.doc('user/other').set({ email: 'other@x.test' }),
    db.doc('user/removed').set({ email: 'removed@x.test', facilityAdminOf: 'f1' }),
    db.doc('user/w1').set({ userType: 'worker', firstName: 'Ana', lastName: 'Lopez' }),
  ]);
}

const HOUR = 3_600_000;

/** A shift of f1 for a CNA from `start`, 8 hours long, open; `extra` changes it. */
export const shiftAt = (start: number, extra: Record<string, unknown> = {}) => ({
  facilityIdentifier: 'f1',
  nurseType: 'CNA',
  status: 'active',
  isFree: true,
  nurseId: '',
  start: Timestamp.fromMillis(start),
  end: Timestamp.fromMillis(start + 8 * HOUR),
  ...extra,
});

/** What a claim by w1 changes. */
export const CLAIMED_BY_W1 = { isFree: false, nurseId: 'w1' };
