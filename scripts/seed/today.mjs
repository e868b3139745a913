// The day of the shift at Maple Grove (/today; DEMO_IDS.shifts.today and noShow), placed from the moment of
// seeding: one shift in each state the recent shifts (Done) do not already give, one whose worker's documents do not
// cover it, and a no-show 20 days before.
import { DAY, floorMin, HOUR, MIN } from './clock.mjs';
import { DEMO_IDS } from './ids.mjs';

/** `make` is shifts.mjs's shift maker: these shifts get their createdAt, notes and History like every other. */
export function mapleTodayShifts(make, now) {
  const at = floorMin(now);
  const ids = DEMO_IDS.shifts.today;
  // Late: claimed, started 40 minutes ago, no clock-in (Mark no-show is offered from 30 minutes)
  make(ids.late, 'maple-grove', {
    start: at - 40 * MIN,
    end: at - 40 * MIN + 8 * HOUR,
    nurseType: 'CNA',
    nurseId: 'worker-3',
    description: 'Day shift - CNA, long-term care',
  });
  // On shift: clocked in 3 minutes after its start two hours ago, not out
  const on = make(ids.onShift, 'maple-grove', {
    start: at - 2 * HOUR,
    end: at + 6 * HOUR,
    nurseType: 'CNA',
    nurseId: 'worker-9',
    description: 'Day shift - CNA, rehab wing',
  });
  on.clockIn = new Date(at - 2 * HOUR + 3 * MIN);
  // Coming: claimed, starting in about 3 hours
  make(ids.coming, 'maple-grove', {
    start: at + 3 * HOUR,
    end: at + 11 * HOUR,
    nurseType: 'Caregiver',
    nurseId: 'worker-1',
    description: 'Evening shift - Caregiver, assisted living',
  });
  // Unfilled: within 24 hours, nobody yet
  make(ids.unfilled, 'maple-grove', {
    start: at + 6 * HOUR,
    end: at + 14 * HOUR,
    nurseType: 'CNA',
    nurseId: null,
    description: 'Evening shift - CNA, memory care',
  });
  // the no-show of the demo's unreliable worker: claimed, never clocked in, marked 40 minutes after the start
  const start = floorMin(now - 20 * DAY);
  const noShow = make(DEMO_IDS.shifts.noShow, 'maple-grove', {
    start,
    end: start + 8 * HOUR,
    nurseType: 'Caregiver',
    nurseId: DEMO_IDS.noShowWorker,
    description: 'Day shift - Caregiver, memory care',
  });
  Object.assign(noShow, { noShowAt: new Date(start + 40 * MIN), noShowBy: 'uid-dana', noShowNote: 'No call, no show' });
  // Coming, with a credential problem: worker-10's BLS expired 10 days before seeding (credentials.mjs); made last,
  // so the other shifts keep their creation times
  make(ids.flagged, 'maple-grove', {
    start: at + 4 * HOUR,
    end: at + 12 * HOUR,
    nurseType: 'RN',
    nurseId: 'worker-10',
    description: 'Evening shift - RN, skilled nursing',
  });
}
