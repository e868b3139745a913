import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { COMPANY_DEFAULTS, FACILITY_DEFAULTS } from '../domain/defaults';
import type { Facility } from '../domain/types';
import { actingChanged, profileLoaded, signedOut, type LoadedProfile } from '../lib/redux';
import {
  selectChosenFacilityId,
  selectScope,
  selectShownFacility,
  selectShownFacilityIds,
  selectShownScope,
} from './scope';
import { facilityChosen, selectFacilityChoice, sessionSlice } from './sessionSlice';

const facility = (id: string, facilityName: string): Facility => ({ ...FACILITY_DEFAULTS, id, facilityName });
const [north, south, east] = [
  facility('lakeside-north', 'Lakeside North'),
  facility('lakeside-south', 'Lakeside South'),
  facility('lakeside-east', 'Lakeside East'),
];
const maple = facility('maple-grove', 'Maple Grove Care Center');

const company = (facilities: Facility[], id = 'lakeside-health'): LoadedProfile => ({
  me: null,
  acting: null,
  userType: 'company',
  facility: null,
  company: { ...COMPANY_DEFAULTS, id },
  facilities,
});
const facilityUser: LoadedProfile = {
  me: null,
  acting: null,
  userType: 'facility',
  facility: maple,
  company: null,
  facilities: [],
};

/** A store whose session is that profile's, with `choice` chosen (if any). */
function storeOf(profile: LoadedProfile, choice?: string | null) {
  const store = configureStore({ reducer: { session: sessionSlice.reducer } });
  store.dispatch(profileLoaded(profile));
  if (choice !== undefined) store.dispatch(facilityChosen(choice));
  return store;
}

const lakeside = company([east, north, south]);

describe('the facility choice: what is stored', () => {
  it.each([
    ['nothing chosen is All facilities', lakeside, undefined, null],
    ['a company user chooses one of their facilities', lakeside, 'lakeside-south', 'lakeside-south'],
    ['and All facilities', lakeside, null, null],
    ['a facility outside the company is ignored', lakeside, 'maple-grove', null],
    ['an unknown id is ignored', lakeside, 'no-such-facility', null],
    ['a facility user has no choice to make', facilityUser, 'maple-grove', null],
  ] as const)('%s', (_, profile, choice, stored) => {
    expect(selectFacilityChoice(storeOf(profile, choice).getState())).toBe(stored);
  });

  it('an id outside the company leaves the choice as it was', () => {
    const store = storeOf(lakeside, 'lakeside-east');
    store.dispatch(facilityChosen('maple-grove'));
    expect(selectFacilityChoice(store.getState())).toBe('lakeside-east');
  });

  it.each([
    ['a sign-out', signedOut()],
    ['an admin acting for someone else', actingChanged('uid-someone')],
    ['an admin acting for nobody', actingChanged(null)],
  ])('the session ending with %s forgets it', (_, end) => {
    const store = storeOf(lakeside, 'lakeside-south');
    store.dispatch(end);
    expect(selectFacilityChoice(store.getState())).toBeNull();
  });
});

describe('the facility choice: what the screens show', () => {
  it.each([
    [
      'All facilities: the screens of several show all, those of one the first',
      lakeside,
      null,
      { chosen: null, ids: ['lakeside-east', 'lakeside-north', 'lakeside-south'], one: 'lakeside-east' },
    ],
    [
      'a facility chosen: every screen shows it',
      lakeside,
      'lakeside-south',
      { chosen: 'lakeside-south', ids: ['lakeside-south'], one: 'lakeside-south' },
    ],
    [
      'a facility user: their facility, with no choice',
      facilityUser,
      null,
      { chosen: null, ids: ['maple-grove'], one: 'maple-grove' },
    ],
    ['a company with no facility yet: none', company([]), null, { chosen: null, ids: [], one: null }],
  ] as const)('%s', (_, profile, choice, expected) => {
    const state = storeOf(profile, choice).getState();
    expect({
      chosen: selectChosenFacilityId(state),
      ids: selectShownFacilityIds(state),
      one: selectShownFacility(state)?.id ?? null,
    }).toEqual(expected);
  });

  it('a choice left from a profile before is not shown where it is out of scope', () => {
    const store = storeOf(lakeside, 'lakeside-south');
    store.dispatch(profileLoaded(company([facility('harbor-view', 'Harbor View')], 'harbor-care')));
    const state = store.getState();
    expect(selectChosenFacilityId(state)).toBeNull();
    expect(selectShownFacilityIds(state)).toEqual(['harbor-view']);
    expect(selectShownFacility(state)?.id).toBe('harbor-view');
  });

  it('All facilities stays the choice while a screen of one facility shows the first', () => {
    const state = storeOf(lakeside, null).getState();
    expect(selectShownFacility(state)?.id).toBe('lakeside-east');
    expect(selectFacilityChoice(state)).toBeNull();
  });
});

describe('the scope a screen reads: a company with every facility shown is read by companyId', () => {
  const ALL = ['lakeside-east', 'lakeside-north', 'lakeside-south'];
  it.each([
    [
      'All facilities: the whole company, by companyId',
      lakeside,
      null,
      { facilityIds: ALL, companyId: 'lakeside-health' },
      { facilityIds: ALL, companyId: 'lakeside-health' },
    ],
    [
      'a facility chosen: that facility, by facility (the dashboard cards still cover the company)',
      lakeside,
      'lakeside-south',
      { facilityIds: ['lakeside-south'], companyId: null },
      { facilityIds: ALL, companyId: 'lakeside-health' },
    ],
    [
      'a facility user: their facility, by facility',
      facilityUser,
      null,
      { facilityIds: ['maple-grove'], companyId: null },
      { facilityIds: ['maple-grove'], companyId: null },
    ],
    [
      'a company with no facility yet: nothing to read',
      company([]),
      null,
      { facilityIds: [], companyId: 'lakeside-health' },
      { facilityIds: [], companyId: 'lakeside-health' },
    ],
  ] as const)('%s', (_, profile, choice, shown, whole) => {
    const state = storeOf(profile, choice).getState();
    expect(selectShownScope(state)).toEqual(shown);
    expect(selectScope(state)).toEqual(whole);
  });

  it("stays the same object while the facilities shown stay (a facility's profile changing restarts nothing)", () => {
    const store = storeOf(lakeside, null);
    const before = { shown: selectShownScope(store.getState()), whole: selectScope(store.getState()) };
    store.dispatch(profileLoaded(company([{ ...east, facilityName: 'Lakeside East (renamed)' }, north, south])));
    expect(selectShownScope(store.getState())).toBe(before.shown);
    expect(selectScope(store.getState())).toBe(before.whole);
    store.dispatch(facilityChosen('lakeside-north'));
    expect(selectShownScope(store.getState())).toEqual({ facilityIds: ['lakeside-north'], companyId: null });
  });
});
