// The writers of the insights and spend weeks against the Firestore emulator, with the real firebase-admin: the
// triggers' handlers (insightsOfShift.run and spendOfInvoice.run, given the snapshots Firestore would send) for a shift
// posted, claimed, moved to another week, cancelled and deleted, at a facility of a company and at one of its own, for
// changes heard twice or out of order and a change the figures do not count; an invoice created, paid and voided; and
// the backfill, which writes the same weeks as the triggers. Project demo-functions-insights, cleared before each test.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeShiftEntry, encodeSpendEntry, insightsEntryOf } from '../../src/domain/insightsWeeks';
import { deliverShiftChange, emulatorProject } from './shiftEvents.test-support';
import { backfillInsightsWeeks, batchesOf, storedInsightsFields } from './insights';
import { insightsOfShift, spendOfInvoice } from './index';

const PROJECT_ID = 'demo-functions-insights';
const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

const project = emulatorProject(PROJECT_ID);
let db: Firestore;
beforeAll(() => {
  db = project.db();
});
beforeEach(async () => {
  await db.doc('facilities/lakeside-north').set({ facilityName: 'Lakeside North', companyId: 'lakeside-health' });
  await db.doc('facilities/maple-grove').set({ facilityName: 'Maple Grove', companyId: null });
});

interface ShiftInput {
  facility?: string;
  start?: string;
  status?: string;
  isFree?: boolean;
  nurseType?: string;
  approvedHours?: number;
  reason?: string;
  description?: string;
}

/** A stored shift as the portal writes it: instants as Timestamps, beside fields the figures ignore. */
function shiftData({ facility = 'lakeside-north', start = '2026-11-25T14:00:00Z', ...rest }: ShiftInput) {
  const from = at(start);
  return {
    facilityIdentifier: facility,
    start: Timestamp.fromMillis(from),
    end: Timestamp.fromMillis(from + 8 * HOUR),
    nurseType: rest.nurseType ?? 'CNA',
    status: rest.status ?? 'active',
    isFree: rest.isFree ?? true,
    description: rest.description ?? 'ignored by the figures',
    ...(rest.approvedHours === undefined ? {} : { timesheetAction: 'approved', approvedHours: rest.approvedHours }),
    ...(rest.reason === undefined ? {} : { cancellationReason: { type: rest.reason, text: null } }),
  };
}
type ShiftData = ReturnType<typeof shiftData>;

/** Writes (or, with null, deletes) a document; resolves to the change Firestore would report. */
async function change(path: string, data: Record<string, unknown> | null) {
  const ref = db.doc(path);
  const before = await ref.get();
  if (data) await ref.set(data);
  else await ref.delete();
  return { id: ref.id, before, after: await ref.get() };
}
type Change = Awaited<ReturnType<typeof change>>;

const deliverShift = (c: Change) => deliverShiftChange(PROJECT_ID, c, 0, insightsOfShift);
const shift = async (id: string, data: ShiftData | null) => {
  const c = await change(`shifts/${id}`, data);
  await deliverShift(c);
  return c;
};
/** An invoice's change, delivered with the customer's id among the event's params. */
async function invoice(id: string, data: Record<string, unknown> | null) {
  const c = await change(`customers/uid-morgan/invoices/${id}`, data);
  const time = new Date().toISOString();
  await (spendOfInvoice.run as (event: unknown) => unknown)({
    specversion: '1.0',
    id: `event-${id}-${time}`,
    source: `//firestore.googleapis.com/projects/${PROJECT_ID}/databases/(default)`,
    type: 'google.cloud.firestore.document.v1.written',
    time,
    project: PROJECT_ID,
    database: '(default)',
    namespace: '(default)',
    document: `customers/uid-morgan/invoices/${id}`,
    params: { customerId: 'uid-morgan', invoiceId: id },
    data: { before: c.before, after: c.after },
  });
}

/** The entries of a week document (`shifts` or `invoices`), or undefined when there is none. */
async function entries(path: string, field = 'shifts') {
  const snap = await db.doc(path).get();
  if (!snap.exists) return undefined;
  return (snap.get(field) as Record<string, string> | undefined) ?? {};
}
const entryOf = (data: ShiftData) => encodeShiftEntry(insightsEntryOf(storedInsightsFields(data))!);

const NORTH = 'facilities/lakeside-north/insightsWeeks';
const COMPANY = 'companies/lakeside-health/insightsWeeks';
const MAPLE = 'facilities/maple-grove/insightsWeeks';

