// For the functions' emulator tests: a change of a shift delivered to a shift trigger's handler (coverageOfShift unless
// told) as the runtime delivers it (the CloudEvent of a written document, its before and after snapshots), without the
// decoding (.run).
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { coverageOfShift } from './index';

/** Delivers the change of shift `id` in `project` to the handler, its event sent `ageMs` ago. */
export async function deliverShiftChange(
  project: string,
  { id, before, after }: { id: string; before: DocumentSnapshot; after: DocumentSnapshot },
  ageMs = 0,
  trigger: typeof coverageOfShift = coverageOfShift,
): Promise<void> {
  const time = new Date(Date.now() - ageMs).toISOString();
  await trigger.run({
    specversion: '1.0',
    id: `event-${id}-${time}`,
    source: `//firestore.googleapis.com/projects/${project}/databases/(default)`,
    type: 'google.cloud.firestore.document.v1.written',
    time,
    location: 'us-central1',
    project,
    database: '(default)',
    namespace: '(default)',
    document: `shifts/${id}`,
    params: { shiftId: id },
    data: { before, after },
  });
}
