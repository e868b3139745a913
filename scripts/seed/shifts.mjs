// Every shift: Maple Grove's recent, past, future and cancelled ones, the Lakeside facilities', and weeks 6 to 11 back
// for insights. The timesheet's actions on them are in timesheet.mjs, their History entries in history.mjs.
import { CANCEL_REASON_TYPES, COVID_VACCINATION, isMedPassForced, MED_PASS, offersMedPass } from './domain.mjs';
import { DAY, floorMin, HOUR, MIN, templateTimesFrom } from './clock.mjs';
import { DEMO_IDS, WORKER_BY_ID } from './ids.mjs';
import { adjustHours, approveHours, rejectHours } from './timesheet.mjs';
import { mapleTodayShifts } from './today.mjs';

/** Every shift, in the order their createdAt values are handed out (which keeps those values as they were). */
export function demoShifts(clock, facilities, recent) {
  const { make, shifts } = shiftMaker(clock.now, facilities);
  const times = templateTimesFrom(clock);
  mapleRecentShifts(make, recent);
  maplePastShifts(make, times);
  mapleFutureShifts(make, times, clock.now);
  mapleCancelledShifts(make, times, clock.now);
  lakesideShifts(make, times, facilities);
  historyShifts(make, times, facilities);
  mapleTodayShifts(make, clock.now);
  const createdAts = new Set(shifts.map((s) => s.createdAt));
  if (createdAts.size !== shifts.length) throw new Error('seed: shift createdAt values are not distinct');

  return shifts;
}

/** make(id, facilityId, spec) builds a shift and keeps it in `shifts`, numbering them as it goes. */
function shiftMaker(now, facilities) {
  const shifts = [];
  const NOTES = [
    'Park in the staff lot behind building B and check in at the front desk.',
    'Report to the charge nurse on the second floor.',
    'Scrubs required; badge pick-up at reception.',
    'Memory care wing; door code given at check-in.',
    '',
  ];
  let createdSeq = 0;

  /**
   * kind: 'past' (claimed, clocked in and out), 'recent' (same, in the current week),
   *       'future', 'cancelled'; nurseId null means unclaimed
   */
  function makeShift(
    id,
    facilityId,
    { start, end, nurseType, nurseId = null, clocked = false, description, cancelled = null },
  ) {
    const f = facilities[facilityId];
    if (nurseId && WORKER_BY_ID[nurseId].nurseType !== nurseType)
      throw new Error(`${id}: ${nurseId} is not a ${nurseType}`);
    const reqs = [];
    // Med Pass for LPN and RN, and only at Wisconsin facilities (the demo has no Med Pass shift elsewhere)
    if (isMedPassForced(nurseType) && offersMedPass(f)) reqs.push(MED_PASS);
    if (f.requiresCovidVaccination) reqs.push(COVID_VACCINATION);
    const seq = createdSeq++;
    // created a few days before the start (never in the future). The base is a whole minute, so
    // subtracting seq milliseconds keeps every createdAt distinct (ordering by createdAt is stable).
    const createdAt = Math.min(floorMin(start) - 4 * DAY, floorMin(now) - 2 * HOUR) - seq * 7 * MIN - seq;
    // clocked in on time or a few minutes late, never before the start; clocked out at the end
    const clockIn = clocked ? new Date(start + Math.min((seq % 3) * 2 * MIN, floorMin((end - start) / 4))) : null;
    const clockOut = clocked ? new Date(end) : null;
    const shift = {
      id,
      facilityIdentifier: facilityId,
      companyId: f.companyId ?? null,
      description,
      isFree: nurseId === null,
      status: cancelled ? 'cancelled' : 'active',
      start: new Date(start),
      end: new Date(end),
      clockIn,
      clockOut,
      nurseType,
      numberOfNurse: 1,
      additionalRequirements: reqs,
      additionalnotes: NOTES[seq % NOTES.length],
      nurseId,
      createdAt,
      createdBy: f.ownerId,
      isTest: false,
      tz: f.tz,
      hasShiftDiscontent: false,
      cancelledAt: cancelled ? new Date(Math.max(cancelled.at, createdAt + HOUR)) : null, // after its creation
      cancelledBy: cancelled ? f.ownerId : null,
      cancellationReason: cancelled ? cancelled.reason : null,
      timesheetAction: null,
      timesheetActionMadeBy: null,
      timesheetActionMadeAt: null,
    };
    shifts.push(shift);
    return shift;
  }
  return { make: makeShift, shifts };
}

