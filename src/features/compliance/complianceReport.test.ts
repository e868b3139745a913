import { describe, expect, it } from 'vitest';
import type { Credential } from '../../domain/compliance';
import { complianceRows } from './complianceReport';

const at = (iso: string) => Date.parse(iso);
const NOW = at('2026-06-10T09:00:00-05:00');
const facility = { documentRequirements: null, requiresCovidVaccination: false, tz: 'America/Chicago' };
const doc = (id: string, type: Credential['type'], expires: string | null, number = `N-${id}`): Credential => ({
  id,
  type,
  number,
  state: 'WI',
  expiresAt: expires === null ? null : at(expires),
  verifiedAt: null,
});

describe('complianceRows', () => {
  const rows = complianceRows(
    facility,
    ['w2', 'w1'],
    { w1: { name: 'Casey Nguyen', nurseType: 'CNA' }, w2: { name: 'Avery Johnson', nurseType: 'Caregiver' } },
    {
      w1: [
        doc('a', 'bls', '2026-06-20T12:00:00-05:00'),
        doc('b', 'cnaCertificate', '2027-01-31T12:00:00-06:00'),
        doc('c', 'tbTest', '2026-06-01T12:00:00-05:00'),
        doc('d', 'backgroundCheck', null),
      ],
      w2: [doc('e', 'tbTest', '2026-12-01T12:00:00-06:00', '=1+1')],
    },
    NOW,
  );

  it('has the contract columns first', () => {
    expect(rows[0]).toEqual(['Worker', 'Position', 'Document', 'Number', 'Expires', 'Status']);
  });

  it("lists workers by name, each document with its status today, expiry as the facility's date", () => {
    expect(rows.slice(1)).toEqual([
      ['Avery Johnson', 'Caregiver', 'TB test', '=1+1', '2026-12-01', 'Valid'],
      ['Avery Johnson', 'Caregiver', 'Background check', null, null, 'Missing'],
      ['Casey Nguyen', 'CNA', 'CNA certificate', 'N-b', '2027-01-31', 'Valid'],
      ['Casey Nguyen', 'CNA', 'TB test', 'N-c', '2026-06-01', 'Expired'],
      ['Casey Nguyen', 'CNA', 'BLS', 'N-a', '2026-06-20', 'Expires soon'],
      ['Casey Nguyen', 'CNA', 'Background check', 'N-d', null, 'Valid'],
    ]);
  });

  it('marks a worker whose documents are not shared with the facility, rather than every requirement missing', () => {
    const shared = complianceRows(
      facility,
      ['w3', 'w4'],
      { w3: { name: 'Drew Park', nurseType: 'RN' }, w4: { name: 'Ellis Moore', nurseType: 'Caregiver' } },
      { w3: null, w4: [] },
      NOW,
    );
    expect(shared.slice(1)).toEqual([
      ['Drew Park', 'RN', null, null, null, 'Not shared'],
      ['Ellis Moore', 'Caregiver', 'TB test', null, null, 'Missing'],
      ['Ellis Moore', 'Caregiver', 'Background check', null, null, 'Missing'],
    ]);
  });
});
