import { describe, expect, it } from 'vitest';
import {
  cancelReasonText,
  changedFields,
  changeText,
  entryText,
  personName,
  workerName,
  type EditedField,
  type HistoryChange,
} from './history';

const fmt = (ms: number) => `t${ms}`;

describe('changedFields: each listed field whose value differs, before and after', () => {
  it.each<{ rule: string; before: Record<string, unknown>; after: Record<string, unknown>; out: HistoryChange[] }>([
    { rule: 'nothing changed', before: { start: 1, description: 'a' }, after: { start: 1, description: 'a' }, out: [] },
    {
      rule: 'a time and a text',
      before: { start: 1, description: 'a' },
      after: { start: 2, description: 'b' },
      out: [
        { field: 'start', before: 1, after: 2 },
        { field: 'description', before: 'a', after: 'b' },
      ],
    },
    {
      rule: 'lists compare by their items',
      before: { additionalRequirements: ['MeD Pass'] },
      after: { additionalRequirements: ['MeD Pass'] },
      out: [],
    },
    {
      rule: 'a list that gains an item',
      before: { additionalRequirements: [] },
      after: { additionalRequirements: ['MeD Pass'] },
      out: [{ field: 'additionalRequirements', before: '', after: 'MeD Pass' }],
    },
    {
      rule: 'a value that was absent',
      before: {},
      after: { favoritesFirstUntil: 5 },
      out: [{ field: 'favoritesFirstUntil', before: null, after: 5 }],
    },
    { rule: 'fields the write leaves alone are left out', before: { start: 1, end: 1 }, after: { start: 1 }, out: [] },
  ])('$rule', ({ before, after, out }) => {
    const fields: EditedField[] = ['start', 'end', 'description', 'additionalRequirements', 'favoritesFirstUntil'];
    expect(changedFields(before, after, fields)).toEqual(out);
  });
});

describe('changeText: a change in words, times in the facility zone', () => {
  it.each<{ rule: string; change: HistoryChange; out: string }>([
    { rule: 'a time', change: { field: 'start', before: 1, after: 2 }, out: 'Start: t1 → t2' },
    { rule: 'a position', change: { field: 'nurseType', before: 'CNA', after: 'RN' }, out: 'Position: CNA → RN' },
    {
      rule: 'an emptied text',
      change: { field: 'additionalnotes', before: 'x', after: '' },
      out: 'Additional notes: x → none',
    },
    { rule: 'a clock time', change: { field: 'clockOut', before: null, after: 3 }, out: 'Clock Out: none → t3' },
    { rule: 'an unknown field keeps its name', change: { field: 'zone', before: 'a', after: 'b' }, out: 'zone: a → b' },
  ])('$rule', ({ change, out }) => {
    expect(changeText(change, fmt)).toBe(out);
  });
});

describe('entryText: the What of each kind', () => {
  it.each<{ rule: string; entry: Parameters<typeof entryText>[0]; worker?: string; out: string }>([
    { rule: 'created', entry: { kind: 'created', changes: [], detail: null }, out: 'Created' },
    {
      rule: 'edited, each change',
      entry: {
        kind: 'edited',
        changes: [
          { field: 'start', before: 1, after: 2 },
          { field: 'nurseType', before: 'CNA', after: 'RN' },
        ],
        detail: null,
      },
      out: 'Edited: Start: t1 → t2; Position: CNA → RN',
    },
    { rule: 'edited with nothing changed', entry: { kind: 'edited', changes: [], detail: null }, out: 'Edited' },
    {
      rule: 'cancelled with its reason',
      entry: { kind: 'cancelled', changes: [], detail: 'Other: census dropped' },
      out: 'Cancelled: Other: census dropped',
    },
    {
      rule: 'approved with its hours',
      entry: { kind: 'approved', changes: [], detail: '8.00 hours' },
      out: 'Hours approved: 8.00 hours',
    },
    {
      rule: 'rejected with its reason',
      entry: { kind: 'rejected', changes: [], detail: 'No-show' },
      out: 'Hours rejected: No-show',
    },
    {
      rule: 'adjusted, before and after',
      entry: { kind: 'adjusted', changes: [{ field: 'clockIn', before: 1, after: 2 }], detail: 'Badge down' },
      out: 'Hours adjusted: Clock In: t1 → t2',
    },
    { rule: 'a review', entry: { kind: 'reviewed', changes: [], detail: '4 of 5' }, out: 'Review submitted: 4 of 5' },
    {
      rule: 'discontent',
      entry: { kind: 'discontent', changes: [], detail: 'Late to work' },
      out: 'Discontent filed: Late to work',
    },
    { rule: 'a favorite added', entry: { kind: 'favorite', changes: [], detail: 'added' }, out: 'Added to favorites' },
    {
      rule: 'a favorite removed, with the worker',
      entry: { kind: 'favorite', changes: [], detail: 'removed' },
      worker: 'Avery Johnson',
      out: 'Removed from favorites (Avery Johnson)',
    },
    {
      rule: 'a worker released by a block',
      entry: { kind: 'released', changes: [], detail: 'No-show' },
      out: 'Worker released: No-show',
    },
  ])('$rule', ({ entry, worker, out }) => {
    expect(entryText(entry, fmt, worker ?? null)).toBe(out);
  });
});

describe('cancelReasonText', () => {
  it.each([
    { reason: { type: 'noLongerNeeded' as const }, out: 'No longer needed' },
    { reason: { type: 'other' as const, details: 'Census dropped' }, out: 'Other: Census dropped' },
  ])('$out', ({ reason, out }) => {
    expect(cancelReasonText(reason)).toBe(out);
  });
});

describe("workerName: a worker's name as the screens list it", () => {
  it.each<[string, Parameters<typeof workerName>[0], string]>([
    ['first and last', { firstName: 'Ana', lastName: 'Lopez' }, 'Ana Lopez'],
    ['first only', { firstName: 'Ana' }, 'Ana'],
    ['last only', { lastName: 'Lopez' }, 'Lopez'],
    ['neither', {}, ''],
    ['no record', undefined, ''],
  ])('%s', (_, record, name) => {
    expect(workerName(record)).toBe(name);
  });
});

describe("personName: the name an entry shows, from the actor's own user record (as the rules compute it)", () => {
  it.each<{ rule: string; record: Parameters<typeof personName>[0]; out: string }>([
    {
      rule: 'first and last name',
      record: { firstName: 'Dana', lastName: 'Whitfield', email: 'd@x.test' },
      out: 'Dana Whitfield',
    },
    { rule: 'the first name alone', record: { firstName: 'Dana', lastName: '', email: 'd@x.test' }, out: 'Dana' },
    {
      rule: 'the last name alone',
      record: { firstName: '', lastName: 'Whitfield', email: 'd@x.test' },
      out: 'Whitfield',
    },
    { rule: 'no name: the email', record: { firstName: '', lastName: '', email: 'd@x.test' }, out: 'd@x.test' },
    { rule: 'names not in the record: the email', record: { email: 'd@x.test' }, out: 'd@x.test' },
    { rule: 'neither name nor email: the uid', record: { firstName: '', lastName: '', email: '' }, out: 'uid-1' },
    { rule: 'no record: the uid (the rules refuse the write)', record: null, out: 'uid-1' },
    { rule: 'spaces are kept, as the rules keep them', record: { firstName: 'Dana ', lastName: 'W' }, out: 'Dana  W' },
  ])('$rule', ({ record, out }) => {
    expect(personName(record, 'uid-1')).toBe(out);
  });
});
