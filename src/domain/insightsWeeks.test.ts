import { describe, expect, it } from 'vitest';
import {
  decodeShiftEntry,
  decodeSpendEntry,
  encodeShiftEntry,
  encodeSpendEntry,
  entriesOf,
  insightsEntryOf,
  insightsWeeksOf,
  shiftWeekDocs,
  spendEntryOf,
  weekWrites,
  type InsightsShiftEntry,
  type InsightsShiftFields,
} from './insightsWeeks';

const at = (iso: string) => Date.parse(iso);
const START = at('2026-11-25T14:00:00Z');
const base: InsightsShiftFields = { facilityIdentifier: 'f1', start: START, status: 'active', nurseType: 'RN' };

describe('insightsEntryOf: what a shift counts for', () => {
  it.each<[string, InsightsShiftFields | null, Partial<InsightsShiftEntry> | null]>([
    ['an active open shift is open, with its position', base, { state: 'open', position: 'RN', hours: null }],
    ['claimed when isFree is false', { ...base, isFree: false }, { state: 'filled' }],
    ['open when isFree is absent (never claimed)', { ...base, isFree: undefined }, { state: 'open' }],
    ['open when isFree is true', { ...base, isFree: true }, { state: 'open' }],
    [
      'approved hours with an approved timesheet',
      { ...base, isFree: false, timesheetAction: 'approved', approvedHours: 7.75 },
      { state: 'filled', hours: 7.75 },
    ],
    [
      'no hours when the timesheet is not approved',
      { ...base, timesheetAction: 'rejected', approvedHours: 8 },
      { hours: null },
    ],
    [
      'no hours when they are not a number',
      { ...base, timesheetAction: 'approved', approvedHours: '8' },
      { hours: null },
    ],
    [
      'a cancelled shift keeps its reason, not its position or hours',
      {
        ...base,
        status: 'cancelled',
        cancellationReason: { type: 'census' },
        timesheetAction: 'approved',
        approvedHours: 8,
      },
      { state: 'cancelled', reason: 'census', position: null, hours: null },
    ],
    ['a cancelled shift without a reason', { ...base, status: 'cancelled' }, { state: 'cancelled', reason: null }],
    ['a position that is not one of the four, as stored', { ...base, nurseType: 'MD' }, { position: 'MD' }],
    ['no position when absent', { ...base, nurseType: undefined }, { position: null }],
    ['another status counts nowhere', { ...base, status: 'completed' }, null],
    ['no status counts nowhere', { ...base, status: undefined }, null],
    ['no facility', { ...base, facilityIdentifier: '' }, null],
    ['a facility id that is a path', { ...base, facilityIdentifier: 'a/b' }, null],
    ['no start', { ...base, start: undefined }, null],
    ['a deleted shift', null, null],
  ])('%s', (_rule, fields, expected) => {
    const entry = insightsEntryOf(fields);
    if (expected === null) expect(entry).toBeNull();
    else expect(entry).toMatchObject({ facilityId: 'f1', start: START, ...expected });
  });
});

describe('encodeShiftEntry and decodeShiftEntry: one string a shift', () => {
  it('round-trips', () => {
    const entry = insightsEntryOf({ ...base, isFree: false, timesheetAction: 'approved', approvedHours: 8 })!;
    expect(decodeShiftEntry(encodeShiftEntry(entry))).toEqual(entry);
  });
  it.each([
    ['not a string', 42],
    ['not JSON', '[1,'],
    ['too short', JSON.stringify(['f1', START, 'open', null, null])],
    ['an unknown state', JSON.stringify(['f1', START, 'done', null, null, null])],
    ['hours not a number', JSON.stringify(['f1', START, 'open', null, '8', null])],
    ['a start not a number', JSON.stringify(['f1', 'today', 'open', null, null, null])],
  ])('drops %s', (_what, text) => {
    expect(decodeShiftEntry(text)).toBeNull();
  });
});

