import { describe, expect, it } from 'vitest';
import { newCompanyFacility } from './companyApi';

const values = {
  facilityName: '  Harbor View Care ',
  facilityAddress: ' 12 Canal Park Dr',
  facilityCity: 'Duluth ',
  facilityState: 'MN',
  facilityPostalCode: ' 55802 ',
  facilityPhoneNumber: '218-555-0142 ',
  tz: '',
};

describe('newCompanyFacility', () => {
  const doc = newCompanyFacility({ id: 'harbor-care', ownerId: 'uid-startup' }, values, 1_700_000_000_000);

  it('is active when added by a company, under the company, owned by its owner, with no admins', () => {
    expect(doc).toMatchObject({ status: 'active', companyId: 'harbor-care', ownerId: 'uid-startup', adminIds: [] });
  });

  it('keeps the trimmed form fields', () => {
    expect(doc).toMatchObject({
      facilityName: 'Harbor View Care',
      facilityAddress: '12 Canal Park Dr',
      facilityCity: 'Duluth',
      facilityState: 'MN',
      facilityPostalCode: '55802',
      facilityPhoneNumber: '218-555-0142',
    });
  });

  it("has the spec's facility defaults", () => {
    expect(doc).toMatchObject({
      facilityIntro: 'About this Facility',
      contactInfoVisibility: true,
      allowedPositions: [],
      blocklist: [],
      shiftTemplates: [],
      isTest: false,
      createdAt: 1_700_000_000_000,
    });
  });

  it("takes the time zone of the facility's state", () => {
    expect(doc.tz).toBe('America/Chicago');
    expect(newCompanyFacility({ id: 'c', ownerId: 'u' }, { ...values, facilityState: 'NY' }, 0).tz).toBe(
      'America/New_York',
    );
  });

  it.each([
    ["El Paso's zone chosen for a Texas facility: kept", 'TX', 'America/Denver', 'America/Denver'],
    [
      "a zone not of the state (left from another state's choice): the state's default",
      'FL',
      'America/Denver',
      'America/New_York',
    ],
  ])('%s', (_, facilityState, tz, stored) => {
    expect(newCompanyFacility({ id: 'c', ownerId: 'u' }, { ...values, facilityState, tz }, 0).tz).toBe(stored);
  });
});
