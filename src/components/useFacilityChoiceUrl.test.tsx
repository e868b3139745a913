import { configureStore } from '@reduxjs/toolkit';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPANY_DEFAULTS, FACILITY_DEFAULTS } from '../domain/defaults';
import type { Facility } from '../domain/types';
import { profileLoaded, type LoadedProfile } from '../lib/redux';
import { useAppSelector } from '../lib/hooks';
import { facilityChosen, selectFacilityChoice, sessionSlice } from '../session/sessionSlice';
import { useFacilityChoiceUrl } from './useFacilityChoiceUrl';

const facility = (id: string): Facility => ({ ...FACILITY_DEFAULTS, id, facilityName: id });
const lakeside: LoadedProfile = {
  me: null,
  acting: null,
  userType: 'company',
  facility: null,
  company: { ...COMPANY_DEFAULTS, id: 'lakeside-health' },
  facilities: ['lakeside-east', 'lakeside-north', 'lakeside-south'].map(facility),
};
const mapleGrove: LoadedProfile = {
  ...lakeside,
  userType: 'facility',
  company: null,
  facility: facility('maple-grove'),
  facilities: [],
};

/** The frame's part: the screen shows once the hook says so; it shows the URL and the choice, and follows links. */
function Frame({ reads }: { reads: string[] }) {
  const ready = useFacilityChoiceUrl();
  const { pathname, search } = useLocation();
  const choice = useAppSelector(selectFacilityChoice);
  const navigate = useNavigate();
  if (!ready) return <p>waiting</p>;
  // what a screen would read on this render
  reads.push(choice ?? 'all');
  return (
    <>
      <output aria-label="url">{pathname + search}</output>
      <output aria-label="choice">{choice ?? 'All facilities'}</output>
      <button onClick={() => void navigate('/calendar')}>a link naming no facility</button>
    </>
  );
}

function renderAt(url: string, profile: LoadedProfile = lakeside) {
  const store = configureStore({ reducer: { session: sessionSlice.reducer } });
  store.dispatch(profileLoaded(profile));
  const reads: string[] = [];
  const router = createMemoryRouter([{ path: '*', element: <Frame reads={reads} /> }], { initialEntries: [url] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const url_ = () => screen.getByLabelText('url').textContent;
  const choice = () => screen.getByLabelText('choice').textContent;
  return { store, router, reads, url: url_, choice };
}

afterEach(cleanup);

describe('useFacilityChoiceUrl', () => {
  it('a reload or a pasted link chooses the facility it names, before the screen first reads', () => {
    const { url, choice, reads } = renderAt('/today?facility=lakeside-south');
    expect(choice()).toBe('lakeside-south');
    expect(url()).toBe('/today?facility=lakeside-south');
    expect(reads).not.toContain('all');
  });

  it('a facility outside the company is ignored and leaves the URL', () => {
    const { url, choice } = renderAt('/today?facility=maple-grove');
    expect(choice()).toBe('All facilities');
    expect(url()).toBe('/today');
  });

  it('a choice on the screen goes into the URL, the same history entry', () => {
    const { store, router, url } = renderAt('/shifts');
    act(() => void store.dispatch(facilityChosen('lakeside-south')));
    expect(url()).toBe('/shifts?facility=lakeside-south');
    act(() => void store.dispatch(facilityChosen('lakeside-north')));
    expect(url()).toBe('/shifts?facility=lakeside-north');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('All facilities takes the facility out of the URL', () => {
    const { store, url } = renderAt('/today?facility=lakeside-north');
    act(() => void store.dispatch(facilityChosen(null)));
    expect(url()).toBe('/today');
  });

  it('a link that names no facility keeps the choice, and its URL names it', () => {
    const { url, choice } = renderAt('/shifts?facility=lakeside-east');
    act(() => screen.getByRole('button', { name: 'a link naming no facility' }).click());
    expect(choice()).toBe('lakeside-east');
    expect(url()).toBe('/calendar?facility=lakeside-east');
  });

  it('Back to a page of another facility chooses that facility', async () => {
    const { store, router, choice } = renderAt('/shifts?facility=lakeside-east');
    await act(() => router.navigate('/today?facility=lakeside-north'));
    expect(choice()).toBe('lakeside-north');
    await act(() => router.navigate(-1));
    expect(choice()).toBe('lakeside-east');
    expect(selectFacilityChoice(store.getState())).toBe('lakeside-east');
  });

  it("a facility user's URL is left as it is", () => {
    const { url, choice } = renderAt('/today?facility=lakeside-south', mapleGrove);
    expect(url()).toBe('/today?facility=lakeside-south');
    expect(choice()).toBe('All facilities');
  });
});
