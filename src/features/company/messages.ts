// The company screens' words (spec 2 'Facilities table (company users)', 'Create facility', first-run cards).
export const FACILITIES_TITLE = 'Facilities';
export const CREATE_FACILITY = 'Create facility';
export const FIRST_FACILITY = 'Click here to add your first facility!';
export const COLUMN_NAME = 'Name';
export const COLUMN_CITY = 'City';
export const COLUMN_STATE = 'State';
export const COLUMN_STATUS = 'Status';
export const FACILITY_CREATE_FAILED = 'The facility could not be created. Please try again.';
export const facilityCreated = (name: string) => `${name} was created`;
