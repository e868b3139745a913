import { describe, expect, it } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { FACILITY_DEFAULTS, USER_DEFAULTS as USER } from '../domain/defaults';
import { profileLoaded, signedOut } from '../lib/redux';
import {
  authChanged,
  impersonate,
  membershipChanged,
  selectActingUid,
  selectFacility,
  sessionOver,
  sessionSlice,
} from './sessionSlice';

const makeStore = () => configureStore({ reducer: { session: sessionSlice.reducer } });

const dana = { uid: 'uid-dana', email: 'facility@shiftcover.test', displayName: 'Dana' };

describe('session slice', () => {
  it('takes the team of a membership snapshot, and keeps the rest of the facility as it has it', () => {
    const store = makeStore();
    const facility = { ...FACILITY_DEFAULTS, id: 'mg', ownerId: 'uid-dana', blocklist: ['worker-7'] };
    store.dispatch(
      profileLoaded({ me: null, acting: null, userType: 'facility', facility, company: null, facilities: [] }),
    );
    store.dispatch(
      membershipChanged({ id: 'mg', ownerId: 'uid-dana', adminIds: ['uid-sam'], memberRoles: { 'uid-sam': 'viewer' } }),
    );
    expect(selectFacility(store.getState())).toMatchObject({
      adminIds: ['uid-sam'],
      memberRoles: { 'uid-sam': 'viewer' },
      blocklist: ['worker-7'],
    });
    const before = selectFacility(store.getState());
    store.dispatch(
      membershipChanged({ id: 'mg', ownerId: 'uid-dana', adminIds: ['uid-sam'], memberRoles: { 'uid-sam': 'viewer' } }),
    );
    // the same team again: the same object (no screen renders for it)
    expect(selectFacility(store.getState())).toBe(before);
    store.dispatch(membershipChanged({ id: 'other', ownerId: 'x', adminIds: [], memberRoles: {} }));
    expect(selectFacility(store.getState())).toBe(before);
  });

  it('is unknown until the first auth check, then signed in or out', () => {
    const store = makeStore();
    expect(store.getState().session.status).toBe('unknown');
    store.dispatch(authChanged(dana));
    expect(store.getState().session.status).toBe('signedIn');
    store.dispatch(authChanged(null));
    expect(store.getState().session.status).toBe('signedOut');
  });

  it('keeps the impersonated user id in local storage, and clears it when set to empty', () => {
    const store = makeStore();
    store.dispatch(impersonate('uid-morgan'));
    expect(localStorage.getItem('secretUserId')).toBe('uid-morgan');
    expect(store.getState().session.secretUserId).toBe('uid-morgan');
    store.dispatch(impersonate(''));
    expect(localStorage.getItem('secretUserId')).toBeNull();
    expect(store.getState().session.secretUserId).toBeNull();
  });

  it('acts as the impersonated user only for internal admins', () => {
    const store = makeStore();
    store.dispatch(authChanged({ uid: 'uid-admin', email: 'admin@shiftcover.test', displayName: null }));
    store.dispatch(impersonate('uid-dana'));
    // not (yet) known to be an admin: the signed-in uid
    expect(selectActingUid(store.getState())).toBe('uid-admin');
    store.dispatch(
      profileLoaded({
        me: { ...USER, id: 'uid-admin', userType: 'admin', isAdmin: true },
        acting: null,
        userType: null,
        facility: null,
        company: null,
        facilities: [],
      }),
    );
    expect(selectActingUid(store.getState())).toBe('uid-dana');
  });

  it('forgets the session and the impersonation on sign-out', () => {
    const store = makeStore();
    store.dispatch(authChanged(dana));
    store.dispatch(
      profileLoaded({ me: null, acting: null, userType: 'facility', facility: null, company: null, facilities: [] }),
    );
    store.dispatch(signedOut());
    expect(store.getState().session).toMatchObject({
      status: 'signedOut',
      user: null,
      secretUserId: null,
      userType: null,
    });
  });

  it('ends an impersonation with the session, in the store and in local storage', () => {
    const store = makeStore();
    store.dispatch(authChanged({ uid: 'uid-admin', email: 'admin@shiftcover.test', displayName: null }));
    store.dispatch(impersonate('uid-morgan'));
    store.dispatch(sessionOver());
    expect(store.getState().session.secretUserId).toBeNull();
    expect(localStorage.getItem('secretUserId')).toBeNull();
  });

  it('acts for nobody while nobody is signed in (a sign-out this tab did not make)', () => {
    const store = makeStore();
    store.dispatch(authChanged({ uid: 'uid-admin', email: 'admin@shiftcover.test', displayName: null }));
    store.dispatch(impersonate('uid-morgan'));
    store.dispatch(authChanged(null));
    expect(store.getState().session.secretUserId).toBeNull();
  });
});
