// The Payroll-Based Journal's reads against the emulators (rules on), as the demo accounts: a past quarter of Maple
// Grove written here (FY2026 Q1, October to December 2025, which the demo's relative times never reach): its approved
// entries read a page at a time with progress, split at the facility's midnights (the fall-back night, the quarter's
// last midnight), adjusted times counted, a Caregiver left out, the entries not approved counted, the hire dates;
// another company's user is refused.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signOut } from 'firebase/auth';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { reseedDemo, writeAsBackend } from '../../../tests/support/demo';
import { storeAs, storedData } from '../../../tests/support/session';
import { fetchApprovedShiftsStarting } from '../../data/shiftWindows';
import { getFacility } from '../../data/facilities';
import { selectScopeFacilities, selectShownFacility } from '../../session/scope';
import { quarterRange } from '../../domain/pbj';
import { loadHireDates, loadPbj, savePbjFacilityId, selectPbj } from './reportsSlice';

const TZ = 'America/Chicago';
const Q = { fiscalYear: 2026, quarter: 1 } as const;
const at = (iso: string) => new Date(iso);

function entry(
  id: string,
  nurseId: string,
  nurseType: string,
  start: string,
  end: string,
  extra: Record<string, unknown> = {},
): { path: string; data: Record<string, unknown> } {
  return {
    path: `shifts/pbj-test-${id}`,
    data: {
      facilityIdentifier: 'maple-grove',
      description: 'PBJ test',
      isFree: false,
      status: 'active',
      start: at(start),
      end: at(end),
      clockIn: at(start),
      clockOut: at(end),
      nurseType,
      numberOfNurse: 1,
      additionalRequirements: [],
      additionalnotes: '',
      nurseId,
      createdAt: Date.parse(start) - 86_400_000,
      createdBy: 'uid-dana',
      isTest: false,
      tz: TZ,
      hasShiftDiscontent: false,
      timesheetAction: 'approved',
      timesheetActionMadeBy: 'uid-dana',
      timesheetActionMadeAt: at(end),
      ...extra,
    },
  };
}

const SHIFTS = [
  // before the quarter: 1 hour on Sep 30 (left out), 7 on Oct 1
  entry('a', 'worker-2', 'CNA', '2025-09-30T23:00:00-05:00', '2025-10-01T07:00:00-05:00'),
  // the fall-back night: 1 + 8
  entry('b', 'worker-2', 'CNA', '2025-11-01T23:00:00-05:00', '2025-11-02T07:00:00-06:00'),
  // adjusted: 06:45 to 15:00 counts, 8.25 hours
  entry('c', 'worker-3', 'LPN', '2025-11-03T07:00:00-06:00', '2025-11-03T15:00:00-06:00', {
    timesheetAdjustment: {
      clockIn: at('2025-11-03T06:45:00-06:00'),
      clockOut: at('2025-11-03T15:00:00-06:00'),
      note: 'Early handover',
      by: 'uid-dana',
      at: at('2025-11-03T16:00:00-06:00'),
    },
  }),
  // the quarter's last midnight: 1 hour on Dec 31, 7 on Jan 1 (next quarter)
  entry('d', 'worker-6', 'RN', '2025-12-31T23:00:00-06:00', '2026-01-01T07:00:00-06:00'),
  // no PBJ job title: left out and counted
  entry('e', 'worker-10', 'Caregiver', '2025-11-05T07:00:00-06:00', '2025-11-05T15:00:00-06:00'),
  // not approved yet, and rejected: counted above the table, not in it
  entry('f', 'worker-3', 'LPN', '2025-11-06T07:00:00-06:00', '2025-11-06T15:00:00-06:00', {
    timesheetAction: null,
    timesheetActionMadeBy: null,
    timesheetActionMadeAt: null,
  }),
  entry('g', 'worker-3', 'LPN', '2025-11-07T07:00:00-06:00', '2025-11-07T15:00:00-06:00', {
    timesheetAction: 'rejected',
  }),
  // the first approved shift of worker-6 here, in the quarter before: the hire date
  entry('h', 'worker-6', 'RN', '2025-08-04T07:00:00-05:00', '2025-08-04T15:00:00-05:00'),
];

beforeAll(async () => {
  await reseedDemo();
  await writeAsBackend(SHIFTS);
});
afterEach(async () => {
  await signOut(appAuth());
});

