import { describe, expect, it } from 'vitest';
import { chipDotColour, chipText, eventTitle } from './calendarEvent';
import { wallTimeIn } from './zonedTime';

const CHI = 'America/Chicago';
const nineThirty = wallTimeIn('2026-06-10', '09:30', CHI);

describe('chipDotColour', () => {
  it.each([
    ['red when cancelled', { allDay: false, status: 'cancelled', nurseId: 'w1' }, 'red'],
    ['green when a worker is assigned', { allDay: false, status: 'active', nurseId: 'w1' }, 'green'],
    ['grey otherwise', { allDay: false, status: 'active', nurseId: null }, 'grey'],
    ['no dot when the event is all day', { allDay: true, status: 'cancelled', nurseId: 'w1' }, null],
  ])('%s', (_, event, expected) => {
    expect(chipDotColour(event)).toBe(expected);
  });
});

describe('chipText', () => {
  it.each([
    [
      "then the time (h:mm A); then ' Cancelled'",
      { start: nineThirty, status: 'cancelled' },
      'Ann Lee',
      '9:30 AM Cancelled',
    ],
    [
      "then the time (h:mm A); then ' - {worker full name}'",
      { start: nineThirty, status: 'active' },
      'Ann Lee',
      '9:30 AM - Ann Lee',
    ],
    ['only the time when no worker is assigned', { start: nineThirty, status: 'active' }, null, '9:30 AM'],
    ['only the time when the worker name is blank', { start: nineThirty, status: 'active' }, ' ', '9:30 AM'],
  ])('%s', (_, shift, name, expected) => {
    expect(chipText(shift, name, CHI)).toBe(expected);
  });

  it('shows the time in the facility time zone', () => {
    expect(chipText({ start: nineThirty, status: 'active' }, null, 'America/New_York')).toBe('10:30 AM');
  });
});

describe('eventTitle', () => {
  it.each([
    ["title with '(Cancelled)' suffix when status is cancelled", 'Night CNA', 'cancelled', 'Night CNA (Cancelled)'],
    ['title unchanged otherwise', 'Night CNA', 'active', 'Night CNA'],
  ])('%s', (_, description, status, expected) => {
    expect(eventTitle(description, status)).toBe(expected);
  });
});
