import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApproveAllDialog } from './ApproveAllDialog';

afterEach(cleanup);

function setup(summary: { count: number; hours: number; rejected: number }, saving = false) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(<ApproveAllDialog summary={summary} saving={saving} onCancel={onCancel} onConfirm={onConfirm} />);
  return { onCancel, onConfirm, user: userEvent.setup() };
}

describe('ApproveAllDialog', () => {
  it('asks with the count and the hours, Cancel focused; Approve confirms, Escape cancels', async () => {
    const { onCancel, onConfirm, user } = setup({ count: 3, hours: 24, rejected: 0 });
    const dialog = screen.getByRole('dialog', { name: 'Approve 3 entries, 24.00 hours?' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(dialog).not.toHaveTextContent('rejected');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'one entry, rejected',
      { count: 1, hours: 7.5, rejected: 1 },
      'Approve 1 entry, 7.50 hours?',
      'One of them was rejected',
    ],
    [
      'two of four rejected',
      { count: 4, hours: 30.25, rejected: 2 },
      'Approve 4 entries, 30.25 hours?',
      '2 of them were rejected',
    ],
  ])('%s: the question, and that rejected entries are approved too', (_, summary, question, rejected) => {
    setup(summary);
    expect(screen.getByRole('dialog', { name: question })).toHaveTextContent(rejected);
  });

  it('while approving, nothing else can be pressed and Escape does not close it', async () => {
    const { onCancel, onConfirm, user } = setup({ count: 2, hours: 16, rejected: 0 }, true);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
