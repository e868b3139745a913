import { describe, expect, it } from 'vitest';
import { SHIFT_DEFAULTS } from '../domain/shiftDefaults';
import type { Shift } from '../domain/types';
import { mergeIntoList, mergePages, SHIFT_PAGE_SIZE } from './shiftsPaging';

const shift = (id: string, createdAt: number): Shift => ({ ...SHIFT_DEFAULTS, id, createdAt });
const many = (prefix: string, n: number, from: number) =>
  Array.from({ length: n }, (_, i) => shift(`${prefix}${i}`, from - i * 10));

describe('constants', () => {
  it('Shift list page size 10', () => expect(SHIFT_PAGE_SIZE).toBe(10));
});

describe('mergePages', () => {
  it('fewer than 10 returned means no more', () => {
    const page = mergePages([many('a', 7, 1000)]);
    expect(page.shifts).toHaveLength(7);
    expect(page.hasMore).toBe(false);
  });
  it('a full page may have more', () => {
    expect(mergePages([many('a', 10, 1000)]).hasMore).toBe(true);
  });
  it('merges the chunks newest first and keeps the newest 10', () => {
    const page = mergePages([many('a', 10, 1000), many('b', 10, 995)]);
    expect(page.shifts).toHaveLength(10);
    expect(page.shifts.map((s) => s.createdAt)).toEqual([1000, 995, 990, 985, 980, 975, 970, 965, 960, 955]);
    expect(page.hasMore).toBe(true);
  });
  it('chunks that together return at least a page may have more', () => {
    expect(mergePages([many('a', 6, 1000), many('b', 5, 995)]).hasMore).toBe(true);
    expect(mergePages([many('a', 6, 1000), many('b', 3, 995)]).hasMore).toBe(false);
  });
});

describe('mergeIntoList', () => {
  it('adds new shifts in createdAt order and keeps each id once', () => {
    const byId = Object.fromEntries([shift('old', 100), shift('mid', 200), shift('new', 300)].map((s) => [s.id, s]));
    expect(mergeIntoList(['mid', 'old'], byId, ['new', 'mid'])).toEqual(['new', 'mid', 'old']);
  });
});