const desc = (tpl, type, area) => `${tpl} shift - ${type}, ${area}`;

/** mg-shift-01..03: the three recent shifts (timesheet entries of this week, awaiting review) */
function mapleRecentShifts(make, recent) {
  const recentSpecs = [
    { nurseType: 'CNA', nurseId: 'worker-3', area: 'rehab wing' },
    { nurseType: 'LPN', nurseId: 'worker-5', area: 'medication rounds' },
    { nurseType: 'RN', nurseId: 'worker-7', area: 'admissions cover' },
  ];
  recent.slots.forEach((slot, i) => {
    const s = recentSpecs[i];
    const shift = make(`mg-shift-0${i + 1}`, 'maple-grove', {
      ...slot,
      nurseType: s.nurseType,
      nurseId: s.nurseId,
      clocked: true,
      description: `Short cover - ${s.nurseType}, ${s.area}`,
    });
    if (DEMO_IDS.shifts.adjusted.includes(shift.id)) adjustHours(shift);
    if (DEMO_IDS.shifts.rejected.includes(shift.id)) rejectHours(shift);
  });
}

/**
 * The timesheet's Adjust hours on mg-shift-02: the worker came 15 minutes before the start (the badge reader was
 * down), stored beside the clock times as the portal writes it (within 12 hours of the shift, at most 16 hours).
 */
/** mg-shift-04: reviewed past shift; mg-shift-05..15: past claimed; 16: past unclaimed */
function maplePastShifts(make, times) {
  const pastSpecs = [
    { daysBack: 3, tpl: 'Day', nurseType: 'CNA', nurseId: 'worker-9', area: 'long-term care' }, // 04 reviewed
    { daysBack: 0, tpl: 'Evening', nurseType: 'Caregiver', nurseId: 'worker-1', area: 'assisted living' },
    { daysBack: 1, tpl: 'Day', nurseType: 'LPN', nurseId: 'worker-6', area: 'skilled nursing' },
    { daysBack: 1, tpl: 'Night', nurseType: 'RN', nurseId: 'worker-7', area: 'night supervisor' },
    { daysBack: 2, tpl: 'Day', nurseType: 'CNA', nurseId: 'worker-3', area: 'long-term care' },
    { daysBack: 4, tpl: 'Evening', nurseType: 'Caregiver', nurseId: 'worker-2', area: 'memory care' },
    { daysBack: 5, tpl: 'Day', nurseType: 'RN', nurseId: 'worker-10', area: 'wound care' },
    { daysBack: 6, tpl: 'Night', nurseType: 'LPN', nurseId: 'worker-5', area: 'skilled nursing' },
    { daysBack: 8, tpl: 'Day', nurseType: 'CNA', nurseId: 'worker-9', area: 'rehab wing' },
    { daysBack: 10, tpl: 'Evening', nurseType: 'Caregiver', nurseId: 'worker-1', area: 'assisted living' },
    { daysBack: 12, tpl: 'Day', nurseType: 'LPN', nurseId: 'worker-6', area: 'medication rounds' },
    { daysBack: 14, tpl: 'Night', nurseType: 'RN', nurseId: 'worker-7', area: 'night supervisor' },
    { daysBack: 2, tpl: 'Evening', nurseType: 'CNA', nurseId: null, area: 'long-term care' }, // 16 expired unclaimed
  ];
  pastSpecs.forEach((s, i) => {
    const n = String(i + 4).padStart(2, '0');
    make(`mg-shift-${n}`, 'maple-grove', {
      ...times.past(s.daysBack, s.tpl),
      nurseType: s.nurseType,
      nurseId: s.nurseId,
      clocked: s.nurseId !== null,
      description: desc(s.tpl, s.nurseType, s.area),
    });
  });
}

