// For the functions' emulator tests: a project of their own on the Firestore emulator, emptied before each test, and a
// document's change delivered to a Firestore trigger's handler as the runtime delivers it (the CloudEvent of a written
// document, its before and after snapshots), without the decoding (.run).
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
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
    params: { shiftId: id, inviteId: id },
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
