// The profile's PBJ facility ID with its writes mocked: a save shows what it wrote without reading the facility again
// (a company's session comes from its directory, which the server updates a moment later), and a save that finds the
// stored ID changed shows the stored one with its message, so the next save writes over it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { profileLoaded } from '../../lib/redux';
import { declined } from '../../lib/thunkError';
import { FACILITY_DEFAULTS } from '../../domain/defaults';
import type { Company, Facility } from '../../domain/types';
import { selectShownFacility } from '../../session/scope';
import { PBJ_ID_CHANGED } from './messages';
import { PbjFacilityIdForm } from './PbjFacilityIdForm';

const write = vi.fn<(db: unknown, id: string, value: string, seen: string) => Promise<Facility>>();
const read = vi.fn<(db: unknown, id: string) => Promise<Facility | null>>();
vi.mock('../../data/db', () => ({
  withDb: async (load: () => Promise<unknown>) => ({ api: await load(), db: {} }),
}));
vi.mock('../../data/account', () => ({
  writePbjFacilityId: (db: unknown, id: string, value: string, seen: string) => write(db, id, value, seen),
}));
vi.mock('../../data/facilities', () => ({ getFacility: (db: unknown, id: string) => read(db, id) }));

const NORTH: Facility = { ...FACILITY_DEFAULTS, id: 'north', facilityName: 'North', facilityState: 'WI' };

beforeEach(() => {
  write.mockReset();
  read.mockReset();
});
afterEach(cleanup);

function setup() {
  const store = makeStore();
  const company = { id: 'co', companyName: 'Co', status: 'active' } as Company;
  store.dispatch(
    profileLoaded({ me: null, acting: null, userType: 'company', facility: null, company, facilities: [NORTH] }),
  );
  render(
    <Provider store={store}>
      <PbjFacilityIdForm />
    </Provider>,
  );
  return { store, field: screen.getByLabelText('PBJ facility ID', { exact: true }) };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Update PBJ facility ID' }));

describe("the profile's PBJ facility ID", () => {
  it('shows what the save wrote, in the field and the session, without reading the facility again', async () => {
    write.mockImplementation(async (_db, _id, value) => ({ ...NORTH, pbjFacilityId: value }));
    const { store, field } = setup();
    fireEvent.change(field, { target: { value: ' WI0001 ' } });
    save();
    await waitFor(() => expect(selectShownFacility(store.getState())?.pbjFacilityId).toBe('WI0001'));
    expect(write).toHaveBeenCalledWith({}, 'north', 'WI0001', '');
    expect(read).not.toHaveBeenCalled();
    expect(field).toHaveProperty('value', 'WI0001');
  });

  it('when the stored one changed: shows it with the message, and the next save is made against it', async () => {
    write.mockRejectedValueOnce(declined('changed'));
    read.mockResolvedValue({ ...NORTH, pbjFacilityId: 'WI0099' });
    const { store, field } = setup();
    fireEvent.change(field, { target: { value: 'WI0001' } });
    save();
    await screen.findByText(PBJ_ID_CHANGED);
    expect(field).toHaveProperty('value', 'WI0099');
    expect(selectShownFacility(store.getState())?.pbjFacilityId).toBe('WI0099');

    write.mockImplementation(async (_db, _id, value) => ({ ...NORTH, pbjFacilityId: value }));
    fireEvent.change(field, { target: { value: 'WI0001' } });
    save();
    await waitFor(() => expect(selectShownFacility(store.getState())?.pbjFacilityId).toBe('WI0001'));
    expect(write).toHaveBeenLastCalledWith({}, 'north', 'WI0001', 'WI0099');
  });
});
