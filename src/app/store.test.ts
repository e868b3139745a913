import { describe, expect, expectTypeOf, it } from 'vitest';
import { createSlice } from '@reduxjs/toolkit';
import { addSlice, type AppState } from '../lib/redux';
import { makeStore, type RootState } from './store';

describe('the store', () => {
  it("holds only the session until a feature loads (the signed-out screens carry only auth's)", async () => {
    // this file imports no feature: what the login screen's store holds
    expect(Object.keys(makeStore().getState())).toEqual(['session']);
  });

  it('has exactly the state the slices declare in lib/redux AppState, once every feature has loaded', async () => {
    // features type selectors and getState as AppState without importing the app: addSlice refuses (in `tsc`) a
    // slice whose name or state is not the part it declared
    expectTypeOf<RootState>().toEqualTypeOf<AppState>();
    await Promise.all([
      import('../features/shifts/shiftsSlice'),
      import('../features/invoices/invoicesSlice'),
      import('../features/timesheet/timesheetSlice'),
      import('../features/impersonation/impersonationSlice'),
      import('../features/calendar/calendarSlice'),
      import('../features/reviews/reviewsSlice'),
      import('../features/reviews/reviewsToCompleteSlice'),
      import('../features/blocks/blocksSlice'),
      import('../features/discontent/discontentSlice'),
      import('../features/insights/insightsSlice'),
      import('../features/insights/unfilledSoonSlice'),
      import('../features/workers/workersSlice'),
      import('../features/staffing/staffingSlice'),
      import('../features/today/todaySlice'),
      import('../features/reports/reportsSlice'),
      import('../features/account/accountSlice'),
      import('../features/auth/authSlice'),
      import('../features/company/companySlice'),
      import('../features/history/historySlice'),
      import('../features/workers/favoritesSlice'),
    ]);
    expect(Object.keys(makeStore().getState()).sort()).toEqual([
      'account',
      'auth',
      'blocks',
      'calendar',
      'company',
      'discontent',
      'favorites',
      'history',
      'impersonation',
      'insights',
      'invoices',
      'reports',
      'reviews',
      'reviewsToComplete',
      'session',
      'shifts',
      'staffing',
      'timesheet',
      'today',
      'unfilledSoon',
      'workers',
    ]);
  });

  it('puts a slice that loads after the store was made in its state at once, before any screen selects from it', () => {
    const store = makeStore();
    const late = createSlice({ name: 'lateForTest', initialState: { ready: true }, reducers: {} });
    expect(store.getState()).not.toHaveProperty('lateForTest');
    // a test-only slice: AppState does not declare it, so the typecheck is told so here
    addSlice(late as never);
    expect(store.getState()).toHaveProperty('lateForTest', { ready: true });
  });
});
