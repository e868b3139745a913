// The top bar's Alerts: the shown user's entries (user/{uid}/alerts, written by the Cloud Functions for each claim,
// release, late worker and no-show of their facilities: data/alertFeed.ts), newest first. What the listener's first
// answer holds happened before the portal opened: listed, not announced. Each entry a later answer adds is unread and,
// as the user's notification choice allows, a toast and (tab hidden, permission given) a browser notification.
import { createAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { addSlice, createAppSlice, profileLoaded, sessionEnded } from '../../lib/redux';
// static: the Alerts' own chunk holds its query (a file of its own cost the dashboard's first load 0.3 KiB)
import { watchAlertFeed } from '../../data/alertFeed';
import { appDb } from '../../data/firestore';
import { liveList } from '../../lib/liveList';
import { toast } from '../../lib/toast';
import { selectActingUser } from '../../session/sessionSlice';
import { alertNotifies, alertText, newAlerts, type AlertEntry } from '../../domain/alerts';
import { UNKNOWN_WORKER } from './messages';

interface AlertItem extends AlertEntry {
  /** what the line and the toast say */
  text: string;
}

interface AlertsState {
  /** newest first */
  items: AlertItem[];
  unread: number;
  /** the listener has answered once: entries from now on are announced */
  listening: boolean;
}

const initialState: AlertsState = { items: [], unread: 0, listening: false };
/** The entries kept while the tab is open (the listener holds the newest few; older ones drop off here). */
const KEPT = 50;

const answered = createAction<{ items: AlertItem[]; added: number }>('alerts/answered');
const listening = createAction<boolean>('alerts/listening');
const liveAlerts = liveList({ collection: 'alerts', operation: 'watchAlerts' });

/** A browser notification, when the user allowed them and the tab is hidden (a toast is seen otherwise). */
function notifyBrowser(text: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  if (document.visibilityState !== 'hidden') return;
  new Notification('ShiftCover', { body: text });
}

/** Starts the Alerts of the user `uid`; returns their stop. */
export function watchAlerts(uid: string): ThunkAction<() => void, unknown, unknown, UnknownAction> {
  return (dispatch, getState) => {
    let seen: Set<string> | null = null;
    liveAlerts.start(
      (live) => {
        live.keep(
          watchAlertFeed(
            appDb(),
            uid,
            (entries) => {
              const added = newAlerts(seen, entries);
              seen = new Set([...(seen ?? []), ...entries.map((e) => e.id)]);
              const items = entries.map((e) => ({ ...e, text: alertText(e, e.workerName || UNKNOWN_WORKER) }));
              dispatch(answered({ items, added: added.length }));
              dispatch(listening(true));
              const choice = selectActingUser(getState() as never)?.notifications;
              for (const entry of added.filter((e) => alertNotifies(e, choice))) {
                const text = alertText(entry, entry.workerName || UNKNOWN_WORKER);
                (entry.kind === 'claimed' ? toast.success : toast.warning)(text);
                notifyBrowser(text);
              }
            },
            live.fail,
          ),
        );
      },
      // a failed listener leaves the alerts as they are: the screens show their own errors
      () => {},
    );
    return () => {
      dispatch(listening(false));
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
      .addCase(answered, (s, a) => {
        // the listener's newest few over what is kept: an entry that left the listener (a newer one came) stays
        const fresh = new Set(a.payload.items.map((i) => i.id));
        s.items = [...a.payload.items, ...s.items.filter((i) => !fresh.has(i.id))]
          .sort((x, y) => y.at - x.at)
          .slice(0, KEPT);
        s.unread = Math.min(s.unread + a.payload.added, s.items.length);
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
