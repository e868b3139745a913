// The line under Credential problems: how far the claimed shifts are checked, `Check later shifts` while
// some are not, and an empty table that says `no problems` only once the 14 days are all checked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FACILITY_DEFAULTS } from '../../domain/defaults';
import type { CheckedSoFar } from '../../domain/complianceCheck';
import type { LoadStatus } from '../../lib/redux';
import { ProblemsCard } from './ProblemsCard';

afterEach(cleanup);

const facility = { ...FACILITY_DEFAULTS, id: 'maple-grove', tz: 'America/Chicago' };
// 07:00 on Tuesday 1 December 2026 in Chicago
const NEXT = { start: Date.parse('2026-12-01T07:00:00-06:00'), end: Date.parse('2026-12-01T15:00:00-06:00'), id: 's1' };

function setup(checked: CheckedSoFar, status: LoadStatus = 'succeeded') {
  const onCheckLater = vi.fn();
  render(
    <ProblemsCard
      facility={facility}
      shifts={[]}
      status={status}
      credentials={{}}
      workers={{}}
      checked={checked}
      onCheckLater={onCheckLater}
      onRetry={() => {}}
    />,
  );
  return { onCheckLater, user: userEvent.setup() };
}

const button = () => screen.queryByRole('button', { name: 'Check later shifts' });

describe('Credential problems, checked a page at a time', () => {
  it('all 14 days checked and nothing found: no problems, no button', () => {
    setup({ kind: 'all' });
    expect(screen.getByText('Checked every claimed shift of the next 14 days.')).toBeInTheDocument();
    expect(
      screen.getByText('Every worker of the next 14 days holds the documents their shift needs.'),
    ).toBeInTheDocument();
    expect(button()).toBeNull();
  });

  it('later shifts unchecked: the empty table does not read as no problems, and the button asks for them', async () => {
    const { onCheckLater, user } = setup({ kind: 'before', next: NEXT });
    expect(screen.getByText('Checked the claimed shifts starting before 12/01/2026 7:00 AM.')).toBeInTheDocument();
    expect(screen.queryByText(/^Every worker of the next 14 days/)).toBeNull();
    expect(
      screen.getByText('No problems among the shifts checked so far; later shifts are not checked yet.'),
    ).toBeInTheDocument();
    await user.click(button()!);
    expect(onCheckLater).toHaveBeenCalledTimes(1);
  });

  it('while a page loads: the table is busy and the button waits', () => {
    setup({ kind: 'before', next: NEXT }, 'loading');
    expect(screen.getByRole('table', { name: 'Credential problems' })).toHaveAttribute('aria-busy', 'true');
    expect(button()).toBeDisabled();
  });

  it('before the first page answers: no line at all', () => {
    setup({ kind: 'none' }, 'loading');
    expect(screen.queryByText(/^Checked /)).toBeNull();
    expect(button()).toBeNull();
  });
});
