// The team's roles: what each member of a facility may change. One table, which the screens follow (a member sees
// only the controls of their role) and firestore.rules restates as `roleActions()` (tests/teamRolesRules.test.ts keeps
// the two equal, action by action). Every role sees every screen; a role names what its member may change.
export const TEAM_ROLES = ['owner', 'scheduler', 'timekeeper', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/**
 * What a member may change, by kind:
 * - team: invites and members (the team screen); profile: the facility's profile (the Account page's facility fields,
 *   its time zone, the PBJ facility ID);
 * - shifts: post, edit, cancel, repost, Mark no-show, the calendar's moves and the shift templates; reviews; blocks
 *   (block and unblock); favorites; discontent; staffing (needs and census); compliance (document requirements);
 * - timesheet: approve, reject, adjust and Approve All; invoices: pay them.
 */
export const TEAM_ACTIONS = [
  'team',
  'profile',
  'shifts',
  'reviews',
  'blocks',
  'favorites',
  'discontent',
  'staffing',
  'compliance',
  'timesheet',
  'invoices',
] as const;
export type TeamAction = (typeof TEAM_ACTIONS)[number];

export const ROLE_ACTIONS: Record<TeamRole, readonly TeamAction[]> = {
  owner: TEAM_ACTIONS,
  scheduler: ['shifts', 'reviews', 'blocks', 'favorites', 'discontent', 'staffing', 'compliance'],
  timekeeper: ['timesheet', 'invoices'],
  viewer: [],
};

export function roleAllows(role: TeamRole | null, action: TeamAction): boolean {
  return role !== null && ROLE_ACTIONS[role].includes(action);
}

const isTeamRole = (value: unknown): value is TeamRole => (TEAM_ROLES as readonly unknown[]).includes(value);

/** What the role of a member depends on: the facility's owner, its members and their roles, its company's owner. */
export interface TeamFacility {
  ownerId: string;
  adminIds: readonly string[];
  memberRoles?: Readonly<Record<string, unknown>>;
}

/**
 * The role `uid` has at the facility, or null when they are not a member. The facility's owner, its company's owner
 * and an internal admin acting for them are Owners; a member added before roles existed (in adminIds without a
 * role) keeps what they could do then: everything.
 */
export function roleOf(facility: TeamFacility, uid: string, actsAsOwner: boolean): TeamRole | null {
  if (actsAsOwner || facility.ownerId === uid) return 'owner';
  if (!facility.adminIds.includes(uid)) return null;
  const role = facility.memberRoles?.[uid];
  return isTeamRole(role) ? role : 'owner';
}

/** The members who are Owners: the facility's owner and every member whose role is Owner. */
export function ownersOf(facility: TeamFacility): string[] {
  return [facility.ownerId, ...facility.adminIds.filter((uid) => roleOf(facility, uid, false) === 'owner')];
}

/**
 * Why a change of `uid`'s role (to `role`, or null: removed) may not be made, or null when it may: the facility's
 * owner keeps the facility (their record names it), so they stay an Owner; and the last Owner stays.
 */
export function teamChangeProblem(facility: TeamFacility, uid: string, role: TeamRole | null): 'lastOwner' | null {
  if (role === 'owner') return null;
  if (uid === facility.ownerId) return 'lastOwner';
  const owners = ownersOf(facility);
  return owners.includes(uid) && owners.length <= 1 ? 'lastOwner' : null;
}

/** An invite is answered within seven days of being sent; after that it can be sent again. */
const INVITE_DAYS = 7;
const INVITE_MS = INVITE_DAYS * 86_400_000;

export type InviteStatus = 'invited' | 'expired' | 'revoked' | 'accepted';

export function inviteStatus(
  invite: { userId: string | null; status?: string; sentAt?: number | null },
  now: number,
): InviteStatus {
  if (invite.userId) return 'accepted';
  if (invite.status === 'revoked') return 'revoked';
  // an invite written before invites were sent from the portal has no sending time: it stays open, as it was
  if (invite.sentAt == null) return 'invited';
  return now - invite.sentAt >= INVITE_MS ? 'expired' : 'invited';
}

/** The roles as the Team screen names them. */
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  scheduler: 'Scheduler',
  timekeeper: 'Timekeeper',
  viewer: 'Viewer',
};

/** An invite as the Team screen reads it (invites/{id}). */
export interface TeamInvite {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  facilityId: string;
  role: TeamRole;
  userId: string | null;
  status: string;
  /** ms; null for an invite written before invites were sent from the portal */
  sentAt: number | null;
}

/** A member's user record, as much as the Team screen shows (null: the record is not readable by the viewer). */
export interface TeamPerson {
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
}

export type TeamStatus = 'Active' | 'Invited' | 'Expired';

/** A row of the table `Team members`: a member, or an invite not yet accepted nor revoked. */
export interface TeamRow {
  key: string;
  kind: 'member' | 'invite';
  /** the member's uid, or the invite's id */
  id: string;
  name: string;
  email: string;
  role: TeamRole;
  status: TeamStatus;
  /** the facility's owner: their role is not the team's to change */
  isFacilityOwner: boolean;
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/**
 * The rows of the Team table: the facility's owner, then its members by name, then its open and expired invites by
 * email. A member whose record the viewer may not read (a company's owner, seen by a member) shows their uid.
 */
export function teamRows(
  facility: TeamFacility,
  people: readonly TeamPerson[],
  invites: readonly TeamInvite[],
  now: number,
): TeamRow[] {
  const byUid = new Map(people.map((p) => [p.uid, p]));
  const member = (uid: string): TeamRow => {
    const p = byUid.get(uid);
    return {
      key: `member:${uid}`,
      kind: 'member',
      id: uid,
      name: (p && (fullName(p) || p.email)) || uid,
      email: p?.email ?? '',
      role: roleOf(facility, uid, false) ?? 'owner',
      status: 'Active',
      isFacilityOwner: uid === facility.ownerId,
    };
  };
  const members = facility.adminIds
    .filter((uid) => uid !== facility.ownerId)
    .map(member)
    .sort((a, b) => a.name.localeCompare(b.name));
  const open = invites
    .map((invite) => ({ invite, status: inviteStatus(invite, now) }))
    .filter(({ status }) => status === 'invited' || status === 'expired')
    .map(({ invite, status }): TeamRow => ({
      key: `invite:${invite.id}`,
      kind: 'invite',
      id: invite.id,
      name: fullName(invite) || invite.email,
      email: invite.email,
      role: invite.role,
      status: status === 'expired' ? 'Expired' : 'Invited',
      isFacilityOwner: false,
    }))
    .sort((a, b) => a.email.localeCompare(b.email));
  return [member(facility.ownerId), ...members, ...open];
}

/**
 * Why an invite to `email` may not be sent, or null when it may: the person is on the team already, or has an open
 * invite (an expired one is sent again from its row instead).
 */
export function inviteProblem(email: string, rows: readonly TeamRow[]): 'member' | 'invited' | null {
  const same = (row: TeamRow) => row.email.trim().toLowerCase() === email.trim().toLowerCase();
  if (rows.some((row) => row.kind === 'member' && same(row))) return 'member';
  if (rows.some((row) => row.kind === 'invite' && same(row))) return 'invited';
  return null;
}
