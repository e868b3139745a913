import { describe, expect, it } from 'vitest';
import { idsToApprove } from './timesheetApproval';

describe('idsToApprove', () => {
  it('Approve All approves every listed entry that is not approved yet', () => {
    expect(
      idsToApprove([
        { id: 'a', timesheetAction: null },
        { id: 'b', timesheetAction: 'approved' },
        { id: 'c', timesheetAction: 'rejected' },
      ]),
    ).toEqual(['a', 'c']);
  });
  it('nothing to approve when all are approved', () => {
    expect(idsToApprove([{ id: 'a', timesheetAction: 'approved' }])).toEqual([]);
  });
});
