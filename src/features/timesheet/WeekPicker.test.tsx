import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WeekPicker } from './WeekPicker';

afterEach(cleanup);

function setup(sunday = '2026-03-08') {
  const onChange = vi.fn();
  const { rerender } = render(<WeekPicker sunday={sunday} onChange={onChange} />);
  // the screen showing another week, as it does once the address has changed
  const show = (week: string) => rerender(<WeekPicker sunday={week} onChange={onChange} />);
  return { onChange, user: userEvent.setup(), show };
}

describe('WeekPicker', () => {
  it("shows the week's Sunday as MM-DD-YYYY under 'Week of'", () => {
    setup();
    expect(screen.getByLabelText('Week of')).toHaveValue('03-08-2026');
  });

  it('moves a week back and forth', async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-03-15');
  });

  it('takes a typed day as the Sunday of its week', async () => {
    const { onChange, user } = setup();
    const input = screen.getByLabelText('Week of');
    await user.clear(input);
    await user.type(input, '03-19-2026{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-15');
  });

  it('refuses a malformed date with a message, and changes nothing', async () => {
    const { onChange, user } = setup();
    const input = screen.getByLabelText('Week of');
    await user.clear(input);
    await user.type(input, '3/19/2026{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a date as MM-DD-YYYY')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps what was typed after Enter when the week asked for arrives later', async () => {
    const { onChange, user, show } = setup();
    const input = screen.getByLabelText('Week of');
    await user.clear(input);
    await user.type(input, '03-19-2026{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-15');
    // the next date is typed and refused before the screen shows the week of the first
    await user.clear(input);
    await user.type(input, '2026/03/08{Enter}');
    show('2026-03-15');
    expect(input).toHaveValue('2026/03/08');
    expect(screen.getByText('Enter a date as MM-DD-YYYY')).toBeVisible();
    // a week chosen elsewhere (the arrows, the address) replaces it
    show('2026-03-22');
    expect(input).toHaveValue('03-22-2026');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the Sunday of the typed week once that week arrives', async () => {
    const { user, show } = setup();
    const input = screen.getByLabelText('Week of');
    await user.clear(input);
    await user.type(input, '03-19-2026{Enter}');
    show('2026-03-15');
    expect(input).toHaveValue('03-15-2026');
  });

  it('offers only Sundays in its calendar', async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Choose a Sunday' }));
    // the calendar's menu loads when first opened (a chunk of its own: give a busy machine time to load it)
    const days = await screen.findAllByRole('button', { name: /, March \d+, 2026$/ }, { timeout: 5000 });
    expect(days.map((d) => d.getAttribute('aria-label'))).toEqual([
      'Sunday, March 1, 2026',
      'Sunday, March 8, 2026',
      'Sunday, March 15, 2026',
      'Sunday, March 22, 2026',
      'Sunday, March 29, 2026',
    ]);
    expect(screen.getByRole('button', { name: 'Sunday, March 8, 2026' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Sunday, April 5, 2026' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-04-05');
  });
});
