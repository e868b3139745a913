// The insights weeks: what /insights counts, kept per UTC week by a trusted writer (the Cloud Functions of
// functions/src/index.ts, deployed and on the emulators), so that the page reads a period in a dozen documents however
// many shifts and invoices it holds.
//
// facilities/{facilityId}/insightsWeeks/{week} and, for a facility of a company, companies/{companyId}/insightsWeeks/
// {week}: `shifts` maps each shift id to one string, `[facilityId, start, state, position, hours, reason]` as JSON.
// customers/{customerId}/spendWeeks/{week}: `invoices` maps each invoice id to `[created, status, amountDue]`.
// `week` is the UTC Sunday of the week the shift starts or the invoice was created in (coverageWeekOf): it needs
// nothing but the document, and the page counts the entries into the weeks of its own zone.
//
// What an entry keeps is what the figures count (src/domain/insights.ts): posted is an active shift, filled an active
// one a worker claimed (isFree false), hours the approved hours of an active shift, cancelled a cancelled one with its
// reason; a shift of any other status counts nowhere and has no entry.
import { coverageWeekOf } from './coverageWeeks';

/** How a shift counts: active and open, active and claimed, or cancelled. */
type InsightsShiftState = 'open' | 'filled' | 'cancelled';

/** A shift as the insights weeks hold it. */
export interface InsightsShiftEntry {
  facilityId: string;
  /** ms */
  start: number;
  state: InsightsShiftState;
  /** the position of an active shift, as stored (counted by position only when it is one of POSITIONS) */
  position: string | null;
  /** the approved hours of an active shift whose timesheet was approved */
  hours: number | null;
  /** the reason type of a cancelled shift, as stored */
  reason: string | null;
}

/** The stored fields of a shift the writer reads, as plain values (instants in ms). */
export interface InsightsShiftFields {
  facilityIdentifier?: unknown;
  start?: unknown;
  status?: unknown;
  isFree?: unknown;
  nurseType?: unknown;
  timesheetAction?: unknown;
  approvedHours?: unknown;
  cancellationReason?: unknown;
}

const isInstant = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isFacilityId = (v: unknown): v is string => typeof v === 'string' && v !== '' && !v.includes('/');
const textOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** What the insights weeks hold of a stored shift, or null when it counts in no figure (or is deleted). */
export function insightsEntryOf(fields: InsightsShiftFields | null): InsightsShiftEntry | null {
  if (!fields) return null;
  const { facilityIdentifier, start, status } = fields;
  if (!isFacilityId(facilityIdentifier) || !isInstant(start)) return null;
  if (status === 'cancelled') {
    const reason = fields.cancellationReason as { type?: unknown } | null | undefined;
    return {
      facilityId: facilityIdentifier,
      start,
      state: 'cancelled',
      position: null,
      hours: null,
      reason: typeof reason === 'object' && reason !== null ? textOrNull(reason.type) : null,
    };
  }
  if (status !== 'active') return null;
  const approved = fields.timesheetAction === 'approved' && isInstant(fields.approvedHours);
  return {
    facilityId: facilityIdentifier,
    start,
    // claimed only when isFree is explicitly false, as the figures have always counted it
    state: fields.isFree === false ? 'filled' : 'open',
    position: textOrNull(fields.nurseType),
    hours: approved ? (fields.approvedHours as number) : null,
    reason: null,
  };
}

const STATES: readonly unknown[] = ['open', 'filled', 'cancelled'] satisfies InsightsShiftState[];

export function encodeShiftEntry(e: InsightsShiftEntry): string {
  return JSON.stringify([e.facilityId, e.start, e.state, e.position, e.hours, e.reason]);
}

const parsed = (text: unknown): unknown[] | null => {
  if (typeof text !== 'string') return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
};
const isTextOrNull = (v: unknown) => v === null || typeof v === 'string';

/** An insights week's string back as the shift it counts; null when it is not one (never trusted blindly). */
export function decodeShiftEntry(text: unknown): InsightsShiftEntry | null {
  const value = parsed(text);
  if (!value || value.length !== 6) return null;
  const [facilityId, start, state, position, hours, reason] = value;
  if (!isFacilityId(facilityId) || !isInstant(start) || !STATES.includes(state)) return null;
  if (!isTextOrNull(position) || !isTextOrNull(reason) || !(hours === null || isInstant(hours))) return null;
  return {
    facilityId,
    start,
    state: state as InsightsShiftState,
    position: position as string | null,
    hours: hours as number | null,
    reason: reason as string | null,
  };
}

/** An invoice as the spend weeks hold it. */
export interface SpendEntry {
  /** the invoice's `invoice.created`, in seconds */
  created: number;
  status: string;
  /** `invoice.amount_due`, in cents */
  amountDue: number;
}

/** What the spend weeks hold of a stored invoice, or null when it counts in no figure (or is deleted). */
export function spendEntryOf(data: { status?: unknown; invoice?: unknown } | null | undefined): SpendEntry | null {
  if (!data || typeof data.invoice !== 'object' || data.invoice === null) return null;
  const { created, amount_due: amountDue } = data.invoice as { created?: unknown; amount_due?: unknown };
  if (!isInstant(created) || !isInstant(amountDue) || typeof data.status !== 'string') return null;
  return { created, status: data.status, amountDue };
}

