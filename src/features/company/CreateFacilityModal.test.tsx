import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { CreateFacilityModal } from './CreateFacilityModal';

afterEach(cleanup);

function setup() {
  render(
    <Provider store={makeStore()}>
      <CreateFacilityModal show onHide={() => {}} />
    </Provider>,
  );
  return userEvent.setup();
}

describe('CreateFacilityModal', () => {
  it("is a dialog titled 'Create facility' with the facility fields by label", () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Create facility' });
    for (const label of [
      'Facility Name',
      'Facility Address',
      'Facility City',
      'Facility State',
      'Facility Postal Code',
      'Facility Phone Number',
    ]) {
      expect(dialog).toContainElement(screen.getByLabelText(label));
    }
  });

  it('shows every required message on an empty save, tied to its field', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const [label, message] of [
      ['Facility Name', 'Facility Name is required'],
      ['Facility Address', 'Facility Address is required'],
      ['Facility City', 'Facility City is required'],
      ['Facility State', 'Facility State is required'],
      ['Facility Postal Code', 'Facility Postal Code is required'],
      ['Facility Phone Number', 'Facility Phone Number is required'],
    ] satisfies [string, string][]) {
      const field = await screen.findByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
  });

  it('offers the time zones of a state that has several, its default first, and none for a state of one', async () => {
    const user = setup();
    expect(screen.queryByLabelText('Time zone')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Facility State'), 'TX');
    const zone = await screen.findByLabelText<HTMLSelectElement>('Time zone');
    expect([...zone.options].map((o) => o.text)).toEqual([
      'Central Time (most of Texas)',
      'Mountain Time (El Paso area)',
    ]);
    expect(zone).toHaveValue('America/Chicago');
    await user.selectOptions(screen.getByLabelText('Facility State'), 'WI');
    expect(screen.queryByLabelText('Time zone')).toBeNull();
  });

  it('checks the postal code and the phone number', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Facility Postal Code'), '5370');
    await user.type(screen.getByLabelText('Facility Phone Number'), '608-555');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be a valid postal code')).toBeVisible();
    expect(screen.getByText('Must be a valid phone number')).toBeVisible();
  });
});