describe('insightsOfShift: each shift in its facility and company week, as it counts', () => {
  it('a posted shift is an open entry in its facility and its company week; a claim makes it filled', async () => {
    const posted = shiftData({});
    await shift('s1', posted);
    const open = JSON.stringify(['lakeside-north', at('2026-11-25T14:00:00Z'), 'open', 'CNA', null, null]);
    expect(await entries(`${NORTH}/2026-11-22`)).toEqual({ s1: open });
    expect(await entries(`${COMPANY}/2026-11-22`)).toEqual({ s1: open });
    await shift('s1', shiftData({ isFree: false, approvedHours: 7.5 }));
    const filled = JSON.stringify(['lakeside-north', at('2026-11-25T14:00:00Z'), 'filled', 'CNA', 7.5, null]);
    expect(await entries(`${NORTH}/2026-11-22`)).toEqual({ s1: filled });
    expect(await entries(`${COMPANY}/2026-11-22`)).toEqual({ s1: filled });
  });

  it('a facility of its own has no company week', async () => {
    await shift('m1', shiftData({ facility: 'maple-grove' }));
    expect(Object.keys((await entries(`${MAPLE}/2026-11-22`)) ?? {})).toEqual(['m1']);
    expect((await db.collection('companies').listDocuments()).length).toBe(0);
  });

  it('a moved start leaves the old week of both and joins the new one; the other shifts stay', async () => {
    const other = shiftData({ start: '2026-11-23T07:00:00Z' });
    await shift('other', other);
    await shift('s1', shiftData({ start: '2026-11-28T23:00:00Z' }));
    const moved = shiftData({ start: '2026-11-29T01:00:00Z' });
    await shift('s1', moved);
    for (const parent of [NORTH, COMPANY]) {
      expect(await entries(`${parent}/2026-11-22`)).toEqual({ other: entryOf(other) });
      expect(await entries(`${parent}/2026-11-29`)).toEqual({ s1: entryOf(moved) });
    }
  });

  it('a cancel keeps its reason; a deleted shift and one of a status the figures skip leave the weeks', async () => {
    await shift('s1', shiftData({}));
    await shift('s2', shiftData({}));
    await shift('s1', shiftData({ status: 'cancelled', reason: 'noLongerNeeded' }));
    expect(JSON.parse((await entries(`${NORTH}/2026-11-22`))!.s1!)).toEqual([
      'lakeside-north',
      at('2026-11-25T14:00:00Z'),
      'cancelled',
      null,
      null,
      'noLongerNeeded',
    ]);
    await shift('s1', null);
    await shift('s2', shiftData({ status: 'draft' }));
    expect(await entries(`${NORTH}/2026-11-22`)).toEqual({});
    expect(await entries(`${COMPANY}/2026-11-22`)).toEqual({});
  });

  it('a change heard twice or out of order ends as the shift is now', async () => {
    const first = await change('shifts/s1', shiftData({ start: '2026-11-25T14:00:00Z' }));
    const second = await change('shifts/s1', shiftData({ start: '2026-12-02T14:00:00Z', isFree: false }));
    await deliverShift(second);
    await deliverShift(first);
    await deliverShift(second);
    const now = entryOf(shiftData({ start: '2026-12-02T14:00:00Z', isFree: false }));
    expect(await entries(`${NORTH}/2026-11-22`)).toEqual({});
    expect(await entries(`${NORTH}/2026-11-29`)).toEqual({ s1: now });
    expect(await entries(`${COMPANY}/2026-11-29`)).toEqual({ s1: now });
  });

  it('a change the figures do not count (the description) writes nothing', async () => {
    const c = await change('shifts/s1', shiftData({}));
    await db.doc(`${NORTH}/2026-11-22`).set({ week: '2026-11-22', shifts: { marker: 'kept as it was' } });
    const edit = await change('shifts/s1', shiftData({ description: 'new words' }));
    await deliverShift(edit);
    expect(await entries(`${NORTH}/2026-11-22`)).toEqual({ marker: 'kept as it was' });
    await deliverShift(c);
    expect(Object.keys((await entries(`${NORTH}/2026-11-22`))!).sort()).toEqual(['marker', 's1']);
  });
});