export function encodeSpendEntry(e: SpendEntry): string {
  return JSON.stringify([e.created, e.status, e.amountDue]);
}

export function decodeSpendEntry(text: unknown): SpendEntry | null {
  const value = parsed(text);
  if (!value || value.length !== 3) return null;
  const [created, status, amountDue] = value;
  if (!isInstant(created) || typeof status !== 'string' || !isInstant(amountDue)) return null;
  return { created, status, amountDue };
}

/** The UTC week a shift entry is kept in. */
const shiftWeekOf = (e: { start: number }) => coverageWeekOf(e.start);
/** The UTC week an invoice entry is kept in (its created time is in seconds). */
const spendWeekOf = (e: { created: number }) => coverageWeekOf(e.created * 1000);

/** A document of weeks: `collection/{id}/{sub}/{week}`, e.g. facilities/maple-grove/insightsWeeks/2026-11-22. */
export interface WeekDocRef {
  collection: 'facilities' | 'companies' | 'customers';
  id: string;
  week: string;
}

/** One change to a week document: set the entry's string there, or (null) remove the entry from it. */
export interface WeekWrite extends WeekDocRef {
  entry: string | null;
}

export const weekDocPath = (r: WeekDocRef) =>
  `${r.collection}/${r.id}/${r.collection === 'customers' ? 'spendWeeks' : 'insightsWeeks'}/${r.week}`;

/**
 * The writes that bring week documents up to date with one document as it is now: its string in the documents it
 * belongs in now (`current`, empty when it belongs nowhere), and its removal from every other one it may have been in
 * (`seen`: those of before and after each change the writer heard of). The writer always reads the document as it is
 * now, so changes heard twice or out of order end in the same weeks.
 */
export function weekWrites(
  current: readonly WeekDocRef[],
  entry: string | null,
  seen: readonly WeekDocRef[],
): WeekWrite[] {
  const writes = new Map<string, WeekWrite>();
  for (const ref of seen) writes.set(weekDocPath(ref), { ...ref, entry: null });
  if (entry !== null) for (const ref of current) writes.set(weekDocPath(ref), { ...ref, entry });
  return [...writes.values()];
}

/** The week documents a shift entry belongs in: its facility's, and its company's when the facility has one. */
export function shiftWeekDocs(e: InsightsShiftEntry | null, companyId: string | null): WeekDocRef[] {
  if (!e) return [];
  const week = shiftWeekOf(e);
  const facility: WeekDocRef = { collection: 'facilities', id: e.facilityId, week };
  return companyId ? [facility, { collection: 'companies', id: companyId, week }] : [facility];
}

/** The week document an invoice entry belongs in: its customer's. */
export function spendWeekDocs(e: SpendEntry | null, customerId: string): WeekDocRef[] {
  return e ? [{ collection: 'customers', id: customerId, week: spendWeekOf(e) }] : [];
}

/** A week document, whole: `entries` is the map's field (`shifts` or `invoices`). */
export interface WeekDocData {
  path: string;
  data: { week: string; shifts?: Record<string, string>; invoices?: Record<string, string> };
}

/**
 * The insights and spend weeks, whole, of these stored shifts and invoices (a backfill, a seed): each entry in the
 * documents it belongs in. `companyOf` gives a facility's company (null or undefined: none).
 */
export function insightsWeeksOf(
  shifts: Iterable<{ id: string; fields: InsightsShiftFields | null }>,
  companyOf: (facilityId: string) => string | null | undefined,
  invoices: Iterable<{ id: string; customerId: string; data: { status?: unknown; invoice?: unknown } | null }>,
): WeekDocData[] {
  const docs = new Map<string, WeekDocData>();
  const put = (ref: WeekDocRef, field: 'shifts' | 'invoices', id: string, text: string) => {
    const path = weekDocPath(ref);
    let doc = docs.get(path);
    if (!doc) docs.set(path, (doc = { path, data: { week: ref.week } }));
    (doc.data[field] ??= {})[id] = text;
  };
  for (const { id, fields } of shifts) {
    const entry = insightsEntryOf(fields);
    if (!entry) continue;
    for (const ref of shiftWeekDocs(entry, companyOf(entry.facilityId) ?? null)) {
      put(ref, 'shifts', id, encodeShiftEntry(entry));
    }
  }
  for (const { id, customerId, data } of invoices) {
    const entry = spendEntryOf(data);
    for (const ref of spendWeekDocs(entry, customerId)) put(ref, 'invoices', id, encodeSpendEntry(entry!));
  }
  return [...docs.values()];
}

/**
 * The entries of week documents (the `shifts` or `invoices` map of each), decoded, bad ones left out, each id once (a
 * document moved to another week is briefly in both).
 */
export function entriesOf<T>(
  docs: readonly Record<string, unknown>[],
  field: 'shifts' | 'invoices',
  decode: (text: unknown) => T | null,
): T[] {
  const found = new Map<string, T>();
  for (const doc of docs) {
    const map = doc[field];
    if (typeof map !== 'object' || map === null) continue;
    for (const [id, text] of Object.entries(map as Record<string, unknown>)) {
      const entry = decode(text);
      if (entry) found.set(id, entry);
    }
  }
  return [...found.values()];
}

/** The most week documents one read of a period asks for: 12 weeks in a zone overlap at most 14 UTC weeks. */
export const WEEK_DOCS_READ_LIMIT = 14;
