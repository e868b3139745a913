import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReasonDialog } from './ReasonDialog';

function setup(props: Partial<Parameters<typeof ReasonDialog>[0]> = {}) {
  const onSave = vi.fn();
  const onCancel = vi.fn();
  render(<ReasonDialog show title="Block Devon Harris" onSave={onSave} onCancel={onCancel} {...props} />);
  return { onSave, onCancel, user: userEvent.setup() };
}

// The form is loaded on first open (React.lazy): loaded here once, so that the first test's 1 s wait for the dialog is
// not spent transforming react-bootstrap's Modal and the form's modules (it ran out twice at a load of 15-20)
beforeAll(async () => {
  await import('./ReasonModal');
});
afterEach(cleanup);

describe('ReasonDialog', () => {
  it('is a dialog named by its title, with a Reason field and Save disabled while it is empty', async () => {
    setup();
    const dialog = await screen.findByRole('dialog', { name: 'Block Devon Harris' });
    expect(dialog).toBeInTheDocument();
    // the dialog and its form load when it first opens
    expect(await screen.findByLabelText('Reason')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByText('Reason is required')).not.toBeInTheDocument();
  });

  it("shows 'Reason is required' once the empty field is left, and when only spaces are typed", async () => {
    const { user } = setup();
    await user.click(await screen.findByLabelText('Reason'));
    await user.tab();
    expect(screen.getByText('Reason is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), '   ');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByText('Reason is required')).toBeInTheDocument();
  });

  it('saves the trimmed reason', async () => {
    const { user, onSave } = setup();
    await user.type(await screen.findByLabelText('Reason'), '  No-call no-show  ');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('No-call no-show');
  });

  it('Cancel closes without saving', async () => {
    const { user, onSave, onCancel } = setup();
    await user.type(await screen.findByLabelText('Reason'), 'x');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('disables Save and Cancel while saving, so nothing is written twice', async () => {
    setup({ saving: true });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
