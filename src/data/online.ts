// The portal reads from the server and writes only when the server answers. Firestore's defaults suit
// offline apps: reads fall back to whatever is cached (an empty list looks like "no shifts") and writes
// queue silently until the connection returns (an endless "Saving..." that may still land after the
// scheduler gave up and tried again, writing twice). Here a lost connection is an error the screen shows.
import {
  disableNetwork,
  doc,
  enableNetwork,
  getAggregateFromServer as sdkGetAggregateFromServer,
  getDocFromServer as sdkGetDocFromServer,
  getDocsFromServer as sdkGetDocsFromServer,
  onSnapshot,
  waitForPendingWrites,
  type AggregateQuerySnapshot,
  type AggregateSpec,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type FirestoreError,
  type Query,
  type QuerySnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { countDocsRead, countOpenListeners } from './convert';
import { inFlightLimit } from '../lib/inFlight';

/** How long a read or the connection check may take before the screen says the server can't be reached. */
export const SERVER_TIMEOUT_MS = 10_000;
/** How long an acknowledged-looking write may take before it is reported as failed. */
const WRITE_TIMEOUT_MS = 30_000;

export class ServerUnavailableError extends Error {
  readonly code = 'unavailable';
  constructor(what: string) {
    super(`The server could not be reached (${what}).`);
    this.name = 'ServerUnavailableError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ServerUnavailableError(what)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// After a lost connection the SDK retries with a backoff of up to a minute; a scheduler who presses
// Retry or Save again should not wait for it, so the next attempt restarts the connection at once.
let connectionLost = false;
// One restart for every caller: a post has several batches in flight, and a read or write that starts while
// another caller has the network disabled would fail at once.
let reconnecting: Promise<void> | null = null;

async function reconnectIfLost(db: Firestore): Promise<void> {
  if (connectionLost) {
    connectionLost = false;
    reconnecting = disableNetwork(db)
      .then(() => enableNetwork(db))
      .finally(() => {
        reconnecting = null;
      });
  }
  if (reconnecting) await reconnecting;
}

/**
 * Restarts the connection now, as the next read or write after a lost connection does, and makes those that start
 * meanwhile wait for it. For a stream known to be broken without the SDK knowing it (the emulator's garbled frames:
 * tests/support/session.ts).
 */
export function restartConnection(db: Firestore): Promise<void> {
  connectionLost = true;
  return reconnectIfLost(db);
}

/**
 * Proves the server answers before a write is handed to the SDK, so nothing is queued offline.
 * The probe may be any document: a permission-denied answer still proves the connection.
 */
async function ensureOnline(db: Firestore, probe?: DocumentReference): Promise<void> {
  await reconnectIfLost(db);
  try {
    await withTimeout(
      sdkGetDocFromServer(probe ?? doc(db, 'connectivity', 'probe')),
      SERVER_TIMEOUT_MS,
      'connection check',
    );
  } catch (error) {
    if ((error as FirestoreError).code === 'permission-denied' || (error as FirestoreError).code === 'not-found')
      return;
    connectionLost = true;
    throw error instanceof ServerUnavailableError ? error : new ServerUnavailableError('connection check');
  }
}

/**
 * A one-shot server read that never waits forever. While the SDK backs off after lost connections (up
 * to a minute) a server read neither answers nor fails: the screen would show its spinner that long.
 */
async function serverRead<T>(db: Firestore, read: () => Promise<T>): Promise<T> {
  await reconnectIfLost(db);
  try {
    return await withTimeout(read(), SERVER_TIMEOUT_MS, 'read');
  } catch (error) {
    const code = (error as FirestoreError).code;
    if (code === 'unavailable' || code === 'deadline-exceeded') connectionLost = true;
    throw error;
  }
}

// The SDK's server reads, bounded by serverRead; the Api modules import these instead of the SDK's.
// Each counts the documents Firestore bills for it (see countDocsRead).
export function getDocFromServer<T extends DocumentData>(ref: DocumentReference<T>): Promise<DocumentSnapshot<T>> {
  return serverRead(ref.firestore, () => sdkGetDocFromServer(ref)).then((snap) => {
    countDocsRead(1);
    return snap;
  });
}
export function getDocsFromServer<T extends DocumentData>(q: Query<T>): Promise<QuerySnapshot<T>> {
  return serverRead(q.firestore, () => sdkGetDocsFromServer(q)).then((snap) => {
    countDocsRead(Math.max(1, snap.size)); // an empty result is billed as one read
    return snap;
  });
}
/**
 * Aggregation queries sent at once. Each is a request of its own (not on the listen stream), and a browser opens at
 * most 6 connections to a host over HTTP/1.1, which the emulator speaks: /insights' 12 weeks start about 85 at once,
 * and those queued in the browser spent their 10 s of SERVER_TIMEOUT_MS waiting for a connection. Held here instead,
 * each one's clock starts when it is sent.
 */
const AGGREGATIONS_IN_FLIGHT = 6;
const aggregationTurn = inFlightLimit(AGGREGATIONS_IN_FLIGHT);

export function getAggregateFromServer<S extends AggregateSpec, T extends DocumentData>(
  q: Query<T>,
  spec: S,
): Promise<AggregateQuerySnapshot<S, T>> {
  return aggregationTurn(() => serverRead(q.firestore, () => sdkGetAggregateFromServer(q, spec))).then((snap) => {
    // billed one read per 1,000 index entries matched (at least one); a count in the spec tells how many matched
    const data = snap.data() as Record<string, unknown>;
    const matched = Object.entries(spec)
      .filter(([, field]) => field.aggregateType === 'count')
      .map(([key]) => Number(data[key]) || 0);
    countDocsRead(Math.max(1, Math.ceil(Math.max(0, ...matched) / 1000)));
    return snap;
  });
}

/**
 * Waits until the writes the SDK still holds (an earlier try's batches that timed out while the connection was down,
 * sent again once it is back) have reached the server or failed, so that a retry looking up what is stored sees them.
 */
export async function earlierWritesSettled(db: Firestore): Promise<void> {
  await ensureOnline(db);
  await withTimeout(waitForPendingWrites(db), WRITE_TIMEOUT_MS, 'earlier writes');
}

/** Runs a write only with the server reachable, and never waits on it forever. */
export async function writeOnline<T>(db: Firestore, write: () => Promise<T>, probe?: DocumentReference): Promise<T> {
  await ensureOnline(db, probe);
  return withTimeout(write(), WRITE_TIMEOUT_MS, 'write');
}

/**
 * Listeners that a long run of writes pauses, and how many runs hold them paused now. Each commit makes the Firestore
 * emulator run every open listener's query on the written collection again over that collection (Firestore matches
 * a write against its listeners by index): on the bench, 63 batches of a post with the shift list open took 45 to
 * 110 s, and 11 to 14 s with no listener on `shifts`. A paused listener keeps what it last showed and reads again when
 * the run ends.
 */
export interface WatchGroup {
  holds: number;
  readonly members: Set<{ pause(): void; resume(): void }>;
}

export const watchGroup = (): WatchGroup => ({ holds: 0, members: new Set() });

/** Runs `run` with the group's listeners paused (a listener started meanwhile waits too); they read again after it. */
export async function whilePaused<T>(group: WatchGroup, run: () => Promise<T>): Promise<T> {
  group.holds += 1;
  if (group.holds === 1) group.members.forEach((watch) => watch.pause());
  try {
    return await run();
  } finally {
    group.holds -= 1;
    if (group.holds === 0) group.members.forEach((watch) => watch.resume());
  }
}

/**
 * onSnapshot that shows server data: cached snapshots pass only once the server has answered, and no
 * server answer within SERVER_TIMEOUT_MS is reported as an error, at first or after the connection
 * dropped (the SDK then turns to its cache and would go on showing data that no longer updates).
 * A server answer after such an error passes as usual, so the screen recovers by itself. In a `group`, it is paused
 * while the group is held (whilePaused): the screen keeps what it showed, and the listener starts again afterwards as
 * at first (its first server answer read whole).
 */
export function watchServer(
  q: Query,
  onNext: (snap: QuerySnapshot) => void,
  onError: (error: Error) => void,
  group?: WatchGroup,
): Unsubscribe;
/** The same for one document (billed one read at the first server answer and at each change). */
export function watchServer(
  q: DocumentReference,
  onNext: (snap: DocumentSnapshot) => void,
  onError: (error: Error) => void,
  group?: WatchGroup,
): Unsubscribe;
export function watchServer(
  q: Query | DocumentReference,
  onNext: (snap: QuerySnapshot & DocumentSnapshot) => void,
  onError: (error: Error) => void,
  group?: WatchGroup,
): Unsubscribe {
  let heardFromServer = false;
  let unsubscribe: Unsubscribe | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reported = false;
  const arm = () => {
    if (timer !== undefined || reported) return;
    timer = setTimeout(() => {
      timer = undefined;
      reported = true;
      connectionLost = true;
      onError(new ServerUnavailableError('live updates'));
    }, SERVER_TIMEOUT_MS);
  };
  const disarm = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  // one signature for both kinds (the overloads above keep each caller's snapshot type)
  const listen = onSnapshot as (
    target: Query | DocumentReference,
    options: { includeMetadataChanges: boolean },
    next: (snap: QuerySnapshot | DocumentSnapshot) => void,
    error: (error: FirestoreError) => void,
  ) => Unsubscribe;
  const subscribe = () =>
    listen(
      q,
      { includeMetadataChanges: true },
      (snap) => {
        if (!snap.metadata.fromCache) {
          // Billed: the whole result at the first server answer (one read when empty), then each document changed.
          // Not docChanges() at first: it is relative to the cached answer before it, which may already hold
          // documents that another listener brought.
          const query = 'docChanges' in snap ? snap : null;
          if (!heardFromServer) countDocsRead(Math.max(1, query ? query.size : 1));
          else if (!snap.metadata.hasPendingWrites) countDocsRead(query ? query.docChanges().length : 1);
          heardFromServer = true;
          reported = false;
          disarm();
        } else {
          arm();
          // a cached (possibly empty) answer before the server's would look like real data
          if (!heardFromServer) return;
        }
        onNext(snap as QuerySnapshot & DocumentSnapshot);
      },
      (error) => {
        disarm();
        onError(error);
      },
    );
  const attach = () => {
    if (stopped || unsubscribe || (group?.holds ?? 0) > 0) return;
    arm();
    const stop = subscribe();
    countOpenListeners(1);
    unsubscribe = () => {
      stop();
      countOpenListeners(-1);
    };
  };
  const detach = () => {
    disarm();
    unsubscribe?.();
    unsubscribe = null;
  };
  const member = {
    pause: () => {
      detach();
      heardFromServer = false;
    },
    resume: () => void reconnectIfLost(q.firestore).then(attach),
  };
  group?.members.add(member);
  void reconnectIfLost(q.firestore).then(attach);
  return () => {
    if (stopped) return;
    stopped = true;
    group?.members.delete(member);
    detach();
  };
}
