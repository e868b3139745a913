// The top bar's Alerts button: the unread count in its name, the alerts newest first, each a link to its
// shift, urgent releases marked. Mounting it starts the listener of the shown user's entries.
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { LazyDropdown } from '../../components/LazyDropdown';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useLive } from '../../lib/useLive';
import { selectActingUid } from '../../session/sessionSlice';
import { alertsRead, selectAlerts, selectAlertsListening, selectUnreadAlerts, watchAlerts } from './alertsSlice';
import { ALLOW_NOTIFICATIONS, alertsLabel, NO_ALERTS, URGENT } from './messages';

const canAsk = () => typeof Notification !== 'undefined' && Notification.permission === 'default';

function AlertsList({ open, close }: { open: boolean; close: () => void }) {
  const dispatch = useAppDispatch();
  const alerts = useAppSelector(selectAlerts);
  const unread = useAppSelector(selectUnreadAlerts);
  const [ask, setAsk] = useState(canAsk);
  // what the open menu shows has been read
  useEffect(() => {
    if (open && unread > 0) dispatch(alertsRead());
  }, [dispatch, open, unread]);
  return (
    <div style={{ minWidth: 280, maxWidth: 360 }}>
      {alerts.length === 0 && <p className="small text-body-secondary px-3 my-1">{NO_ALERTS}</p>}
      {alerts.map((a) => (
        <Link key={a.id} to={`/shift-details/${a.shiftId}`} className="dropdown-item text-wrap" onClick={close}>
          {a.urgent && <span className="badge text-bg-danger me-1">{URGENT}</span>}
          {a.text}
          <span className="d-block small text-body-secondary">
            {new Date(a.at).toLocaleString([], { dateStyle: 'short', timeStyle: 'short' })}
          </span>
        </Link>
      ))}
      {ask && (
        <button
          type="button"
          className="dropdown-item small"
          onClick={() => void Notification.requestPermission().then(() => setAsk(canAsk()))}
        >
          {ALLOW_NOTIFICATIONS}
        </button>
      )}
    </div>
  );
}

export default function AlertsMenu() {
  const dispatch = useAppDispatch();
  const uid = useAppSelector(selectActingUid);
  const unread = useAppSelector(selectUnreadAlerts);
  const listening = useAppSelector(selectAlertsListening);
  useLive(useCallback(() => (uid ? dispatch(watchAlerts(uid)) : () => {}), [dispatch, uid]));
  return (
    <LazyDropdown
      id="alerts-menu"
      label={alertsLabel(unread)}
      // enabled once the listener has answered: from then on an entry raises an alert
      disabled={!listening}
      toggleClassName="text-body position-relative"
      toggle={
        <>
          <span aria-hidden="true">🔔</span>
          {unread > 0 && (
            <span className="badge rounded-pill text-bg-danger ms-1" aria-hidden="true">
              {unread}
            </span>
          )}
        </>
      }
      items={(_, { open, close }) => <AlertsList open={open} close={close} />}
    />
  );
}
