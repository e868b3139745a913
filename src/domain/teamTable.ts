// The Team screen's table: its rows (the facility's owner, its members, its open and expired invites), whether an
// invite may be sent, and whether a change keeps the facility an Owner. Apart from teamRoles.ts, which every screen's
// controls read: only the Team screen loads this.
import { inviteStatus, roleOf, type TeamFacility, type TeamRole } from './teamRoles';

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

type TeamStatus = 'Active' | 'Invited' | 'Expired';

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
