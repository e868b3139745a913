import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AppState } from '../lib/redux';
import { makeStore, type RootState } from './store';

describe('the store', () => {
  it('has exactly the state the slices declare in lib/redux AppState (checked by the typecheck)', () => {
    // features type selectors and getState as AppState without importing the app: a slice missing from the store,
    // or a store slice that did not declare its part, fails `tsc` on this line
    expectTypeOf<RootState>().toEqualTypeOf<AppState>();
    expect(Object.keys(makeStore().getState()).sort()).toEqual([
      'blocks',
      'calendar',
      'discontent',
      'impersonation',
      'insights',
      'invoices',
      'reviews',
      'session',
      'shifts',
      'timesheet',
      'workers',
    ]);
  });
});
