// /today with its reads mocked, at a company's scale: a window of more rows than a page shows the first page (Late on
// top, then the soonest), counts every row, and reads the names and documents of the workers of the rows shown only;
// Load More shows the next page and reads its workers'.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../../app/store';
import { profileLoaded } from '../../lib/redux';
import { FACILITY_DEFAULTS } from '../../domain/defaults';
import { SHIFT_DEFAULTS } from '../../domain/shiftDefaults';
import type { Facility, Shift } from '../../domain/types';
import TodayPage, { TODAY_PAGE_ROWS } from './TodayPage';

const HALF_HOUR = 1_800_000;
const FACILITY: Facility = { ...FACILITY_DEFAULTS, id: 'north', facilityName: 'North', tz: 'America/Chicago' };
/** 40 shifts of the window, half an hour apart from now on: one of each eight open, the rest claimed by worker-<i>. */
const NOW = Date.now();
const SHIFTS: Shift[] = Array.from({ length: 40 }, (_, i) => ({
  ...SHIFT_DEFAULTS,
  id: `s-${String(i).padStart(2, '0')}`,
  facilityIdentifier: 'north',
  start: NOW + (i + 1) * HALF_HOUR,
  end: NOW + (i + 17) * HALF_HOUR,
  nurseId: i % 8 === 0 ? null : `worker-${i}`,
  isFree: i % 8 === 0,
}));

const namesAsked: string[][] = [];
const documentsAsked: string[][] = [];
vi.mock('../../data/db', () => ({
  withDb: async (load: () => Promise<unknown>) => ({ api: await load(), db: {} }),
}));
vi.mock('../../data/todayWindow', () => ({
  watchToday: (_db: unknown, _scope: unknown, _at: number, onChange: (shifts: Shift[]) => void) => {
    onChange(SHIFTS);
    return () => {};
  },
}));
vi.mock('../../data/users', () => ({
  readWorkerNames: async (_db: unknown, ids: string[]) => {
    namesAsked.push(ids);
    return Object.fromEntries(ids.map((id) => [id, `Name ${id}`]));
  },
}));
vi.mock('../../data/credentials', () => ({
  readCredentials: async (_db: unknown, ids: string[]) => {
    documentsAsked.push(ids);
    return Object.fromEntries(ids.map((id) => [id, []]));
  },
}));

afterEach(cleanup);

const workersOf = (shifts: readonly Shift[]) => shifts.flatMap((s) => (s.nurseId ? [s.nurseId] : [])).sort();

describe('TodayPage with more rows than a page', () => {
  it('shows a page, counts every row, and reads the workers of the rows shown; Load More shows the next', async () => {
    const store = makeStore();
    store.dispatch(
      profileLoaded({
        me: null,
        acting: null,
        userType: 'facility',
        facility: FACILITY,
        company: null,
        facilities: [],
      }),
    );
    render(
      <Provider store={store}>
        <MemoryRouter>
          <TodayPage />
        </MemoryRouter>
      </Provider>,
    );
    const table = await screen.findByRole('table', { name: "Today's shifts" });
    const bodyRows = () => within(table).getAllByRole('row').slice(1);
    expect(bodyRows()).toHaveLength(TODAY_PAGE_ROWS);
    expect(screen.getByText(`Showing ${TODAY_PAGE_ROWS} of ${SHIFTS.length} shifts.`)).toBeInTheDocument();
    // the counts are of every row: 5 open, 35 coming
    expect(screen.getByRole('region', { name: 'Unfilled' })).toHaveTextContent('5');
    expect(screen.getByRole('region', { name: 'Coming' })).toHaveTextContent('35');
    const firstPage = SHIFTS.slice(0, TODAY_PAGE_ROWS);
    await screen.findByRole('link', { name: 'Name worker-1' });
    expect(namesAsked.flat().sort()).toEqual(workersOf(firstPage));
    expect(documentsAsked.flat().sort()).toEqual(workersOf(firstPage));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load More' })));
    expect(bodyRows()).toHaveLength(SHIFTS.length);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    await screen.findByRole('link', { name: 'Name worker-39' });
    expect(namesAsked.flat().sort()).toEqual(workersOf(SHIFTS));
    expect(documentsAsked.flat().sort()).toEqual(workersOf(SHIFTS));
  });
});