describe("the quarter's report", () => {
  it('reads the approved entries and gives the hours per day and position, as the file will', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    await store.dispatch(loadPbj({ facilityId: 'maple-grove', quarterKey: 'FY2026Q1' })).unwrap();
    const { status, report } = selectPbj(store.getState());
    expect(status).toBe('succeeded');
    expect(report?.rows).toEqual([
      { date: '2025-10-01', position: 'CNA', workers: 1, hours: 7 },
      { date: '2025-11-01', position: 'CNA', workers: 1, hours: 1 },
      { date: '2025-11-02', position: 'CNA', workers: 1, hours: 8 },
      { date: '2025-11-03', position: 'LPN', workers: 1, hours: 8.25 },
      { date: '2025-12-31', position: 'RN', workers: 1, hours: 1 },
    ]);
    expect(report?.totals).toEqual([
      { position: 'RN', hours: 1 },
      { position: 'LPN', hours: 8.25 },
      { position: 'CNA', hours: 16 },
    ]);
    expect(report?.leftOut).toBe(1);
    expect(report?.notApproved).toBe(2);
    expect([...(report?.workerIds ?? [])].sort()).toEqual(['worker-2', 'worker-3', 'worker-6']);
  });

  it("reads a page at a time, reporting how many so far, and only the quarter's reach", async () => {
    await storeAs('facility@shiftcover.test');
    const { from, to } = quarterRange(Q, TZ);
    const progress: number[] = [];
    const shifts = await fetchApprovedShiftsStarting(
      appDb(),
      'maple-grove',
      from - 86_400_000,
      to,
      (n) => progress.push(n),
      2,
    );
    expect(shifts.map((s) => s.id).sort()).toEqual(
      ['pbj-test-a', 'pbj-test-b', 'pbj-test-c', 'pbj-test-d', 'pbj-test-e'].sort(),
    );
    expect(progress).toEqual([2, 4, 5]);
  });

  it("gives each worker's hire date: the date of their first approved shift here", async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const hire = await store
      .dispatch(loadHireDates({ facilityId: 'maple-grove', workerIds: ['worker-6', 'worker-3'] }))
      .unwrap();
    expect(hire['worker-6']).toBe('2025-08-04');
    expect(hire['worker-3']).toBe('2025-11-03');
  });

  it("another company's user reads none of it: not in their scope, and the rules refuse the query", async () => {
    const { store } = await storeAs('company@shiftcover.test');
    const failed = await store.dispatch(loadPbj({ facilityId: 'maple-grove', quarterKey: 'FY2026Q1' }));
    expect(failed.payload).toMatchObject({ kind: 'notFound' });
    const { from, to } = quarterRange(Q, TZ);
    await expect(fetchApprovedShiftsStarting(appDb(), 'maple-grove', from, to)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe("the profile's PBJ facility ID", () => {
  it('is saved by a member while the stored one is shown; a stale save is declined as changed', async () => {
    const { store } = await storeAs('empty@shiftcover.test');
    await store.dispatch(savePbjFacilityId({ facilityId: 'birch-point', value: 'MN0042', seen: '' })).unwrap();
    expect((await storedData('facilities/birch-point')).pbjFacilityId).toBe('MN0042');
    // the session shows what was written, as the facility reads now
    expect(selectShownFacility(store.getState())).toEqual(await getFacility(appDb(), 'birch-point'));
    const stale = await store.dispatch(savePbjFacilityId({ facilityId: 'birch-point', value: 'MN0043', seen: '' }));
    expect(stale.payload).toMatchObject({ kind: 'changed' });
    expect((await storedData('facilities/birch-point')).pbjFacilityId).toBe('MN0042');
    expect(selectShownFacility(store.getState())?.pbjFacilityId).toBe('MN0042');
  });

  it("is saved by a company owner, and the session shows it before the company's directory does", async () => {
    const { store } = await storeAs('company@shiftcover.test');
    await store.dispatch(savePbjFacilityId({ facilityId: 'lakeside-north', value: 'WI0001', seen: '' })).unwrap();
    const shown = selectScopeFacilities(store.getState()).find((f) => f.id === 'lakeside-north');
    expect(shown).toEqual(await getFacility(appDb(), 'lakeside-north'));
    expect(shown?.pbjFacilityId).toBe('WI0001');
  });
});
