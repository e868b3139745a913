// The backfill of the shifts' companyId (backfill.ts) against the Firestore emulator, with the real firebase-admin:
// each shift without one gets its facility's, over more than a page of shifts; a shift that has one keeps it.
// Project demo-functions-companies, cleared before each test.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Firestore } from 'firebase-admin/firestore';
import { emulatorProject } from './shiftEvents.test-support';
import { backfillShiftCompanies } from './backfill';

const project = emulatorProject('demo-functions-companies');
let db: Firestore;
beforeAll(() => {
  db = project.db();
});

async function write(docs: [string, Record<string, unknown>][]) {
  for (let i = 0; i < docs.length; i += 400) {
    const batch = db.batch();
    for (const [path, data] of docs.slice(i, i + 400)) batch.set(db.doc(path), data);
    await batch.commit();
  }
}

describe("backfillShiftCompanies: every shift carries its facility's companyId", () => {
  it("gives each shift without one its facility's, over two pages of shifts; one that has one keeps it", async () => {
    const FACILITIES: [string, string | null][] = [
      ['north', 'lakeside'],
      ['south', 'lakeside'],
      ['maple', null],
    ];
    const SHIFTS = 1_203;
    await write([
      ...FACILITIES.map(([id, companyId]): [string, Record<string, unknown>] => [
        `facilities/${id}`,
        { facilityName: id, ...(companyId ? { companyId } : {}) },
      ]),
      ...Array.from({ length: SHIFTS }, (_, i): [string, Record<string, unknown>] => [
        `shifts/shift-${String(i).padStart(5, '0')}`,
        { facilityIdentifier: FACILITIES[i % 3]![0], description: `shift ${i}` },
      ]),
      // posted since shifts carry it: left as they are
      ['shifts/posted-north', { facilityIdentifier: 'north', companyId: 'lakeside', description: 'posted' }],
      ['shifts/posted-maple', { facilityIdentifier: 'maple', companyId: null, description: 'posted' }],
      // a facility that is gone: no company
      ['shifts/orphan', { facilityIdentifier: 'gone', description: 'orphan' }],
    ]);

    const summary = await backfillShiftCompanies(db);

    expect(summary).toEqual({ read: SHIFTS + 3, written: SHIFTS + 1, batches: 3 });
    const stored = await db.collection('shifts').get();
    const companyOf = Object.fromEntries(FACILITIES);
    for (const doc of stored.docs) {
      expect(doc.get('companyId'), doc.id).toBe(companyOf[String(doc.get('facilityIdentifier'))] ?? null);
      expect(doc.get('description'), doc.id).toBeDefined();
    }
    expect(await backfillShiftCompanies(db)).toEqual({ read: SHIFTS + 3, written: 0, batches: 0 });
  });
});
