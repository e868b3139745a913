// The user records the portal reads by id, never the whole list: the names (and positions) of workers on shifts,
// reviews, blocks, the calendar and the timesheet, and of portal users (who blocked, who made a favorite, who acted).
import { doc, type Firestore } from 'firebase/firestore';
import { unlessDenied } from '../lib/firebase/denied';
import { getDocFromServer } from './online';
import { plainDoc } from './convert';
import { USER_DEFAULTS } from '../domain/defaults';
import type { UserProfile } from '../domain/types';
import { workerName } from '../domain/history';

export interface WorkerInfo {
  /** 'First Last' */
  name: string;
  nurseType: string;
}

/**
 * Name and position of each id. A record that is missing or closed to the viewer (permission-denied) is
 * left out; any other failure (the server unreachable) fails the whole read.
 */
export async function readWorkers(db: Firestore, ids: Iterable<string>): Promise<Record<string, WorkerInfo>> {
  const unique = [...new Set(ids)].filter(Boolean);
  const entries = await Promise.all(
    unique.map(async (id): Promise<[string, WorkerInfo] | null> => {
      const snap = await unlessDenied(() => getDocFromServer(doc(db, 'user', id)));
      if (!snap?.exists()) return null;
      const d = snap.data();
      return [id, { name: workerName(d), nurseType: String(d.nurseType ?? '') }];
    }),
  );
  return Object.fromEntries(entries.filter((e) => e !== null));
}

/** 'First Last' of each id (workers, or portal users), with readWorkers' rules. */
export async function readWorkerNames(db: Firestore, ids: Iterable<string>): Promise<Record<string, string>> {
  const workers = await readWorkers(db, ids);
  return Object.fromEntries(Object.entries(workers).map(([id, w]) => [id, w.name]));
}

/** A portal user as the admin pickers list them: 'First Last' (or the email), and the email. */
export interface PortalUser {
  id: string;
  name: string;
  email: string;
}

/** The users of these ids that exist. */
export async function readPortalUsers(db: Firestore, ids: readonly string[]): Promise<PortalUser[]> {
  const snaps = await Promise.all(ids.map((id) => getDocFromServer(doc(db, 'user', id))));
  return snaps
    .filter((s) => s.exists())
    .map((s) => {
      const d = s.data()!;
      return {
        id: s.id,
        name: workerName(d) || String(d.email ?? s.id),
        email: String(d.email ?? ''),
      };
    });
}

/** The user's own record (the session's profile), or null when there is none. */
export async function getUserProfile(db: Firestore, uid: string): Promise<UserProfile | null> {
  const snap = await getDocFromServer(doc(db, 'user', uid));
  return snap.exists() ? plainDoc<UserProfile>(snap, USER_DEFAULTS) : null;
}
