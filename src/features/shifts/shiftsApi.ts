// The shifts feature's own Firestore calls: the facility's shift templates. The shifts themselves are read and written
// through src/data/shifts.ts and src/data/shiftPosting.ts.
import { doc, type Firestore, runTransaction } from 'firebase/firestore';
import { writeOnline } from '../../lib/firebase/online';
import type { ShiftTemplate } from '../../domain/types';

export { readWorkerNames } from '../../data/users';

const templateList = (list: unknown): ShiftTemplate[] =>
  (Array.isArray(list) ? (list as Partial<ShiftTemplate>[]) : []).map((t) => ({
    name: t.name ?? '',
    startTime: t.startTime ?? '',
    endTime: t.endTime ?? '',
  }));

/**
 * The facility's shift templates, replaced as a whole, in a transaction that first checks the stored templates are
 * still those the editor opened with (`seen`); otherwise nothing is written and the stored ones are returned with a
 * 'changed' refusal, for the editor to show.
 */
export async function saveShiftTemplates(
  db: Firestore,
  facilityId: string,
  templates: ShiftTemplate[],
  seen: ShiftTemplate[],
): Promise<{ saved: true } | { saved: false; current: ShiftTemplate[] }> {
  const ref = doc(db, 'facilities', facilityId);
  return writeOnline(db, () =>
    runTransaction(db, async (tx) => {
      const snap = await tx.get(ref);
      const current = templateList(snap.data()?.shiftTemplates);
      if (JSON.stringify(current) !== JSON.stringify(templateList(seen))) return { saved: false as const, current };
      tx.update(ref, {
        shiftTemplates: templates.map((t) => ({ name: t.name, startTime: t.startTime, endTime: t.endTime })),
      });
      return { saved: true as const };
    }),
  );
}
