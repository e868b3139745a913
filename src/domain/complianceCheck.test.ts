import { describe, expect, it } from 'vitest';
import {
  CHECK_PAGE_SHIFTS,
  checkedSoFar,
  checkPages,
  compareCursors,
  pageCheck,
  type CheckCursor,
  type CheckedPage,
  type ClaimedPage,
} from './complianceCheck';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 26, 18);

/** A claimed shift starting `h` hours from NOW, 8 hours long, by `nurseId`. */
const shift = (id: string, h: number, nurseId: string | null) => ({
  id,
  start: NOW + h * HOUR,
  end: NOW + (h + 8) * HOUR,
  nurseId,
});
type S = ReturnType<typeof shift>;
const at = (s: S): CheckCursor => ({ start: s.start, end: s.end, id: s.id });
const c1 = (h: number) => at(shift(`s${h}`, h, 'w'));

describe('pageCheck: a page checks at most 3 shifts of at most 2 workers here', () => {
  const a1 = shift('a1', 1, 'wa');
  const a2 = shift('a2', 2, 'wa');
  const b3 = shift('b3', 3, 'wb');
  const c4 = shift('c4', 4, 'wc');
  const a5 = shift('a5', 5, 'wa');
  const ended = shift('ended', -10, 'wz');
  const open = shift('open', 2, null);
  it.each<{ rule: string; answer: S[]; checked: string[]; next: S | null }>([
    { rule: 'an empty answer: the window is checked', answer: [], checked: [], next: null },
    { rule: 'a short answer: all of it, nothing left', answer: [a1, b3], checked: ['a1', 'b3'], next: null },
    {
      rule: 'a worker counts once, however many shifts',
      answer: [a1, a2, b3],
      checked: ['a1', 'a2', 'b3'],
      next: null,
    },
    {
      rule: 'stops before the shift of a third worker; it begins the next page',
      answer: [a1, b3, c4, a5],
      checked: ['a1', 'b3'],
      next: c4,
    },
    {
      rule: 'stops at the shift cap; the shift past it begins the next page',
      answer: [a1, a2, a5, shift('a6', 6, 'wa')],
      checked: ['a1', 'a2', 'a5'],
      next: shift('a6', 6, 'wa'),
    },
    {
      rule: "an ended shift's worker is not read, so not counted (the shift is)",
      answer: [ended, a1, b3],
      checked: ['ended', 'a1', 'b3'],
      next: null,
    },
    {
      rule: 'a shift without a worker counts as a shift only',
      answer: [open, a1, b3, c4],
      checked: ['open', 'a1', 'b3'],
      next: c4,
    },
  ])('$rule', ({ answer, checked, next }) => {
    const page = pageCheck(answer, NOW, 3, 2);
    expect(page.checked.map((s) => s.id)).toEqual(checked);
    expect(page.next).toEqual(next ? at(next) : null);
  });

  it('the first shift is always checked, so a page always moves on', () => {
    const page = pageCheck([c4, b3], NOW, 1, 1);
    expect(page.checked.map((s) => s.id)).toEqual(['c4']);
  });
});

describe('compareCursors: the query order, start then end then id', () => {
  it.each([
    ['an earlier start first', shift('z', 1, 'w'), shift('a', 2, 'w'), -1],
    ['same start, earlier end first', { ...shift('z', 1, 'w'), end: NOW }, shift('a', 1, 'w'), -1],
    ['same times: by id', shift('a', 1, 'w'), shift('b', 1, 'w'), -1],
    ['itself', shift('a', 1, 'w'), shift('a', 1, 'w'), 0],
  ])('%s', (_, a, b, sign) => {
    expect(Math.sign(compareCursors(a, b))).toBe(sign);
    expect(Math.sign(compareCursors(b, a))).toBe(-sign || 0);
  });
});

describe('checkedSoFar: the pages together, from the window start, without a gap', () => {
  const c = (h: number, id = `s${h}`): CheckCursor => at(shift(id, h, 'w'));
  it.each<{ rule: string; pages: CheckedPage[]; want: ReturnType<typeof checkedSoFar> }>([
    { rule: 'no page answered yet', pages: [], want: { kind: 'none' } },
    { rule: 'the first page reached the end', pages: [{ at: null, next: null }], want: { kind: 'all' } },
    {
      rule: 'the first page stopped before a shift',
      pages: [{ at: null, next: c(5) }],
      want: { kind: 'before', next: c(5) },
    },
    {
      rule: 'a later page begins where the first stopped and goes on',
      pages: [
        { at: null, next: c(5) },
        { at: c(5), next: c(9) },
      ],
      want: { kind: 'before', next: c(9) },
    },
    {
      rule: 'the last page reached the end',
      pages: [
        { at: c(5), next: null },
        { at: null, next: c(5) },
      ],
      want: { kind: 'all' },
    },
    {
      rule: 'a claim shortened the first page: the check stops at the gap',
      pages: [
        { at: null, next: c(4) },
        { at: c(5), next: null },
      ],
      want: { kind: 'before', next: c(4) },
    },
    {
      rule: 'a page asked for at the gap joins both',
      pages: [
        { at: null, next: c(4) },
        { at: c(5), next: null },
        { at: c(4), next: c(7) },
      ],
      want: { kind: 'all' },
    },
    {
      rule: 'a page that reaches less than the ones before takes nothing away',
      pages: [
        { at: null, next: c(9) },
        { at: c(5), next: c(7) },
      ],
      want: { kind: 'before', next: c(9) },
    },
    {
      rule: 'a later page alone, before the first answers: nothing checked from the start',
      pages: [{ at: c(5), next: null }],
      want: { kind: 'none' },
    },
  ])('$rule', ({ pages, want }) => {
    expect(checkedSoFar(pages)).toEqual(want);
  });
});

describe('checkPages: what the pages show together', () => {
  const early = shift('early', -10, 'wz');
  const ids = (r: ReturnType<typeof checkPages<S>>) => r.shifts.map((s) => s.id);
  it.each<{ rule: string; pages: ClaimedPage<S>[]; shifts: string[]; soFar: ReturnType<typeof checkedSoFar>['kind'] }>([
    { rule: 'before the first answer: nothing', pages: [{ at: null, shifts: null }], shifts: [], soFar: 'none' },
    {
      rule: 'an ended shift is checked but not shown',
      pages: [{ at: null, shifts: [early, shift('a', 1, 'wa')] }],
      shifts: ['a'],
      soFar: 'all',
    },
    {
      rule: 'a shift in two pages shows once, in order',
      pages: [
        { at: c1(20), shifts: [shift('s20', 20, 'wb')] },
        { at: null, shifts: [shift('s1', 1, 'wa'), shift('s20', 20, 'wb')] },
      ],
      shifts: ['s1', 's20'],
      soFar: 'all',
    },
    {
      rule: 'a page still loading adds nothing yet',
      pages: [
        { at: null, shifts: Array.from({ length: CHECK_PAGE_SHIFTS + 1 }, (_, i) => shift(`s${i}`, i + 1, 'wa')) },
        { at: c1(CHECK_PAGE_SHIFTS + 1), shifts: null },
      ],
      shifts: Array.from({ length: CHECK_PAGE_SHIFTS }, (_, i) => `s${i}`).sort(),
      soFar: 'before',
    },
  ])('$rule', ({ pages, shifts, soFar }) => {
    const r = checkPages(pages, NOW);
    expect([...ids(r)].sort()).toEqual([...shifts].sort());
    expect(r.soFar.kind).toBe(soFar);
  });
});
