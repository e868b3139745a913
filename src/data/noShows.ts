// The shift reads of /workers' Reliability, apart from shiftWindows.ts so that the other screens' windows
// do not carry them: the facilities' no-shows of the last 90 days, and a worker's latest shift of the list's window.
import { type Firestore, limit, orderBy, Timestamp, where } from 'firebase/firestore';
import { NO_SHOWS_READ } from '../domain/reliabilitySort';
import type { ScopePart } from '../lib/firebase/facilityChunks';
import { endingIn, facilityShifts } from './shifts';

/** Workers' Reliability: the facilities' shifts marked no-shows since `from`, latest mark first. */
export const facilityNoShowsQuery = (db: Firestore, part: ScopePart, from: number) =>
  facilityShifts(
    db,
    part,
    where('noShowAt', '>=', Timestamp.fromMillis(from)),
    orderBy('noShowAt', 'desc'),
    limit(NO_SHOWS_READ),
  );

/** Workers: the worker's latest claimed, active shift of the facilities that ended in [from, to] (their row). */
export const latestRecentShiftQuery = (db: Firestore, part: ScopePart, nurseId: string, from: number, to: number) =>
  facilityShifts(
    db,
    part,
    where('nurseId', '==', nurseId),
    where('isFree', '==', false),
    where('status', '==', 'active'),
    ...endingIn(from, to),
    orderBy('end', 'desc'),
    limit(1),
  );
