// The team of a facility (/team): its members' records, its invites, and the Owner's changes to them. Each change is
// written with its History entry (recordTeamHistory) in one transaction that first checks the member or invite is
// still as the Owner saw it.
import {
  collection,
  deleteField,
  doc,
  limit,
  query,
  runTransaction,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { unlessDenied } from '../lib/firebase/denied';
import { declined } from '../lib/thunkError';
import { countDocsRead } from './convert';
import { recordTeamHistory, type HistoryActor } from './history';
import { getDocFromServer, getDocsFromServer, writeOnline } from './online';
import { roleOf, TEAM_ROLES, type TeamFacility, type TeamRole } from '../domain/teamRoles';
import { teamChangeProblem, type TeamInvite, type TeamPerson } from '../domain/teamTable';

/** The rules' largest page of invites; a facility has a handful. */
const INVITES_LIMIT = 100;

const asRole = (v: unknown): TeamRole => ((TEAM_ROLES as readonly unknown[]).includes(v) ? (v as TeamRole) : 'owner');

function toInvite(id: string, d: DocumentData): TeamInvite {
  return {
    id,
    email: String(d.email ?? ''),
    firstName: String(d.firstName ?? ''),
    lastName: String(d.lastName ?? ''),
    facilityId: String(d.facilityId ?? ''),
    // an invite written before roles gives what members had then: everything
    role: asRole(d.role),
    userId: typeof d.userId === 'string' ? d.userId : null,
    status: String(d.status ?? 'pending'),
    sentAt: typeof d.sentAt === 'number' ? d.sentAt : null,
  };
}

/** @public The facility's invites (every status: the Team screen keeps the open and expired ones). */
export const facilityInvitesQuery = (db: Firestore, facilityId: string) =>
  query(collection(db, 'invites'), where('facilityId', '==', facilityId), limit(INVITES_LIMIT));

export async function readInvites(db: Firestore, facilityId: string): Promise<TeamInvite[]> {
  const snap = await getDocsFromServer(facilityInvitesQuery(db, facilityId));
  countDocsRead(Math.max(1, snap.size));
  return snap.docs.map((d) => toInvite(d.id, d.data()));
}

/** The user records of these members that the viewer may read (a company's owner's may be closed to a member). */
export async function readPeople(db: Firestore, uids: readonly string[]): Promise<TeamPerson[]> {
  const snaps = await Promise.all(uids.map((uid) => unlessDenied(() => getDocFromServer(doc(db, 'user', uid)))));
  countDocsRead(uids.length);
  return snaps
    .filter((s) => s?.exists())
    .map((s) => {
      const d = s!.data()!;
      return {
        uid: s!.id,
        firstName: String(d.firstName ?? ''),
        lastName: String(d.lastName ?? ''),
        email: String(d.email ?? ''),
      };
    });
}

export interface NewInvite {
  facilityId: string;
  facilityName: string;
  email: string;
  firstName: string;
  lastName: string;
  role: TeamRole;
}

/** Invite teammate: a pending invite, sent now (the invite's email goes out from the Cloud Function); its id. */
export async function createInvite(
  db: Firestore,
  invite: NewInvite,
  detail: string,
  actor: HistoryActor,
  now: number,
): Promise<string> {
  const ref = doc(collection(db, 'invites'));
  const batch = writeBatch(db);
  const historyId = recordTeamHistory(
    db,
    batch,
    { kind: 'invited', facilityId: invite.facilityId, inviteId: ref.id, detail },
    actor,
  );
  batch.set(ref, {
    ...invite,
    email: invite.email.trim(),
    userId: null,
    status: 'pending',
    sentAt: now,
    invitedBy: actor.uid,
    historyId,
  });
  await writeOnline(db, () => batch.commit());
  return ref.id;
}

/**
 * Revoke invite, or send it again (seven more days from now): only while it is neither accepted nor revoked, and (for
 * a resend) still sent when the Owner saw it.
 */
export async function changeInvite(
  db: Firestore,
  invite: Pick<TeamInvite, 'id' | 'facilityId' | 'sentAt'>,
  change: 'revoke' | 'resend',
  detail: string,
  actor: HistoryActor,
  now: number,
): Promise<void> {
  const ref = doc(db, 'invites', invite.id);
  await writeOnline(db, () =>
    runTransaction(db, async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists()) throw declined('notFound');
      const stored = toInvite(snap.id, snap.data());
      if (stored.userId !== null || stored.status === 'revoked' || stored.sentAt !== invite.sentAt)
        throw declined('changed');
      const historyId = recordTeamHistory(
        db,
        tx,
        {
          kind: change === 'revoke' ? 'inviteRevoked' : 'inviteResent',
          facilityId: invite.facilityId,
          inviteId: invite.id,
          detail,
        },
        actor,
      );
      tx.update(ref, change === 'revoke' ? { status: 'revoked', historyId } : { sentAt: now, historyId });
    }),
  );
}

/**
 * Change role (a role) or Remove (null) of a member, while their role is still the one the Owner saw. The facility's
 * owner, and the last Owner, stay (teamChangeProblem; the rules keep the facility's owner too).
 */
export async function changeMember(
  db: Firestore,
  facilityId: string,
  member: { uid: string; seenRole: TeamRole },
  role: TeamRole | null,
  detail: string,
  actor: HistoryActor,
): Promise<void> {
  const ref = doc(db, 'facilities', facilityId);
  await writeOnline(db, () =>
    runTransaction(db, async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists()) throw declined('notFound');
      const d = snap.data();
      const facility: TeamFacility = {
        ownerId: String(d.ownerId ?? ''),
        adminIds: Array.isArray(d.adminIds) ? (d.adminIds as string[]) : [],
        memberRoles: (d.memberRoles ?? {}) as Record<string, unknown>,
      };
      if (roleOf(facility, member.uid, false) !== member.seenRole) throw declined('changed');
      if (teamChangeProblem(facility, member.uid, role)) throw declined('invalid');
      const teamHistoryId = recordTeamHistory(
        db,
        tx,
        { kind: role ? 'roleChanged' : 'memberRemoved', facilityId, memberId: member.uid, detail },
        actor,
      );
      tx.update(
        ref,
        role
          ? { [`memberRoles.${member.uid}`]: role, teamHistoryId }
          : {
              adminIds: facility.adminIds.filter((uid) => uid !== member.uid),
              [`memberRoles.${member.uid}`]: deleteField(),
              teamHistoryId,
            },
      );
    }),
  );
}
