// What an absent field of a shift document reads as (documents written by older clients or by the
// worker app may lack some). Shared by every feature that reads shifts.
import { DEFAULT_TZ, type Shift } from './types';

export const SHIFT_DEFAULTS: Omit<Shift, 'id'> = {
  facilityIdentifier: '',
  description: '',
  isFree: true,
  status: 'active',
  start: 0,
  end: 0,
  clockIn: null,
  clockOut: null,
  nurseType: 'Caregiver',
  numberOfNurse: 1,
  additionalRequirements: [],
  additionalnotes: '',
  nurseId: null,
  createdAt: 0,
  createdBy: '',
  isTest: false,
  tz: DEFAULT_TZ,
  hasShiftDiscontent: false,
  cancelledAt: null,
  cancelledBy: null,
  cancellationReason: null,
  timesheetAction: null,
  timesheetActionMadeBy: null,
  timesheetActionMadeAt: null,
  favoritesFirstUntil: null,
};
