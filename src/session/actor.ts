// Who a write is recorded as (the History's `Who`): the signed-in person, never the customer an admin acts for.
import type { HistoryActor } from '../lib/firebase/history';
import { declined } from '../lib/thunkError';
import type { SessionView } from './sessionSlice';

/** The signed-in person's uid and name at the time (their email when the profile has no name). */
export function historyActor({ session }: SessionView): HistoryActor {
  const uid = session.user?.uid;
  if (!uid) throw declined('refused');
  const name = `${session.me?.firstName ?? ''} ${session.me?.lastName ?? ''}`.trim();
  return { uid, name: name || session.user?.email || uid };
}
