import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdjustHoursDialog } from './AdjustHoursDialog';
import type { TimesheetEntry } from './timesheetApi';
import { defined } from '../../../tests/support/defined';

afterEach(cleanup);

const TZ = 'America/Chicago';
const at = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;

/** An entry of the fall-back night 2026-11-01: clocked in at 00:50 CDT, out at 01:40 CDT (the first 01:40). */
function entry(over: Partial<TimesheetEntry> = {}): TimesheetEntry {
  return {
    id: 'mg-shift-01',
    facilityId: 'maple-grove',
    start: at('2026-11-01T00:50:00-05:00'),
    end: at('2026-11-01T01:40:00-05:00'),
    clockIn: at('2026-11-01T00:50:00-05:00'),
    clockOut: at('2026-11-01T01:40:00-05:00'),
    nurseId: 'worker-3',
    workerFullName: 'Casey Nguyen',
    nurseType: 'CNA',
    timesheetAction: null,
    timesheetActionMadeBy: null,
    timesheetActionMadeByFullName: null,
    timesheetActionMadeAt: null,
    tz: TZ,
    adjustment: null,
    rejectReason: null,
    ...over,
  };
}

function setup(e = entry()) {
  const onSave = vi.fn();
  render(<AdjustHoursDialog entry={e} worker="Casey Nguyen" saving={false} onCancel={() => {}} onSave={onSave} />);
  return { onSave, user: userEvent.setup() };
}

const which = (time: string) =>
  screen.getByRole('combobox', { name: `Clocks go back this night: ${time} happens twice. Which one?` });

describe('AdjustHoursDialog on a fall-back night', () => {
  it('saves times left as they were at the instants they were filled from, the first 01:40 included', async () => {
    const { onSave, user } = setup();
    expect(screen.getByLabelText('Clock Out')).toHaveValue('2026-11-01T01:40');
    expect(which('1:40 AM')).toHaveDisplayValue('1:40 AM CDT (the first)');
    await user.type(screen.getByLabelText('Note'), 'Badge reader down');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      clockIn: at('2026-11-01T00:50:00-05:00'),
      clockOut: at('2026-11-01T01:40:00-05:00'),
      note: 'Badge reader down',
    });
  });

  it('offers the second occurrence of a repeated time, and saves the one chosen', async () => {
    const { onSave, user } = setup();
    const second = '1:40 AM CST (the second, after clocks went back)';
    expect([...which('1:40 AM').querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '1:40 AM CDT (the first)',
      second,
    ]);
    await user.selectOptions(which('1:40 AM'), second);
    await user.type(screen.getByLabelText('Note'), 'Stayed an hour for the handover');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      clockIn: at('2026-11-01T00:50:00-05:00'),
      clockOut: at('2026-11-01T01:40:00-06:00'),
      note: 'Stayed an hour for the handover',
    });
    const [saved] = defined(onSave.mock.calls[0], 'a save');
    expect(saved.clockOut - saved.clockIn).toBe(110 * MINUTE);
  });

  it('asks nothing for a time the night does not repeat', () => {
    setup();
    expect(which('1:40 AM')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Clock Out'), { target: { value: '2026-11-01T02:30' } });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByText(/happens twice/)).toBeNull();
  });
});
