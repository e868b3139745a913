// The Team screen's reads and writes: the facility's members' records and its invites (src/data/team.ts), and each
// team change with its History entry in words. Loaded with the screen.
import type { Firestore } from '../../data/db';
import { getFacility } from '../../data/facilities';
import type { HistoryActor } from '../../data/history';
import { changeInvite, changeMember, createInvite, readInvites, readPeople } from '../../data/team';
import { declined } from '../../lib/thunkError';
import { type TeamRole } from '../../domain/teamRoles';
import { TEAM_ROLE_LABELS, type TeamInvite, type TeamPerson } from '../../domain/teamTable';
import type { InviteInputs } from '../../domain/teamInviteSchema';
import type { Facility } from '../../domain/types';
import { historyDetail } from './messages';

export interface TeamData {
  people: TeamPerson[];
  invites: TeamInvite[];
}

/** The records of the facility's owner and members, and its invites. */
export async function fetchTeam(db: Firestore, facility: Pick<Facility, 'id' | 'ownerId' | 'adminIds'>) {
  const [people, invites] = await Promise.all([
    readPeople(db, [facility.ownerId, ...facility.adminIds]),
    readInvites(db, facility.id),
  ]);
  return { people, invites } satisfies TeamData;
}

export async function sendInvite(
  db: Firestore,
  facility: Pick<Facility, 'id' | 'facilityName'>,
  inputs: InviteInputs,
  actor: HistoryActor,
  now: number,
): Promise<TeamInvite[]> {
  const email = inputs.email.trim();
  await createInvite(
    db,
    {
      facilityId: facility.id,
      facilityName: facility.facilityName,
      email,
      firstName: inputs.firstName.trim(),
      lastName: inputs.lastName.trim(),
      role: inputs.role,
    },
    historyDetail.invited(email, TEAM_ROLE_LABELS[inputs.role]),
    actor,
    now,
  );
  return readInvites(db, facility.id);
}

/** Revoke invite or Send again; the facility's invites as they are after it. */
export async function updateInvite(
  db: Firestore,
  invite: TeamInvite,
  change: 'revoke' | 'resend',
  actor: HistoryActor,
  now: number,
): Promise<TeamInvite[]> {
  const detail = change === 'revoke' ? historyDetail.revoked(invite.email) : historyDetail.resent(invite.email);
  await changeInvite(db, invite, change, detail, actor, now);
  return readInvites(db, invite.facilityId);
}

/** Change role (a role) or Remove (null); the facility as it is after it. */
export async function updateMember(
  db: Firestore,
  facilityId: string,
  member: { uid: string; name: string; seenRole: TeamRole },
  role: TeamRole | null,
  actor: HistoryActor,
): Promise<Facility> {
  const detail = role
    ? historyDetail.roleChanged(member.name, TEAM_ROLE_LABELS[member.seenRole], TEAM_ROLE_LABELS[role])
    : historyDetail.removed(member.name);
  await changeMember(db, facilityId, member, role, detail, actor);
  const facility = await getFacility(db, facilityId);
  if (!facility) throw declined('notFound');
  return facility;
}
