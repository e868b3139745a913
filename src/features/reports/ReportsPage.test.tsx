// The reports page with its reads mocked: what it says without a PBJ facility ID, its progress while the quarter is
// read, and the table, totals and counts of a report.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../../app/store';
import { profileLoaded } from '../../lib/redux';
import { FACILITY_DEFAULTS } from '../../domain/defaults';
import { quarterChoices, quarterLabel } from '../../domain/pbj';
import type { PbjQuarter } from './reportsApi';
import ReportsPage from './ReportsPage';

const REPORT: PbjQuarter = {
  rows: [
    { date: '2026-11-01', position: 'CNA', workers: 2, hours: 9 },
    { date: '2026-11-02', position: 'RN', workers: 1, hours: 8.25 },
  ],
  totals: [
    { position: 'RN', hours: 8.25 },
    { position: 'LPN', hours: 0 },
    { position: 'CNA', hours: 9 },
  ],
  entries: [],
  workerIds: ['w1', 'w2', 'w3'],
  leftOut: 2,
  withoutTimes: 0,
  overLimit: [],
  notApproved: 3,
  notApprovedCapped: false,
  read: 5,
};

let release: (r: PbjQuarter) => void = () => {};
vi.mock('../../data/db', () => ({
  withDb: async (load: () => Promise<unknown>) => ({ api: await load(), db: {} }),
}));
vi.mock('./reportsApi', () => ({
  fetchPbjQuarter: (_db: unknown, _f: string, _tz: string, _q: unknown, _now: number, onPage?: (n: number) => void) =>
    new Promise<PbjQuarter>((resolve) => {
      onPage?.(1000);
      release = resolve;
    }),
  fetchHireDates: () => Promise.resolve({}),
}));

afterEach(cleanup);

function setup(pbjFacilityId?: string) {
  const store = makeStore();
  const facility = {
    ...FACILITY_DEFAULTS,
    id: 'maple-grove',
    facilityName: 'Maple Grove',
    facilityState: 'WI',
    ...(pbjFacilityId ? { pbjFacilityId } : {}),
  };
  store.dispatch(
    profileLoaded({ me: null, acting: null, userType: 'facility', facility, company: null, facilities: [] }),
  );
  const reload = () =>
    store.dispatch(
      profileLoaded({ me: null, acting: null, userType: 'facility', facility, company: null, facilities: [] }),
    );
  render(
    <Provider store={store}>
      <MemoryRouter>
        <ReportsPage />
      </MemoryRouter>
    </Provider>,
  );
  return { reload };
}

describe('ReportsPage', () => {
  it('says how many entries it has read, then shows the hours by day, their totals and the counts', async () => {
    setup('WI5678');
    expect(await screen.findByText("Reading the quarter's approved entries: 1000 so far")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PBJ file' })).toBeDisabled();
    await act(async () => release(REPORT));
    const table = screen.getByRole('table', { name: 'Hours by day' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'DatePositionWorkersHours',
      '2026-11-01CNA29.00',
      '2026-11-02RN18.25',
      'Total RN8.25',
      'Total LPN0.00',
      'Total CNA9.00',
    ]);
    expect(screen.getByText('Not approved yet: 3')).toBeInTheDocument();
    expect(screen.getByText(/^2 approved entries of Caregivers left out/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PBJ file' })).toBeEnabled();
    expect(screen.getByLabelText('Quarter')).toHaveDisplayValue(
      quarterLabel(quarterChoices(Date.now(), 'America/Chicago')[0]!),
    );
  });

  it('without a PBJ facility ID says where to set it and keeps the button disabled', async () => {
    setup();
    await screen.findByText("Reading the quarter's approved entries: 1000 so far");
    await act(async () => release(REPORT));
    expect(screen.getByText('Set the PBJ facility ID in the facility profile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PBJ file' })).toBeDisabled();
  });

  it('reads the quarter again when a session change empties the report (the profile loaded again)', async () => {
    const { reload } = setup('WI5678');
    await screen.findByText("Reading the quarter's approved entries: 1000 so far");
    await act(async () => release(REPORT));
    expect(screen.getByText('Not approved yet: 3')).toBeInTheDocument();
    act(() => {
      reload();
    });
    expect(await screen.findByText("Reading the quarter's approved entries: 1000 so far")).toBeInTheDocument();
    await act(async () => release({ ...REPORT, notApproved: 4 }));
    expect(screen.getByText('Not approved yet: 4')).toBeInTheDocument();
  });
});
