// The History of a shift and the facility's Activity: what each entry says, in words. Pure: the entries come
// from shifts/{id}/history (and the team's from facilities/{id}/history), written by the portal in the batch of the
// change they describe.
import { CANCEL_REASON_LABELS, type CancelReasonType } from './types';
import type { TeamHistoryKind } from './teamHistory';

export const HISTORY_KINDS = [
  'created',
  'edited',
  'cancelled',
  'approved',
  'rejected',
  'adjusted',
  'reviewed',
  'discontent',
  'favorite',
  'released',
  'noShow',
  'reposted',
] as const;
/** A shift's kinds of change (above), or the team's (./teamHistory.ts, which only /activity and /team load). */
export type HistoryKind = (typeof HISTORY_KINDS)[number] | TeamHistoryKind;

/** The `What` filter's names of the kinds. */
export const HISTORY_KIND_LABELS: Record<(typeof HISTORY_KINDS)[number], string> = {
  created: 'Created',
  edited: 'Edited',
  cancelled: 'Cancelled',
  approved: 'Hours approved',
  rejected: 'Hours rejected',
  adjusted: 'Hours adjusted',
  reviewed: 'Review submitted',
  discontent: 'Discontent filed',
  favorite: 'Favorites changed',
  released: 'Worker released',
  noShow: 'Marked no-show',
  reposted: 'Reposted',
};

/** A field's value before and after: times as ms, texts, numbers; null when it had none. */
type HistoryValue = string | number | boolean | null;
export interface HistoryChange {
  field: string;
  before: HistoryValue;
  after: HistoryValue;
}

export interface HistoryEntry {
  id: string;
  kind: HistoryKind;
  shiftId: string;
  facilityId: string;
  /** its shift's company (a team entry's: its facility's, given by the server), which a company's Activity lists by */
  companyId: string | null;
  shiftStart: number;
  shiftDescription: string;
  by: string;
  byName: string;
  /** server time, ms */
  at: number;
  changes: HistoryChange[];
  /** the cancellation's or rejection's reason in words, a favorite's 'added'/'removed', a review's rating */
  detail: string | null;
  /** the worker concerned (rejected, adjusted, reviewed, discontent, favorite, released) */
  workerId: string | null;
}

/**
 * The name a History entry shows for the person who acted (`byName`), from their own user record as it is when they
 * act: first and last name (either alone when the other is empty), else the record's email, else the uid. The rules
 * compute the same from the record (firestore.rules personName) and refuse any other name.
 */
/** A worker's name as the screens list it: 'First Last', '' when the record gives neither. */
export const workerName = (record: { firstName?: unknown; lastName?: unknown } | null | undefined): string =>
  `${String(record?.firstName ?? '')} ${String(record?.lastName ?? '')}`.trim();

export function personName(
  record: { firstName?: string; lastName?: string; email?: string } | null | undefined,
  uid: string,
): string {
  const first = record?.firstName ?? '';
  const last = record?.lastName ?? '';
  const full = first === '' ? last : last === '' ? first : `${first} ${last}`;
  return full || record?.email || uid;
}

/** The fields a change may list, with their names as the History shows them. */
const EDITED_FIELD_LABELS = {
  description: 'Description',
  nurseType: 'Position',
  additionalnotes: 'Additional notes',
  start: 'Start',
  end: 'End',
  additionalRequirements: 'Additional requirements',
  favoritesFirstUntil: 'Favorites first until',
  clockIn: 'Clock In',
  clockOut: 'Clock Out',
} as const;
export type EditedField = keyof typeof EDITED_FIELD_LABELS;
/** What the edit page may change; its History entry lists those that did. */
export const SHIFT_EDIT_FIELDS: readonly EditedField[] = [
  'description',
  'nurseType',
  'additionalnotes',
  'start',
  'end',
  'additionalRequirements',
  'favoritesFirstUntil',
];
const TIME_FIELDS = new Set(['start', 'end', 'favoritesFirstUntil', 'clockIn', 'clockOut']);

type Comparable = Record<string, unknown>;
const asValue = (v: unknown): HistoryValue =>
  v == null ? null : Array.isArray(v) ? v.join(', ') : (v as HistoryValue);

/** Each field of `fields` whose value differs between before and after (lists compared by their items). */
export function changedFields(before: Comparable, after: Comparable, fields: readonly EditedField[]): HistoryChange[] {
  return fields
    .filter((f) => f in after && asValue(before[f]) !== asValue(after[f]))
    .map((field) => ({ field, before: asValue(before[field]), after: asValue(after[field]) }));
}

export function cancelReasonText(reason: { type: CancelReasonType; details?: string }): string {
  const label = CANCEL_REASON_LABELS[reason.type] ?? reason.type;
  return reason.details ? `${label}: ${reason.details}` : label;
}

/** One change in words: 'Start: 11/26/2026 9:00 AM → 11/27/2026 9:00 AM'. */
export function changeText(change: HistoryChange, formatTime: (ms: number) => string): string {
  const show = (v: HistoryValue) =>
    v == null || v === '' ? 'none' : TIME_FIELDS.has(change.field) && typeof v === 'number' ? formatTime(v) : String(v);
  const label = EDITED_FIELD_LABELS[change.field as EditedField] ?? change.field;
  return `${label}: ${show(change.before)} → ${show(change.after)}`;
}

/** The `What` of an entry: its kind, then what changed or why. */
export function entryText(
  entry: Pick<HistoryEntry, 'kind' | 'changes' | 'detail'>,
  formatTime: (ms: number) => string,
  workerName: string | null = null,
): string {
  const label = (HISTORY_KIND_LABELS as Record<string, string>)[entry.kind] ?? entry.kind;
  const who = workerName ? ` (${workerName})` : '';
  const parts = entry.changes.map((c) => changeText(c, formatTime));
  switch (entry.kind) {
    case 'edited':
    case 'adjusted':
      return parts.length ? `${label}${who}: ${parts.join('; ')}` : `${label}${who}`;
    case 'favorite':
      return entry.detail === 'removed' ? `Removed from favorites${who}` : `Added to favorites${who}`;
    default:
      return entry.detail ? `${label}${who}: ${entry.detail}` : `${label}${who}`;
  }
}
