import { describe, expect, it } from 'vitest';
import type { TimesheetEntry } from './timesheetApi';
import { payrollRows } from './payrollCsv';

const at = (iso: string) => Date.parse(iso);
const entry = (over: Partial<TimesheetEntry>): TimesheetEntry => ({
  id: 'a',
  facilityId: 'maple-grove',
  start: at('2026-10-31T23:00:00-05:00'),
  end: at('2026-11-01T07:00:00-06:00'),
  clockIn: at('2026-10-31T23:00:00-05:00'),
  clockOut: at('2026-11-01T07:00:00-06:00'),
  nurseId: 'w1',
  workerFullName: 'Casey Nguyen',
  nurseType: 'CNA',
  timesheetAction: null,
  timesheetActionMadeBy: null,
  timesheetActionMadeByFullName: null,
  timesheetActionMadeAt: null,
  tz: 'America/Chicago',
  adjustment: null,
  rejectReason: null,
  ...over,
});

describe('payrollRows', () => {
  it('one row per entry, times a spreadsheet reads in the facility zone, the counted hours, a total row', () => {
    const rows = payrollRows([
      entry({
        timesheetAction: 'approved',
        timesheetActionMadeBy: 'u',
        timesheetActionMadeByFullName: 'Dana Whitfield',
      }),
      entry({
        id: 'b',
        workerFullName: 'Harper Wilson',
        nurseType: 'RN',
        timesheetAction: 'rejected',
        rejectReason: { type: 'leftEarly' },
      }),
      entry({
        id: 'c',
        adjustment: {
          clockIn: at('2026-10-31T22:45:00-05:00'),
          clockOut: at('2026-11-01T07:00:00-06:00'),
          note: 'Early',
          by: 'u',
          at: null,
        },
      }),
    ]);
    expect(rows).toEqual([
      ['Worker', 'Position', 'Shift', 'Clock In', 'Clock Out', 'Hours', 'Status', 'Approved by'],
      [
        'Casey Nguyen',
        'CNA',
        '2026-10-31 23:00 to 2026-11-01 07:00',
        '2026-10-31 23:00',
        '2026-11-01 07:00',
        '9.00',
        'Approved',
        'Dana Whitfield',
      ],
      [
        'Harper Wilson',
        'RN',
        '2026-10-31 23:00 to 2026-11-01 07:00',
        '2026-10-31 23:00',
        '2026-11-01 07:00',
        '9.00',
        'Rejected (Left early)',
        null,
      ],
      [
        'Casey Nguyen',
        'CNA',
        '2026-10-31 23:00 to 2026-11-01 07:00',
        '2026-10-31 22:45',
        '2026-11-01 07:00',
        '9.25',
        'Not yet, adjusted',
        null,
      ],
      ['Total hours', null, null, null, null, '18.25', null, null],
    ]);
  });
});
