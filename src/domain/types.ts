// The client-side shapes of ShiftCover's documents, as the store holds them:
// plain serialisable data, every time as epoch milliseconds (never a Firestore Timestamp).
// Firestore stores start, end, clockIn, clockOut, cancelledAt, timesheetActionMadeAt, submittedAt
// and block-event timestamps as Timestamps; createdAt is stored as epoch ms (spec section 3).

export const POSITIONS = ['Caregiver', 'CNA', 'LPN', 'RN'] as const;
export type NurseType = (typeof POSITIONS)[number];

export const MED_PASS = 'MeD Pass';
export const COVID_VACCINATION = 'COVID Vaccination';
export type AdditionalRequirement = typeof MED_PASS | typeof COVID_VACCINATION;

export const DEFAULT_TZ = 'America/Chicago';

export type ShiftStatus = 'active' | 'cancelled';
export const CANCEL_REASON_TYPES = [
  'filledExternally',
  'filledInternally',
  'noLongerNeeded',
  'mistake',
  'other',
] as const;
export type CancelReasonType = (typeof CANCEL_REASON_TYPES)[number];
/** How a cancellation reason reads (the cancel form's radios, shift details, insights). */
export const CANCEL_REASON_LABELS: Record<CancelReasonType, string> = {
  filledExternally: 'Filled externally',
  filledInternally: 'Filled internally',
  noLongerNeeded: 'No longer needed',
  mistake: 'Mistake',
  other: 'Other',
};
export type TimesheetAction = 'approved' | 'rejected';

export interface Shift {
  id: string;
  facilityIdentifier: string;
  /** the facility's company (null: a facility of no company), written when posted: a company's lists query by it */
  companyId: string | null;
  description: string;
  isFree: boolean;
  status: ShiftStatus;
  start: number;
  end: number;
  clockIn: number | null;
  clockOut: number | null;
  nurseType: NurseType;
  numberOfNurse: number;
  additionalRequirements: AdditionalRequirement[];
  additionalnotes: string;
  nurseId: string | null;
  createdAt: number;
  createdBy: string;
  isTest: boolean;
  tz: string;
  hasShiftDiscontent: boolean;
  cancelledAt: number | null;
  cancelledBy: string | null;
  cancellationReason: { type: CancelReasonType; details?: string } | null;
  timesheetAction: TimesheetAction | null;
  timesheetActionMadeBy: string | null;
  timesheetActionMadeAt: number | null;
  /** until when only the facility's favorites may claim the shift (ms), or null (favorites first) */
  favoritesFirstUntil: number | null;
  /** marked a no-show on /today: when (server time, ms), by whom (uid), and the optional note */
  noShowAt: number | null;
  noShowBy: string | null;
  noShowNote: string | null;
  /** a repost of a no-show: the original shift's id; on the original, the repost's id */
  repostOf: string | null;
  repostedAs: string | null;
}

export interface ShiftTemplate {
  name: string;
  /** time of day in the facility time zone, 'HH:mm' */
  startTime: string;
  endTime: string;
}

export type AccountStatus = 'active' | 'inactive' | 'pending';

export interface BlocklistEvent {
  timestamp: number;
  nurseId: string;
  reason: string;
  action: 'blocked' | 'unblocked';
  /** the uid of who blocked or unblocked (events written before it was recorded have none) */
  by?: string;
}

/** A change of the facility's favorites (premierlist): who added or removed which worker, and when. */
interface PremierlistEvent {
  timestamp: number;
  nurseId: string;
  action: 'added' | 'removed';
  /** the uid of who acted */
  by: string;
}

export interface Facility {
  id: string;
  facilityName: string;
  facilityAvatar: string;
  facilityPhoneNumber: string;
  facilityAddress: string;
  facilityCity: string;
  /** two-letter USPS code, e.g. 'WI' */
  facilityState: string;
  facilityPostalCode: string;
  facilityIntro: string;
  ownerId: string;
  adminIds: string[];
  /** the role of each member in adminIds (src/domain/teamRoles.ts); a member without one may do everything */
  memberRoles: Record<string, string>;
  companyId: string | null;
  status: AccountStatus;
  tz: string;
  shiftTemplates: ShiftTemplate[];
  requiresCovidVaccination: boolean;
  contactInfoVisibility: boolean;
  notifications: string;
  contactOptions: string;
  allowedPositions: NurseType[];
  blocklist: string[];
  blocklistEvents: BlocklistEvent[];
  /** the favorites: worker ids */
  premierlist: string[];
  premierlistEvents: PremierlistEvent[];
  /** the documents each position needs (compliance); null until the facility saves its own */
  documentRequirements: Record<NurseType, string[]> | null;
  createdAt: number;
  /** the facility's ID in CMS's Payroll-Based Journal (its header's facilityId); absent until an owner sets it */
  pbjFacilityId?: string;
}

export interface Company {
  id: string;
  companyName: string;
  companyAvatar: string;
  companyAddress: string;
  companyCity: string;
  companyState: string;
  companyPostalCode: string;
  companyPhoneNumber: string;
  companyIntro: string;
  ownerId: string;
  createdAt: number;
  status: AccountStatus;
  notifications: string;
  contactOptions: string;
  contactInfoVisibility: boolean;
  isTest: boolean;
}

/** userType as stored: company owners are 'company' */
type UserType = 'facility' | 'company' | 'worker' | 'admin';

export interface UserProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  isAdmin: boolean;
  facilityOwnerOf: string | null;
  facilityAdminOf: string | null;
  companyOwnerOf: string | null;
  createdAt: number;
  notifications: string;
  contactOptions: string;
  contactInfoVisibility: boolean;
  inviteId: string | null;
  /** the number texts go to, E.164 (the Notifications section); absent until set */
  mobilePhone?: string;
}

export interface Review {
  id: string; // equals the shift id
  reviewerType: 'facility';
  revieweeType: 'worker';
  nurseId: string;
  facilityIdentifier: string;
  responses: { questionId: 'rating' | 'onTime' | 'additionalComments'; responseValue: number | boolean | string }[];
  submittedAt: number;
  status: 'submitted';
  rating: number;
  reviewerId: string;
  isTest: boolean;
}

export interface Invoice {
  id: string;
  shiftId: string;
  status: string;
  shift: {
    description: string;
    nurseType: NurseType;
    numberOfNurse: number;
    start: number;
    end: number;
    clockIn: number | null;
    clockOut: number | null;
  };
  nurseId: string;
  nurse: { firstName: string; lastName: string };
  invoice: {
    id: string;
    number: string;
    created: number; // unix seconds
    due_date: number; // unix seconds
    status: string;
    amount_due: number; // cents
    hosted_invoice_url: string;
    lines: { data: { amount: number; description: string }[] };
  };
}

export interface Invite {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  facilityName: string;
  facilityId: string;
  userId: string | null;
  /** 'pending', 'accepted' or 'revoked' */
  status: string;
  /** when it was last sent (ms); null for an invite written before invites were sent from the portal */
  sentAt: number | null;
  /** the role it gives (src/domain/teamRoles.ts); null: written before roles, the member may do everything */
  role: string | null;
}