/**
 * mg-shift-17..23: future unclaimed; 24..28: future claimed. mg-shift-21 is offered to favorites first: only Maple
 * Grove's favorites may claim it for the next 4 hours (its window as if posted just now).
 */
function mapleFutureShifts(make, times, now) {
  const futureSpecs = [
    { daysAhead: 1, tpl: 'Day', nurseType: 'CNA', nurseId: null, area: 'long-term care' },
    { daysAhead: 2, tpl: 'Evening', nurseType: 'LPN', nurseId: null, area: 'skilled nursing' },
    { daysAhead: 3, tpl: 'Night', nurseType: 'RN', nurseId: null, area: 'night supervisor' },
    { daysAhead: 4, tpl: 'Day', nurseType: 'Caregiver', nurseId: null, area: 'assisted living' },
    { daysAhead: 6, tpl: 'Evening', nurseType: 'CNA', nurseId: null, area: 'memory care' },
    { daysAhead: 9, tpl: 'Day', nurseType: 'RN', nurseId: null, area: 'wound care' },
    { daysAhead: 12, tpl: 'Night', nurseType: 'LPN', nurseId: null, area: 'medication rounds' },
    { daysAhead: 1, tpl: 'Evening', nurseType: 'Caregiver', nurseId: 'worker-2', area: 'memory care' },
    { daysAhead: 2, tpl: 'Day', nurseType: 'RN', nurseId: 'worker-10', area: 'admissions cover' },
    { daysAhead: 3, tpl: 'Day', nurseType: 'CNA', nurseId: 'worker-3', area: 'rehab wing' },
    { daysAhead: 5, tpl: 'Night', nurseType: 'LPN', nurseId: 'worker-6', area: 'skilled nursing' },
    { daysAhead: 7, tpl: 'Evening', nurseType: 'Caregiver', nurseId: 'worker-1', area: 'assisted living' },
  ];
  futureSpecs.forEach((s, i) => {
    const shift = make(`mg-shift-${i + 17}`, 'maple-grove', {
      ...times.future(s.daysAhead, s.tpl),
      nurseType: s.nurseType,
      nurseId: s.nurseId,
      description: desc(s.tpl, s.nurseType, s.area),
    });
    if (shift.id === 'mg-shift-21') {
      shift.favoritesFirstUntil = new Date(Math.min(floorMin(now) + 4 * HOUR, shift.start.getTime()));
    }
  });
}

/** mg-shift-29..31: cancelled (two future, one past), unclaimed when cancelled */
function mapleCancelledShifts(make, times, now) {
  const cancelledSpecs = [
    {
      when: times.future(3, 'Evening'),
      tpl: 'Evening',
      nurseType: 'CNA',
      at: floorMin(now) - 5 * HOUR,
      details: undefined,
    },
    {
      when: times.future(8, 'Day'),
      tpl: 'Day',
      nurseType: 'RN',
      at: floorMin(now) - 26 * HOUR,
      details: 'Census is down this week',
    },
    { when: times.past(3, 'Night'), tpl: 'Night', nurseType: 'Caregiver', at: null, details: undefined },
  ];
  cancelledSpecs.forEach((s, i) => {
    const at = s.at ?? s.when.start - 2 * DAY;
    const reason = s.details ? { type: 'noLongerNeeded', details: s.details } : { type: 'noLongerNeeded' };
    make(`mg-shift-${i + 29}`, 'maple-grove', {
      ...s.when,
      nurseType: s.nurseType,
      description: desc(s.tpl, s.nurseType, 'float pool'),
      cancelled: { at, reason },
    });
  });
}

