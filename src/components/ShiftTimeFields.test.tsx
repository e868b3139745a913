import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ShiftTimeFields, type ShiftTimeField } from './ShiftTimeFields';

const values = { startDate: '06-10-2026', startTime: '22:00', endTime: '06:00' };

function setup(props: Partial<Parameters<typeof ShiftTimeFields>[0]> = {}) {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  render(
    <ShiftTimeFields
      idPrefix="t"
      values={values}
      onChange={onChange}
      onBlur={onBlur}
      error={() => undefined}
      summary="From 06/10/2026 10:00 PM to 06/11/2026 6:00 AM (ends the next day, America/Chicago)"
      {...props}
    />,
  );
  return { onChange, onBlur };
}

afterEach(cleanup);

describe('ShiftTimeFields', () => {
  it('labels the start date, start time and end, and describes them with the summary line', () => {
    setup();
    expect(screen.getByLabelText('Start')).toHaveValue('06-10-2026');
    expect(screen.getByLabelText('Start time')).toHaveValue('22:00');
    expect(screen.getByLabelText('End')).toHaveValue('06:00');
    expect(screen.getByLabelText('Start')).toHaveAccessibleDescription(/ends the next day, America\/Chicago/);
    expect(screen.getByLabelText('End')).toHaveAccessibleDescription(/ends the next day/);
  });

  it('reports each change and each field left, by field', () => {
    const { onChange, onBlur } = setup();
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '06-11-2026' } });
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '07:00' } });
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '15:00' } });
    fireEvent.blur(screen.getByLabelText('End'));
    expect(onChange.mock.calls).toEqual([
      ['startDate', '06-11-2026'],
      ['startTime', '07:00'],
      ['endTime', '15:00'],
    ]);
    expect(onBlur).toHaveBeenCalledWith('endTime');
  });

  it("shows a field's error and marks it invalid", () => {
    const errors: Partial<Record<ShiftTimeField, string>> = {
      startDate: 'Start date is invalid',
      endTime: 'End is too late',
    };
    setup({ error: (f) => errors[f] });
    expect(screen.getByText('Start date is invalid')).toBeVisible();
    expect(screen.getByLabelText('Start')).toHaveClass('is-invalid');
    expect(screen.getByLabelText('End')).toHaveClass('is-invalid');
    expect(screen.getByLabelText('Start time')).not.toHaveClass('is-invalid');
  });

  it('with a template asks only for the start date', () => {
    setup({ dateOnly: true });
    expect(screen.getByLabelText('Start Date')).toHaveValue('06-10-2026');
    expect(screen.queryByLabelText('Start time')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('End')).not.toBeInTheDocument();
  });
});
