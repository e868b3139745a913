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
