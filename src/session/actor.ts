// Who a write is recorded as (the History's `Who`): the signed-in person, never the customer an admin acts for.
import { personName } from '../domain/history';
import type { HistoryActor } from '../data/history';
import { declined } from '../lib/thunkError';
import type { SessionView } from './sessionSlice';

/** The signed-in person's uid and name at the time, from their own user record (the rules accept no other name). */
export function historyActor({ session }: SessionView): HistoryActor {
  const uid = session.user?.uid;
  if (!uid) throw declined('refused');
  return { uid, name: personName(session.me, uid) };
}