describe('spendEntryOf and its string: what an invoice counts for', () => {
  it('keeps the created second, the status and the amount due', () => {
    const entry = spendEntryOf({ status: 'paid', invoice: { created: 1_790_000_000, amount_due: 12_345 } });
    expect(entry).toEqual({ created: 1_790_000_000, status: 'paid', amountDue: 12_345 });
    expect(decodeSpendEntry(encodeSpendEntry(entry!))).toEqual(entry);
  });
  it.each([
    ['no invoice', { status: 'paid' }],
    ['no amount', { status: 'paid', invoice: { created: 1 } }],
    ['no status', { invoice: { created: 1, amount_due: 1 } }],
    ['a deleted invoice', null],
  ])('counts nothing with %s', (_what, data) => {
    expect(spendEntryOf(data)).toBeNull();
  });
});

describe('shiftWeekDocs and weekWrites: the documents a change brings up to date', () => {
  const entry = insightsEntryOf(base)!;
  it('a shift of a company is in its facility week and its company week (UTC Sunday)', () => {
    expect(shiftWeekDocs(entry, 'co')).toEqual([
      { collection: 'facilities', id: 'f1', week: '2026-11-22' },
      { collection: 'companies', id: 'co', week: '2026-11-22' },
    ]);
    expect(shiftWeekDocs(entry, null)).toEqual([{ collection: 'facilities', id: 'f1', week: '2026-11-22' }]);
  });
  it('Saturday 23:59 UTC and Sunday 00:00 UTC are in different weeks', () => {
    const sat = insightsEntryOf({ ...base, start: at('2026-11-28T23:59:00Z') })!;
    const sun = insightsEntryOf({ ...base, start: at('2026-11-29T00:00:00Z') })!;
    expect(shiftWeekDocs(sat, null)[0]!.week).toBe('2026-11-22');
    expect(shiftWeekDocs(sun, null)[0]!.week).toBe('2026-11-29');
  });
  it('sets the entry where it is now and removes it from the weeks heard of', () => {
    const moved = insightsEntryOf({ ...base, start: at('2026-12-02T14:00:00Z') })!;
    const writes = weekWrites(shiftWeekDocs(moved, 'co'), encodeShiftEntry(moved), [
      ...shiftWeekDocs(entry, 'co'),
      ...shiftWeekDocs(moved, 'co'),
    ]);
    expect(writes).toEqual([
      { collection: 'facilities', id: 'f1', week: '2026-11-22', entry: null },
      { collection: 'companies', id: 'co', week: '2026-11-22', entry: null },
      { collection: 'facilities', id: 'f1', week: '2026-11-29', entry: encodeShiftEntry(moved) },
      { collection: 'companies', id: 'co', week: '2026-11-29', entry: encodeShiftEntry(moved) },
    ]);
  });
  it('a deleted shift is removed everywhere it was heard of', () => {
    expect(weekWrites([], null, shiftWeekDocs(entry, null))).toEqual([
      { collection: 'facilities', id: 'f1', week: '2026-11-22', entry: null },
    ]);
  });
});

describe('insightsWeeksOf and entriesOf: the weeks whole, and their entries back', () => {
  it('writes each shift in its facility and company week and each invoice in its customer week', () => {
    const docs = insightsWeeksOf(
      [
        { id: 's1', fields: base },
        { id: 's2', fields: { ...base, facilityIdentifier: 'f2' } },
        { id: 's3', fields: { ...base, status: 'completed' } },
      ],
      (id) => (id === 'f1' ? 'co' : null),
      [{ id: 'in_1', customerId: 'u1', data: { status: 'open', invoice: { created: START / 1000, amount_due: 5 } } }],
    );
    expect(docs.map((d) => [d.path, Object.keys(d.data.shifts ?? d.data.invoices ?? {})])).toEqual([
      ['facilities/f1/insightsWeeks/2026-11-22', ['s1']],
      ['companies/co/insightsWeeks/2026-11-22', ['s1']],
      ['facilities/f2/insightsWeeks/2026-11-22', ['s2']],
      ['customers/u1/spendWeeks/2026-11-22', ['in_1']],
    ]);
  });
  it('reads each id once (a shift briefly in two weeks) and drops what is not an entry', () => {
    const a = encodeShiftEntry(insightsEntryOf(base)!);
    const b = encodeShiftEntry(insightsEntryOf({ ...base, start: START + 7 * 86_400_000 })!);
    const found = entriesOf([{ shifts: { s1: a, bad: 'x' } }, { shifts: { s1: b } }, {}], 'shifts', decodeShiftEntry);
    expect(found).toEqual([decodeShiftEntry(b)]);
  });
});
