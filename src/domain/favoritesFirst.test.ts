import { describe, expect, it } from 'vitest';
import {
  chosenFavoritesFirstHours,
  favoritesFirstAfterEdit,
  favoritesFirstUntil,
  FAVORITES_FIRST_HOURS,
  isFavoritesFirstHours,
  isFavoritesFirstOpen,
} from './favoritesFirst';

const H = 60 * 60 * 1000;
const posted = Date.parse('2026-11-24T15:00:00Z');

describe('favoritesFirstUntil: the window closes hours after posting, never past the start', () => {
  it.each([
    { rule: '2 hours, start two days ahead', hours: 2, start: posted + 48 * H, until: posted + 2 * H },
    { rule: '6 hours', hours: 6, start: posted + 48 * H, until: posted + 6 * H },
    { rule: '12 hours', hours: 12, start: posted + 48 * H, until: posted + 12 * H },
    { rule: '24 hours', hours: 24, start: posted + 48 * H, until: posted + 24 * H },
    {
      rule: '24 hours on a shift starting in 5 hours stops at the start',
      hours: 24,
      start: posted + 5 * H,
      until: posted + 5 * H,
    },
    { rule: 'a window exactly to the start is kept', hours: 2, start: posted + 2 * H, until: posted + 2 * H },
    { rule: 'a shift that has started gets no window', hours: 2, start: posted - H, until: null },
    { rule: 'a shift starting now gets no window', hours: 2, start: posted, until: null },
    { rule: 'no window asked for', hours: null, start: posted + 48 * H, until: null },
    { rule: 'a window that is not offered is ignored', hours: 3, start: posted + 48 * H, until: null },
  ])('$rule', ({ hours, start, until }) => {
    expect(favoritesFirstUntil(posted, start, hours)).toBe(until);
  });
});

describe('isFavoritesFirstOpen: only while the window has not closed', () => {
  it.each([
    { rule: 'no window', until: null, now: posted, open: false },
    { rule: 'before the end', until: posted + H, now: posted, open: true },
    { rule: 'at the end it is closed', until: posted + H, now: posted + H, open: false },
    { rule: 'after the end', until: posted + H, now: posted + 2 * H, open: false },
  ])('$rule', ({ until, now, open }) => {
    expect(isFavoritesFirstOpen({ favoritesFirstUntil: until }, now)).toBe(open);
  });
});

describe('favoritesFirstAfterEdit: an earlier start closes the window at the start', () => {
  it.each([
    { rule: 'no window stays none', until: null, start: posted, out: null },
    { rule: 'a later start keeps the window', until: posted + H, start: posted + 10 * H, out: posted + H },
    { rule: 'an earlier start cuts it', until: posted + 5 * H, start: posted + 3 * H, out: posted + 3 * H },
  ])('$rule', ({ until, start, out }) => {
    expect(favoritesFirstAfterEdit(until, start)).toBe(out);
  });
});

it('offers the four windows of the issue, and only those', () => {
  expect([...FAVORITES_FIRST_HOURS]).toEqual([2, 6, 12, 24]);
  expect(FAVORITES_FIRST_HOURS.every(isFavoritesFirstHours)).toBe(true);
  expect(isFavoritesFirstHours(48)).toBe(false);
  expect(isFavoritesFirstHours('2')).toBe(false);
});

describe('chosenFavoritesFirstHours: the form asks for a window only when the box is checked', () => {
  it.each([
    { rule: 'unchecked asks for none', offer: false, text: '6', out: null },
    { rule: 'checked asks for the chosen hours', offer: true, text: '6', out: 6 },
    { rule: 'checked with a window not offered asks for none', offer: true, text: '5', out: null },
  ])('$rule', ({ offer, text, out }) => {
    expect(chosenFavoritesFirstHours(offer, text)).toBe(out);
  });
});
