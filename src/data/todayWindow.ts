// /today's window, live: for a company's All facilities from its Today window (one document the server keeps:
// src/domain/companyToday.ts), else from the shifts (shiftWindows.ts's two queries). Apart from shiftWindows.ts, which
// the timesheet and compliance load too: the window's reading and its workers' documents load with /today only.
import { doc, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { watchServer } from './online';
import { isPermissionDenied } from '../lib/firebase/denied';
import { companyTodayPath, companyTodayServes, todayShiftsAt, type CompanyTodayData } from '../domain/companyToday';
import { TODAY_AHEAD_MS, TODAY_PAST_MS, TODAY_STILL_ON_MS, TODAY_WINDOW_STEP_MS } from '../domain/today';
import type { Credential } from '../domain/compliance';
import type { Shift } from '../domain/types';
import type { FacilityScope } from '../lib/firebase/facilityChunks';
import { credentialOf } from './credentials';
import { shiftOf, toShift, watchAcrossParts } from './shifts';
import { stillOnQuery, todayWindowQuery } from './shiftWindows';

/** What a company's Today window says of its workers: each one's name, and documents. */
export interface TodayWorkers {
  names: Record<string, string>;
  credentials: Record<string, Credential[]>;
}

/**
 * /today's window as of `at`, live: with a company's `All facilities`, from its Today window (one document, kept by the
 * server: src/domain/companyToday.ts), else, or while that window does not serve `at` (not written yet, out of date,
 * too large, or not yet readable under the rules while a deploy is under way), from the shifts themselves. Either
 * way the same shifts (todayShiftsAt is the shift queries' rule); the window gives its workers' names and documents
 * besides.
 */
export function watchToday(
  db: Firestore,
  scope: FacilityScope,
  at: number,
  onChange: (shifts: Shift[], workers?: TodayWorkers) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  if (scope.companyId === null) return watchTodayShifts(db, scope, at, onChange, onError);
  let fallback: Unsubscribe | null = null;
  const fallBack = () => {
    fallback ??= watchTodayShifts(db, scope, at, onChange, onError);
  };
  const stop = watchServer(
    doc(db, companyTodayPath(scope.companyId)),
    (snap) => {
      const data = snap.data() as Partial<CompanyTodayData> | undefined;
      if (!companyTodayServes(data, at)) return fallBack();
      fallback?.();
      fallback = null;
      const shifts = Object.entries(data?.shifts ?? {}).map(([id, entry]) => shiftOf(id, entry));
      onChange(todayShiftsAt(shifts, at), {
        names: data?.workerNames ?? {},
        credentials: Object.fromEntries(
          Object.entries(data?.workerCredentials ?? {}).map(([id, held]) => [
            id,
            Object.entries(held).flatMap(([credentialId, fields]) => credentialOf(credentialId, fields) ?? []),
          ]),
        ),
      });
    },
    (error) => (isPermissionDenied(error) ? fallBack() : onError(error)),
  );
  return () => {
    stop();
    fallback?.();
  };
}

/**
 * /today's window as of `at` from the shifts: those starting from 12 hours before `at` to 24 hours and
 * TODAY_WINDOW_STEP_MS after it (the screen opens a new window each step, so none is missed meanwhile), and those still
 * clocked in to; reports every shift of them (by id) on each change. Which are in the window at each moment, and their
 * states, the screen decides (domain/today.ts).
 */
function watchTodayShifts(
  db: Firestore,
  scope: FacilityScope,
  at: number,
  onChange: (shifts: Shift[]) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  // the window's lists and the still-on lists, each per part of the scope
  const lists: (Shift[][] | null)[] = [null, null];
  const report = (i: number) => (perPart: Shift[][]) => {
    lists[i] = perPart;
    if (lists.some((l) => l === null)) return;
    const byId = new Map<string, Shift>();
    for (const s of (lists as Shift[][][]).flat(2)) byId.set(s.id, s);
    onChange([...byId.values()]);
  };
  const stops = [
    watchAcrossParts(
      scope,
      (part) => todayWindowQuery(db, part, at - TODAY_PAST_MS, at + TODAY_AHEAD_MS + TODAY_WINDOW_STEP_MS),
      toShift,
      report(0),
      onError,
    ),
    watchAcrossParts(scope, (part) => stillOnQuery(db, part, at - TODAY_STILL_ON_MS), toShift, report(1), onError),
  ];
  return () => stops.forEach((stop) => stop());
}