describe('spendOfInvoice: each invoice in its customer week, as it counts', () => {
  const invoiceData = (created: string, status: string, cents: number) => ({
    status,
    invoice: { created: at(created) / 1000, amount_due: cents, id: 'in_1' },
  });

  it('follows an invoice created, paid and voided, in the week it was created', async () => {
    await invoice('in_1', invoiceData('2026-11-24T10:00:00Z', 'open', 12_000));
    const path = 'customers/uid-morgan/spendWeeks/2026-11-22';
    expect(await entries(path, 'invoices')).toEqual({
      in_1: encodeSpendEntry({ created: at('2026-11-24T10:00:00Z') / 1000, status: 'open', amountDue: 12_000 }),
    });
    await invoice('in_1', invoiceData('2026-11-24T10:00:00Z', 'paid', 12_000));
    expect(JSON.parse((await entries(path, 'invoices'))!.in_1!)).toEqual([
      at('2026-11-24T10:00:00Z') / 1000,
      'paid',
      12_000,
    ]);
    await invoice('in_1', null);
    expect(await entries(path, 'invoices')).toEqual({});
  });
});

describe('backfillInsightsWeeks: every week written whole, as the triggers write them', () => {
  it('writes the weeks of every shift and invoice, and drops entries no document left', async () => {
    const shifts = {
      a: shiftData({}),
      b: shiftData({ start: '2026-11-30T14:00:00Z', isFree: false, approvedHours: 8 }),
      c: shiftData({ facility: 'maple-grove', status: 'cancelled', reason: 'mistake' }),
    };
    for (const [id, data] of Object.entries(shifts)) await db.doc(`shifts/${id}`).set(data);
    await db.doc('customers/uid-morgan/invoices/in_1').set({
      status: 'paid',
      invoice: { created: at('2026-11-24T10:00:00Z') / 1000, amount_due: 500 },
    });
    await db.doc(`${NORTH}/2026-11-22`).set({ week: '2026-11-22', shifts: { gone: 'a stale entry' } });

    const summary = await backfillInsightsWeeks(db);
    expect(summary).toMatchObject({ shiftsRead: 3, invoicesRead: 1, weeks: 6, batches: 1 });
    expect(await entries(`${NORTH}/2026-11-22`)).toEqual({ a: entryOf(shifts.a) });
    expect(await entries(`${COMPANY}/2026-11-22`)).toEqual({ a: entryOf(shifts.a) });
    expect(await entries(`${NORTH}/2026-11-29`)).toEqual({ b: entryOf(shifts.b) });
    expect(await entries(`${COMPANY}/2026-11-29`)).toEqual({ b: entryOf(shifts.b) });
    expect(await entries(`${MAPLE}/2026-11-22`)).toEqual({ c: entryOf(shifts.c) });
    expect(Object.keys((await entries('customers/uid-morgan/spendWeeks/2026-11-22', 'invoices'))!)).toEqual(['in_1']);

    // the triggers write the same
    await db.recursiveDelete(db.collection('facilities').doc('lakeside-north').collection('insightsWeeks'));
    await db.recursiveDelete(db.collection('companies'));
    for (const id of ['a', 'b']) {
      const snap = await db.doc(`shifts/${id}`).get();
      const none = await db.doc('shifts/none').get();
      await deliverShiftChange(PROJECT_ID, { id, before: none, after: snap }, 0, insightsOfShift);
    }
    expect(await entries(`${NORTH}/2026-11-22`)).toEqual({ a: entryOf(shifts.a) });
    expect(await entries(`${COMPANY}/2026-11-29`)).toEqual({ b: entryOf(shifts.b) });
  });
});

describe("batchesOf: the backfill's batches stay under a request's size", () => {
  it('splits by weight (a company week of 80 KB) as well as by count, keeping the order', () => {
    const week = (i: number, bytes: number) => ({
      path: `companies/co/insightsWeeks/w${i}`,
      data: { week: `w${i}`, shifts: { s: 'x'.repeat(bytes) } },
    });
    const heavy = Array.from({ length: 60 }, (_, i) => week(i, 80_000));
    const batches = batchesOf(heavy);
    expect(batches.length).toBeGreaterThan(2);
    expect(batches.flat()).toEqual(heavy);
    for (const batch of batches) expect(JSON.stringify(batch.map((w) => w.data)).length).toBeLessThan(4_194_304 / 2);
    const light = Array.from({ length: 1200 }, (_, i) => week(i, 10));
    expect(batchesOf(light).map((b) => b.length)).toEqual([500, 500, 200]);
  });
});
