// The top bar's Alerts: while the portal is open, every shift listener of the open screens (the dashboard's
// list and urgent card, /today, the calendar...: data/shiftFeed.ts), one listener per facility in scope on its next
// claimed shifts and one on the next unclaimed ones of them all (data/shiftAlerts.ts: a few each, opened anew each
// half hour). Each change of a shift already seen, a claim, a release or a worker becoming late (time passing makes
// that one: a timer looks again when the next shift would turn late) adds an alert, kept while the tab is open, and,
// as the user's notification choice allows, a toast and (tab hidden, permission given) a browser notification.
import { createAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { addSlice, createAppSlice, profileLoaded, sessionEnded } from '../../lib/redux';
import { withDb } from '../../data/db';
import { subscribeShiftFeed } from '../../data/shiftFeed';
// static: the Alerts' own chunk holds its query (a file of its own cost the dashboard's first load 0.3 KiB)
import { watchAlertShifts } from '../../data/shiftAlerts';
import { appDb } from '../../data/firestore';
import { liveList } from '../../lib/liveList';
import { toast } from '../../lib/toast';
import { selectActingUser } from '../../session/sessionSlice';
import { ALERTS_STEP_MS, alertNotifies, alertsOf, alertsWindowFrom, type SeenShifts } from '../../domain/alerts';
import { alertText, nextTodayChange, type AlertFacts, type ShiftAlert } from '../../domain/today';
import type { Shift } from '../../domain/types';
import { UNKNOWN_WORKER } from './messages';

interface AlertItem extends ShiftAlert {
  /** what the entry and the toast say */
  text: string;
}

interface AlertsState {
  /** newest first */
  items: AlertItem[];
  unread: number;
  /** every facility's listener has answered once: changes from now on raise alerts */
  listening: boolean;
}

const initialState: AlertsState = { items: [], unread: 0, listening: false };
/** The entries kept (older ones drop off: the tab may stay open for days). */
const KEPT = 50;
/** setTimeout's longest delay; a later change is looked at after it. */
const MAX_DELAY_MS = 2 ** 31 - 1;

const usersData = () => import('../../data/users');

const raised = createAction<AlertItem[]>('alerts/raised');
const listening = createAction<boolean>('alerts/listening');
const liveAlerts = liveList({ collection: 'shifts', operation: 'watchAlerts' });

const facts = (s: Shift): AlertFacts => ({
  id: s.id,
  status: s.status,
  start: s.start,
  nurseId: s.nurseId ?? null,
  isFree: s.isFree,
  clockIn: s.clockIn,
  clockOut: s.clockOut,
  noShowAt: s.noShowAt,
});

/** A browser notification, when the user allowed them and the tab is hidden (a toast is seen otherwise). */
function notifyBrowser(text: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  if (document.visibilityState !== 'hidden') return;
  new Notification('ShiftCover', { body: text });
}

/**
 * Starts the Alerts: hears the shift feed (what every open shift listener holds, data/shiftFeed.ts) and opens the
 * Alerts' own listeners on the facilities; returns their stop.
 */
export function watchAlerts(ids: readonly string[]): ThunkAction<() => void, unknown, unknown, UnknownAction> {
  return (dispatch, getState) => {
    let seen: SeenShifts | null = null;
    // what each open source holds: time passing (a worker turning late) is judged on these alone, as only a listened
    // shift's clock-in would be seen
    const shown = new Map<number, AlertFacts[]>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let step: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const raise = async (alerts: ShiftAlert[]) => {
      if (!alerts.length) return;
      const { api, db } = await withDb(usersData);
      const names = await api.readWorkerNames(db, new Set(alerts.map((a) => a.workerId)));
      if (stopped) return;
      const items = alerts.map((a) => ({ ...a, text: alertText(a.kind, names[a.workerId] || UNKNOWN_WORKER) }));
      dispatch(raised(items));
      const choice = selectActingUser(getState() as never)?.notifications;
      for (const item of items.filter((a) => alertNotifies(a, choice))) {
        (item.kind === 'claimed' ? toast.success : toast.warning)(item.text);
        notifyBrowser(item.text);
      }
    };
    // a shift seen the first time (every shift of a source's first answer) raises nothing: alertsOf compares with
    // `seen`, whichever source saw it before
    const look = (shifts: AlertFacts[]) => {
      const now = Date.now();
      const result = alertsOf(seen, shifts, now);
      seen = result.seen;
      void raise(result.alerts).catch(() => {});
      clearTimeout(timer);
      const all = [...shown.values()].flat();
      const next = nextTodayChange(all, now);
      if (next !== null && !stopped) timer = setTimeout(() => look(all), Math.min(next - Date.now() + 1, MAX_DELAY_MS));
    };
    const unsubscribe = subscribeShiftFeed(({ source, held, left }) => {
      if (held) shown.set(source, held.map(facts));
      else shown.delete(source);
      look([...(held ?? []), ...left].map(facts));
    });
    // each opening reads at most ALERTS_LIMIT claimed shifts a facility and CLAIMS_LIMIT unclaimed ones for all; the
    // windows move on with the clock
    const open = () => {
      const at = Date.now();
      liveAlerts.start(
        (live) => {
          live.keep(
            watchAlertShifts(appDb(), ids, alertsWindowFrom(at), at, () => dispatch(listening(true)), live.fail),
          );
        },
        // a failed listener leaves the alerts as they are: the screens show their own errors
        () => {},
      );
      step = setTimeout(open, ALERTS_STEP_MS);
    };
    open();
    return () => {
      dispatch(listening(false));
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      clearTimeout(step);
      liveAlerts.stop();
    };
  };
}

const alertsSlice = createAppSlice({
  name: 'alerts',
  initialState,
  reducers: (create) => ({
    alertsRead: create.reducer((state) => {
      state.unread = 0;
    }),
  }),
  extraReducers: (builder) => {
    builder
      .addCase(raised, (s, a) => {
        s.items = [...[...a.payload].reverse(), ...s.items].slice(0, KEPT);
        s.unread = Math.min(s.unread + a.payload.length, KEPT);
      })
      .addCase(listening, (s, a) => {
        s.listening = a.payload;
      })
      .addCase(profileLoaded, () => initialState)
      .addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    selectAlerts: (s) => s.items,
    selectUnreadAlerts: (s) => s.unread,
    selectAlertsListening: (s) => s.listening,
  },
});
addSlice(alertsSlice);

export const { alertsRead } = alertsSlice.actions;
export const { selectAlerts, selectAlertsListening, selectUnreadAlerts } = alertsSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    alerts: AlertsState;
  }
}
