// A second user in the same tab (after a sign-out, or an admin switching whom they act for) sees nothing
// of the first: not in the store, and not in what is kept beside it (submissions, running listeners).
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from './store';
import { actingChanged, signedOut } from '../lib/redux';
import { liveList } from '../lib/liveList';
import { submissionFor } from '../lib/submissions';
import { SHIFT_DEFAULTS } from '../domain/shiftDefaults';
import { firstPageReceived, listWatchStarted } from '../features/shifts/shiftsSlice';
import { calendarSlice } from '../features/calendar/calendarSlice';
import { blocksSlice } from '../features/blocks/blocksSlice';
// every slice checked below joins the store when its module loads (lib/redux addSlice)
import '../features/shifts/shiftsSlice';
import '../features/reviews/reviewsSlice';
import '../features/timesheet/timesheetSlice';
import '../features/invoices/invoicesSlice';
import '../features/impersonation/impersonationSlice';

const FEATURE_SLICES = ['shifts', 'calendar', 'reviews', 'blocks', 'timesheet', 'invoices', 'impersonation'] as const;

describe.each([
  ['the user signs out', signedOut()],
  ['an admin switches the user they act for', actingChanged('another-user')],
])('when %s', (_, ended) => {
  it('the next user starts from empty feature state, new submissions and no running listener', () => {
    const store = makeStore();
    const empty = makeStore().getState();

    // the first user's portal
    store.dispatch(listWatchStarted('maple-grove'));
    const shift = { ...SHIFT_DEFAULTS, id: 's1', createdAt: 1, facilityIdentifier: 'maple-grove' };
    store.dispatch(firstPageReceived({ scope: 'maple-grove', page: { shifts: [shift], hasMore: false } }));
    store.dispatch(calendarSlice.actions.rangeWatchStarted('maple-grove|0|1'));
    store.dispatch(
      calendarSlice.actions.rangeReceived({ key: 'maple-grove|0|1', shifts: [], truncated: false, readAt: 5 }),
    );
    store.dispatch(
      blocksSlice.actions.loadWorkers.fulfilled({ w1: { name: 'Ana Lee', nurseType: 'RN' } }, 'r1', ['w1']),
    );
    expect(store.getState().shifts.byId.s1).toBeDefined();
    const firstTry = submissionFor('shifts', { description: 'same form' }, 2).submission;
    const unsubscribe = vi.fn();
    const onError = vi.fn();
    liveList({ collection: 'shifts', operation: 'watch' }).start((live) => live.keep(unsubscribe), onError);

    store.dispatch(ended);

    for (const name of FEATURE_SLICES) expect(store.getState()[name]).toEqual(empty[name]);
    expect(submissionFor('shifts', { description: 'same form' }, 2).submission.ids).not.toEqual(firstTry.ids);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });
});
