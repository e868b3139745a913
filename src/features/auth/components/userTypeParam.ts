export type SignupType = 'facility' | 'company';

/** Default is facility; an unknown userType is treated as facility. */
export function parseUserType(value: string | null): SignupType {
  return value === 'company' ? 'company' : 'facility';
}

export const typeLabel = (t: SignupType) => (t === 'company' ? 'Company' : 'Facility');
