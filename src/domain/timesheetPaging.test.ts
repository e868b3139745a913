import { describe, expect, it } from 'vitest';
import { countsOf, reloadSize, TIMESHEET_PAGE_SIZE, toApproveCount, weekHasMore } from './timesheetPaging';

describe('weekHasMore', () => {
  it.each([
    ['a short answer is the end of the week', { loaded: 7, lastAsked: 25, lastGot: 7 }, null, false],
    ['a short answer ends it whatever the count says', { loaded: 7, lastAsked: 25, lastGot: 7 }, 30, false],
    ['a full answer with no count may have more', { loaded: 25, lastAsked: 25, lastGot: 25 }, null, true],
    ['a full answer with more counted has more', { loaded: 25, lastAsked: 25, lastGot: 25 }, 26, true],
    ['a full answer that reaches the count is the end', { loaded: 25, lastAsked: 25, lastGot: 25 }, 25, false],
    ['a later page that reaches the count is the end', { loaded: 50, lastAsked: 25, lastGot: 25 }, 50, false],
    ['fewer counted than read (a claim since) is the end', { loaded: 50, lastAsked: 25, lastGot: 25 }, 48, false],
  ])('%s', (_, read, entries, expected) => {
    expect(weekHasMore(read, entries === null ? null : { entries, approved: 0 })).toBe(expected);
  });
});

describe('toApproveCount', () => {
  const listed = [{ timesheetAction: null }, { timesheetAction: 'approved' }, { timesheetAction: 'rejected' }];
  it.each([
    ['the whole week listed: those not approved, rejected ones included', true, { entries: 90, approved: 10 }, 2],
    ['a page listed: the counts of the week', false, { entries: 90, approved: 10 }, 80],
    ['a page listed, no counts yet: those listed', false, null, 2],
    ['counts that disagree never go below none', false, { entries: 3, approved: 5 }, 0],
    ['everything approved', false, { entries: 40, approved: 40 }, 0],
  ])('%s', (_, whole, counts, expected) => {
    expect(toApproveCount(listed, whole, counts)).toBe(expected);
  });
});

describe('reloadSize', () => {
  it.each([
    ['nothing listed: a page', 0, TIMESHEET_PAGE_SIZE],
    ['part of a page listed: a page', 3, TIMESHEET_PAGE_SIZE],
    ['three pages listed: as many again', 3 * TIMESHEET_PAGE_SIZE, 3 * TIMESHEET_PAGE_SIZE],
    ['the whole week listed: the whole week', 913, 913],
  ])('%s', (_, listed, expected) => {
    expect(reloadSize(listed)).toBe(expected);
  });
});

describe('countsOf', () => {
  it.each([
    ['no entries', [], { entries: 0, approved: 0 }],
    [
      'rejected and unacted entries are not approved',
      [{ timesheetAction: 'approved' }, { timesheetAction: 'rejected' }, { timesheetAction: null }],
      { entries: 3, approved: 1 },
    ],
  ])('%s', (_, entries: { timesheetAction: string | null }[], expected) => {
    expect(countsOf(entries)).toEqual(expected);
  });
});