/** Lakeside facilities: 2 past claimed, 2 future claimed, 2 future unclaimed each */
function lakesideShifts(make, times, facilities) {
  const lakeside = [
    ['ln', 'lakeside-north', ['worker-4', 'worker-8', 'worker-1', 'worker-5']],
    ['ls', 'lakeside-south', ['worker-2', 'worker-6', 'worker-9', 'worker-8']],
    ['le', 'lakeside-east', ['worker-10', 'worker-4', 'worker-7', 'worker-2']],
  ];
  for (const [prefix, facilityId, crew] of lakeside) {
    const w = crew.map((id) => WORKER_BY_ID[id]);
    const specs = [
      { t: times.past(2, 'Day'), tpl: 'Day', worker: w[0], clocked: true },
      { t: times.past(5, 'Night'), tpl: 'Night', worker: w[1], clocked: true },
      { t: times.future(2, 'Evening'), tpl: 'Evening', worker: w[2] },
      { t: times.future(4, 'Day'), tpl: 'Day', worker: w[3] },
      { t: times.future(1, 'Day'), tpl: 'Day', nurseType: 'CNA' },
      { t: times.future(6, 'Night'), tpl: 'Night', nurseType: 'RN' },
    ];
    specs.forEach((s, i) => {
      const nurseType = s.worker ? s.worker.nurseType : s.nurseType;
      make(`${prefix}-shift-0${i + 1}`, facilityId, {
        ...s.t,
        nurseType,
        nurseId: s.worker ? s.worker.id : null,
        clocked: !!s.clocked,
        description: desc(s.tpl, nurseType, facilities[facilityId].facilityName),
      });
    });
  }
}

// ---- history: weeks 6 to 11 back, so insights' 12 weeks have something to show ---------------
// Older than any calendar month grid that shows today (at most 36 days back) and than every other seeded shift, so no
// screen test meets them; the shift list has them last (oldest createdAt). Per week a different count (a dip, a
// growing stretch), some left unclaimed, some cancelled for each of the five reasons, the worked ones approved.
const HISTORY = [
  ['mg', 'maple-grove', ['worker-2', 'worker-3', 'worker-6', 'worker-10'], [5, 6, 3, 7, 8, 9]],
  ['ln', 'lakeside-north', ['worker-5', 'worker-9', 'worker-7', 'worker-2'], [3, 4, 4, 2, 5, 6]],
  ['ls', 'lakeside-south', ['worker-2', 'worker-6', 'worker-9', 'worker-10'], [4, 2, 5, 5, 6, 4]],
  ['le', 'lakeside-east', ['worker-10', 'worker-3', 'worker-7', 'worker-2'], [2, 3, 3, 4, 4, 5]],
];
const HISTORY_TEMPLATES = ['Day', 'Evening', 'Night'];

function historyShifts(make, times, facilities) {
  for (const [prefix, facilityId, crew, perWeek] of HISTORY) {
    const f = facilities[facilityId];
    perWeek.forEach((count, k) => {
      const weeksBack = 11 - k; // oldest first
      for (let i = 0; i < count; i++) {
        const worker = WORKER_BY_ID[crew[(i + k) % crew.length]];
        const tpl = HISTORY_TEMPLATES[(i + k) % HISTORY_TEMPLATES.length];
        const t = times.past(weeksBack * 7 + (i % 5), tpl);
        const cancelled = (i + weeksBack) % 5 === 4;
        const unclaimed = !cancelled && (i + k) % 4 === 3;
        const type = CANCEL_REASON_TYPES[(i + k + prefix.length) % CANCEL_REASON_TYPES.length];
        const shift = make(`${prefix}-hist-${weeksBack}-${i}`, facilityId, {
          ...t,
          nurseType: worker.nurseType,
          nurseId: cancelled || unclaimed ? null : worker.id,
          clocked: !cancelled && !unclaimed,
          description: desc(tpl, worker.nurseType, 'earlier weeks'),
          cancelled: cancelled
            ? {
                at: t.start - 2 * DAY,
                reason: type === 'other' ? { type, details: 'Cover no longer needed' } : { type },
              }
            : null,
        });
        if (shift.clockOut) approveHours(shift, f.ownerId, new Date(shift.clockOut.getTime() + HOUR));
      }
    });
  }
}
