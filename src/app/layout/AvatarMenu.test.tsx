import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../store';
import { profileLoaded } from '../../lib/redux';
import { FACILITY_DEFAULTS } from '../../domain/defaults';
import { AvatarMenu } from './AvatarMenu';

afterEach(cleanup);

function setup(facilityAvatar: string) {
  const store = makeStore();
  const facility = { ...FACILITY_DEFAULTS, id: 'maple-grove', facilityName: 'maple Grove', facilityAvatar };
  store.dispatch(
    profileLoaded({ me: null, acting: null, userType: 'facility', facility, company: null, facilities: [] }),
  );
  const { container } = render(
    <Provider store={store}>
      <MemoryRouter>
        <AvatarMenu />
      </MemoryRouter>
    </Provider>,
  );
  return {
    store,
    facility,
    container,
    toggle: () => screen.getByRole('button', { name: 'Account menu for maple Grove' }),
  };
}

describe('AvatarMenu', () => {
  it('shows the stored avatar', () => {
    const { container } = setup('https://cdn.example.com/a.png');
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/a.png');
  });

  it('shows the first letter when there is no avatar', () => {
    const { container, toggle } = setup('');
    expect(container.querySelector('img')).toBeNull();
    expect(toggle()).toHaveTextContent('M');
  });

  it('shows the first letter when the avatar does not load, and a new avatar when it is changed', () => {
    const { store, facility, container, toggle } = setup('https://blocked.example.com/a.png');
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(toggle()).toHaveTextContent('M');
    act(() => {
      store.dispatch(
        profileLoaded({
          me: null,
          acting: null,
          userType: 'facility',
          facility: { ...facility, facilityAvatar: 'https://cdn.example.com/b.png' },
          company: null,
          facilities: [],
        }),
      );
    });
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/b.png');
  });
});
