import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { profileLoaded, signedOut } from '../../lib/redux';
import { authChanged, impersonate, loadProfile, selectActingUid } from './authSlice';

const dana = { uid: 'uid-dana', email: 'facility@shiftcover.test', displayName: 'Dana' };

describe('auth slice', () => {
  it('is unknown until the first auth check, then signed in or out', () => {
    const store = makeStore();
    expect(store.getState().auth.status).toBe('unknown');
    store.dispatch(authChanged(dana));
    expect(store.getState().auth.status).toBe('signedIn');
    store.dispatch(authChanged(null));
    expect(store.getState().auth.status).toBe('signedOut');
  });

  it('keeps the impersonated user id in local storage, and clears it when set to empty', () => {
    const store = makeStore();
    store.dispatch(impersonate('uid-morgan'));
    expect(localStorage.getItem('secretUserId')).toBe('uid-morgan');
    expect(store.getState().auth.secretUserId).toBe('uid-morgan');
    store.dispatch(impersonate(''));
    expect(localStorage.getItem('secretUserId')).toBeNull();
    expect(store.getState().auth.secretUserId).toBeNull();
  });

  it('acts as the impersonated user only for internal admins', () => {
    const store = makeStore();
    store.dispatch(authChanged({ uid: 'uid-admin', email: 'admin@shiftcover.test', displayName: null }));
    store.dispatch(impersonate('uid-dana'));
    // not (yet) known to be an admin: the signed-in uid
    expect(selectActingUid(store.getState())).toBe('uid-admin');
    // the thunk's own action creator, so a renamed slice or thunk cannot leave this test dispatching nothing
    const profile = {
      me: { id: 'uid-admin', userType: 'admin', isAdmin: true },
      acting: null,
      userType: null,
      facility: null,
      company: null,
      facilities: [],
    } as unknown as Parameters<typeof loadProfile.fulfilled>[0];
    store.dispatch(loadProfile.fulfilled(profile, 'request-1'));
    expect(selectActingUid(store.getState())).toBe('uid-dana');
  });

  it('forgets the session and the impersonation on sign-out', () => {
    const store = makeStore();
    store.dispatch(authChanged(dana));
    store.dispatch(
      profileLoaded({ me: null, acting: null, userType: 'facility', facility: null, company: null, facilities: [] }),
    );
    store.dispatch(signedOut());
    expect(store.getState().auth).toMatchObject({
      status: 'signedOut',
      user: null,
      secretUserId: null,
      userType: null,
    });
  });
});
