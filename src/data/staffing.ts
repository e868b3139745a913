// The staffing plan's needs: facilities/{facilityId}/staffingNeeds/{id}, one document per shift template,
// named by the template's name (needsDocId), holding the template as it was when saved and, per position, the
// workers needed Sunday to Saturday. The rules accept a template the facility has now, the four positions, seven
// whole numbers from 0 to 50 each, written by a member (or an internal admin acting) as themselves.
// Hours per resident day: facilities/{facilityId}/staffingCensus/{Sunday}, a week's census (Sunday to Saturday, whole
// residents or null where none was entered), and facilities/{facilityId}/staffing/plan, the facility's staffing
// document, holding its target hours per resident day (hprdTarget, left out when none is set).
import {
  collection,
  deleteDoc,
  doc,
  type DocumentData,
  type Firestore,
  limit,
  query,
  type QueryDocumentSnapshot,
  serverTimestamp,
  writeBatch,
} from 'firebase/firestore';
import { getDocFromServer, getDocsFromServer, writeOnline } from './online';
import {
  isCensus,
  isHprdTarget,
  isNeed,
  needsDocId,
  NO_CENSUS,
  type TemplateNeeds,
  type WeekCensus,
} from '../domain/staffing';
import { POSITIONS, type NurseType, type ShiftTemplate } from '../domain/types';

/** At most this many needs documents are read: 50 templates (the rules' most) and as many renamed or removed. */
const MAX_NEEDS_DOCS = 100;

const needsCollection = (db: Firestore, facilityId: string) =>
  collection(db, 'facilities', facilityId, 'staffingNeeds');

/** @public (the index test builds it; knip would call it unused) */
export const needsQuery = (db: Firestore, facilityId: string) =>
  query(needsCollection(db, facilityId), limit(MAX_NEEDS_DOCS));

/** A stored document as needs, or null when it holds no template (nothing the portal wrote). */
function toTemplateNeeds(snap: QueryDocumentSnapshot<DocumentData>): TemplateNeeds | null {
  const data = snap.data() as { template?: Partial<ShiftTemplate>; needs?: Record<string, unknown> };
  const t = data.template;
  if (!t || typeof t.name !== 'string' || typeof t.startTime !== 'string' || typeof t.endTime !== 'string') return null;
  const needs: TemplateNeeds['needs'] = {};
  for (const position of POSITIONS) {
    const week = data.needs?.[position];
    if (Array.isArray(week) && week.length === 7 && week.every(isNeed)) needs[position] = week;
  }
  return { template: { name: t.name, startTime: t.startTime, endTime: t.endTime }, needs };
}

/** The facility's stored needs, of its templates now and of those renamed or removed since. */
export async function readNeeds(db: Firestore, facilityId: string): Promise<TemplateNeeds[]> {
  const snap = await getDocsFromServer(needsQuery(db, facilityId));
  return snap.docs.map(toTemplateNeeds).filter((n): n is TemplateNeeds => n !== null);
}

/** The needs of each given template, replacing what was stored for it, in one batch. */
export async function saveNeeds(
  db: Firestore,
  facilityId: string,
  entries: readonly TemplateNeeds[],
  by: string,
): Promise<void> {
  const batch = writeBatch(db);
  for (const { template, needs } of entries) {
    const all = Object.fromEntries(POSITIONS.map((p: NurseType) => [p, [...(needs[p] ?? [0, 0, 0, 0, 0, 0, 0])]]));
    batch.set(doc(needsCollection(db, facilityId), needsDocId(template.name)), {
      template: { name: template.name, startTime: template.startTime, endTime: template.endTime },
      needs: all,
      updatedBy: by,
      updatedAt: serverTimestamp(),
    });
  }
  await writeOnline(db, () => batch.commit());
}

/** Discards the needs of a template renamed or removed (the rules refuse it for a template the facility has). */
export async function discardNeeds(db: Firestore, facilityId: string, templateName: string): Promise<void> {
  await writeOnline(db, () => deleteDoc(doc(needsCollection(db, facilityId), needsDocId(templateName))));
}

const censusDoc = (db: Firestore, facilityId: string, sunday: string) =>
  doc(db, 'facilities', facilityId, 'staffingCensus', sunday);
const planDoc = (db: Firestore, facilityId: string) => doc(db, 'facilities', facilityId, 'staffing', 'plan');

/** The census of the week of `sunday` (YYYY-MM-DD), and the facility's target: what is stored, nulls for none. */
export async function readCensus(
  db: Firestore,
  facilityId: string,
  sunday: string,
): Promise<{ census: WeekCensus; target: number | null }> {
  const [week, plan] = await Promise.all([
    getDocFromServer(censusDoc(db, facilityId, sunday)),
    getDocFromServer(planDoc(db, facilityId)),
  ]);
  const stored: unknown = week.get('census');
  const census = Array.isArray(stored) && stored.length === 7 ? stored.map((n) => (isCensus(n) ? n : null)) : NO_CENSUS;
  const target: unknown = plan.get('hprdTarget');
  return { census, target: isHprdTarget(target) ? target : null };
}

/**
 * The week's census, and, when `target` is given (null: none), the facility's target, in one batch: the week's
 * document is replaced whole, so a day cleared is stored as null.
 */
export async function saveCensus(
  db: Firestore,
  facilityId: string,
  sunday: string,
  census: WeekCensus,
  target: number | null | undefined,
  by: string,
): Promise<void> {
  const batch = writeBatch(db);
  batch.set(censusDoc(db, facilityId, sunday), { census, updatedBy: by, updatedAt: serverTimestamp() });
  if (target !== undefined) {
    batch.set(planDoc(db, facilityId), {
      ...(target === null ? {} : { hprdTarget: target }),
      updatedBy: by,
      updatedAt: serverTimestamp(),
    });
  }
  await writeOnline(db, () => batch.commit());
}
