// The Team feature in firestore.rules: invites (Invite teammate, Revoke invite, Send again, the Team table's list),
// a member's role changed or the member removed (the facility's memberRoles, adminIds and teamHistoryId), and the
// team's History entries (facilities/{id}/history) each of these writes in the same batch. Only an Owner (the
// facility's owner, its company's owner, a member whose role is Owner or who has none, an internal admin) makes a team
// change, and only with a new entry of its kind, recorded as themselves at the server's time; every member reads the
// facility's invites. Each write is built as src/data/team.ts builds it (the allowed ones also through its functions).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import {
  assertDenied,
  emailOf,
  makeRulesEnv,
  REMOVED_FROM_A,
  seedDocs,
  TEAM_OF_A,
  teamOfADocs,
  UIDS,
} from '../support/rules';
import { personName } from '../../src/domain/history';
import type { TeamRole } from '../../src/domain/teamRoles';
import { changeInvite, changeMember, createInvite, facilityInvitesQuery } from '../../src/data/team';

let env: RulesTestEnvironment;
const NOW = Date.now();
const MINUTE = 60_000;
const DAY = 86_400_000;
const MEMBERS = TEAM_OF_A;
const REMOVED = REMOVED_FROM_A;
// facility X2: company X's, owned by someone else (company X's owner is an Owner there through the company only)
const X2_OWNER = 'u-owner-x2';
const X2_MEMBER = 'u-admin-x2';

type Fields = Record<string, unknown>;

function docs(): Record<string, Fields> {
  const base = teamOfADocs();
  const invite = (extra: Fields) => ({
    email: 'joiner@rules.test',
    firstName: 'Joy',
    lastName: 'Ner',
    facilityName: 'Facility fac-a',
    facilityId: 'fac-a',
    userId: null,
    status: 'pending',
    role: 'timekeeper',
    sentAt: NOW - DAY,
    invitedBy: UIDS.memberA,
    historyId: 'h-seeded',
    ...extra,
  });
  const oldEntry = (extra: Fields) => ({
    facilityId: 'fac-a',
    by: UIDS.memberA,
    byName: personName(base[`user/${UIDS.memberA}`], UIDS.memberA),
    at: Timestamp.fromMillis(NOW - DAY),
    detail: 'Before',
    memberId: null,
    inviteId: null,
    ...extra,
  });
  return {
    ...base,
    'facilities/fac-a': { ...base['facilities/fac-a'], teamHistoryId: 'h-seeded' },
    'facilities/fac-x2': {
      ...base['facilities/fac-x1'],
      id: 'fac-x2',
      facilityName: 'Facility fac-x2',
      ownerId: X2_OWNER,
      adminIds: [X2_MEMBER],
      memberRoles: { [X2_MEMBER]: 'viewer' },
    },
    // entries written before: a role change and a revoke, at an earlier time than any request's
    'facilities/fac-a/history/old-entry': oldEntry({ kind: 'roleChanged', memberId: MEMBERS.timekeeper }),
    'facilities/fac-a/history/old-invite-entry': oldEntry({ kind: 'inviteRevoked', inviteId: 'inv-open' }),
    'facilities/fac-a/history/old-invited-entry': oldEntry({ kind: 'invited', inviteId: 'inv-open' }),
    'invites/inv-open': invite({}),
    'invites/inv-expired': invite({ email: 'late@rules.test', role: 'scheduler', sentAt: NOW - 8 * DAY }),
    'invites/inv-revoked': invite({ email: 'gone@rules.test', status: 'revoked' }),
    'invites/inv-accepted': invite({ email: 'in@rules.test', status: 'accepted', userId: 'u-joined' }),
    'invites/inv-b': invite({ facilityName: 'Facility fac-b', facilityId: 'fac-b', invitedBy: UIDS.memberB }),
  };
}
const DOCS = docs();

beforeAll(async () => {
  env = await makeRulesEnv('team');
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, DOCS);
});
afterAll(async () => {
  await env.cleanup();
});

// ---- who writes -------------------------------------------------------------------------------------------------

const clients = new Map<string, Firestore>();
/** The Firestore of `uid` (null: signed out), one a caller for the file. */
function as(uid: string | null): Firestore {
  const key = uid ?? '';
  let db = clients.get(key);
  if (!db) {
    const ctx =
      uid === null
        ? env.unauthenticatedContext()
        : env.authenticatedContext(uid, { email: emailOf(uid), email_verified: true });
    db = ctx.firestore() as unknown as Firestore;
    clients.set(key, db);
  }
  return db;
}
/** The name an entry of `uid` shows: their own user record's (the rules insist). */
const nameOf = (uid: string | null) => (uid === null ? 'nobody' : personName(DOCS[`user/${uid}`], uid));
const actor = (uid: string) => ({ uid, name: nameOf(uid) });

// ---- the writes, as src/data/team.ts makes them -----------------------------------------------------------------

/** Fields without those a test set to undefined (to leave the key out). */
const defined = (o: Fields) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** A team History entry as recordTeamHistory writes it. */
function teamEntry(uid: string | null, kind: string, facilityId: string, about: Fields, over: Fields = {}) {
  return defined({
    kind,
    facilityId,
    by: uid ?? 'nobody',
    byName: nameOf(uid),
    at: serverTimestamp(),
    detail: `A ${kind} entry`,
    memberId: null,
    inviteId: null,
    ...about,
    ...over,
  });
}

interface EntryOptions {
  /** fields of the entry to change (undefined: left out) */
  entry?: Fields;
  /** the entry's kind, when not the write's own */
  kind?: string;
  /** the id the write names (an entry of before, or one not written); a new one otherwise */
  entryId?: string;
  /** false: the entry is not written (only named) */
  writeEntry?: boolean;
}

/** Invite teammate: the invite and its 'invited' entry, in one batch (createInvite). */
function invite(
  uid: string | null,
  { facilityId = 'fac-a', fields = {}, ...opts }: EntryOptions & { facilityId?: string; fields?: Fields } = {},
) {
  const db = as(uid);
  const ref = doc(collection(db, 'invites'));
  const entryId = opts.entryId ?? doc(collection(db, 'facilities', facilityId, 'history')).id;
  const batch = writeBatch(db);
  if (opts.writeEntry !== false) {
    batch.set(
      doc(db, 'facilities', facilityId, 'history', entryId),
      teamEntry(uid, opts.kind ?? 'invited', facilityId, { inviteId: ref.id }, opts.entry),
    );
  }
  batch.set(
    ref,
    defined({
      email: 'new.member@rules.test',
      firstName: 'New',
      lastName: 'Member',
      facilityName: `Facility ${facilityId}`,
      facilityId,
      userId: null,
      status: 'pending',
      role: 'scheduler',
      sentAt: Date.now(),
      invitedBy: uid ?? 'nobody',
      historyId: entryId,
      ...fields,
    }),
  );
  return batch.commit();
}

/** Revoke invite or Send again: the invite's change and its entry, in one batch (changeInvite). */
function inviteChange(
  uid: string | null,
  inviteId: string,
  change: 'revoke' | 'resend',
  { fields = {}, ...opts }: EntryOptions & { fields?: Fields } = {},
) {
  const db = as(uid);
  const facilityId = String(DOCS[`invites/${inviteId}`]!.facilityId);
  const entryId = opts.entryId ?? doc(collection(db, 'facilities', facilityId, 'history')).id;
  const kind = opts.kind ?? (change === 'revoke' ? 'inviteRevoked' : 'inviteResent');
  const batch = writeBatch(db);
  if (opts.writeEntry !== false) {
    batch.set(
      doc(db, 'facilities', facilityId, 'history', entryId),
      teamEntry(uid, kind, facilityId, { inviteId }, opts.entry),
    );
  }
  const update = change === 'revoke' ? { status: 'revoked' } : { sentAt: Date.now() };
  batch.update(doc(db, 'invites', inviteId), defined({ ...update, historyId: entryId, ...fields }));
  return batch.commit();
}

/** Change role (a role) or Remove (null): the facility's change and its entry, in one batch (changeMember). */
function memberChange(
  uid: string | null,
  memberId: string,
  role: string | null,
  { facilityId = 'fac-a', fields = {}, ...opts }: EntryOptions & { facilityId?: string; fields?: Fields } = {},
) {
  const db = as(uid);
  const entryId = opts.entryId ?? doc(collection(db, 'facilities', facilityId, 'history')).id;
  const kind = opts.kind ?? (role !== null ? 'roleChanged' : 'memberRemoved');
  const batch = writeBatch(db);
  if (opts.writeEntry !== false) {
    batch.set(
      doc(db, 'facilities', facilityId, 'history', entryId),
      teamEntry(uid, kind, facilityId, { memberId }, opts.entry),
    );
  }
  const adminIds = (DOCS[`facilities/${facilityId}`]!.adminIds as string[]).filter((id) => id !== memberId);
  const update =
    role !== null
      ? { [`memberRoles.${memberId}`]: role, teamHistoryId: entryId }
      : { adminIds, [`memberRoles.${memberId}`]: deleteField(), teamHistoryId: entryId };
  batch.update(doc(db, 'facilities', facilityId), defined({ ...update, ...fields }));
  return batch.commit();
}

/** The write or read passes the rules (its value dropped: a test returns nothing). */
async function allowed(p: Promise<unknown>): Promise<void> {
  await assertSucceeds(p);
}

const invitesOf = (uid: string | null, facilityId: string, size = 100) =>
  getDocs(query(collection(as(uid), 'invites'), where('facilityId', '==', facilityId), limit(size)));

/** Every team change, as `uid`, of facility A: each an Owner may make (the role-holders' and outsiders' refusals). */
const TEAM_WRITES: [string, (uid: string | null) => Promise<unknown>][] = [
  ['invites a teammate', (uid) => invite(uid)],
  ['revokes an open invite', (uid) => inviteChange(uid, 'inv-open', 'revoke')],
  ['sends an expired invite again', (uid) => inviteChange(uid, 'inv-expired', 'resend')],
  ["changes a member's role", (uid) => memberChange(uid, MEMBERS.timekeeper, 'scheduler')],
  ['removes a member', (uid) => memberChange(uid, MEMBERS.viewer, null)],
];

// The Owners of facility A: its owner, a member from before roles (no role: everything), an internal admin.
const OWNERS: [string, string][] = [
  ['the facility owner', UIDS.memberA],
  ['a member without a role', UIDS.adminOfA],
  ['an internal admin', UIDS.internalAdmin],
];

const ROLE_HOLDERS: [string, string][] = [
  ['a Scheduler', MEMBERS.scheduler],
  ['a Timekeeper', MEMBERS.timekeeper],
  ['a Viewer', MEMBERS.viewer],
];

const OUTSIDERS: [string, string | null][] = [
  ['the owner of another facility', UIDS.memberB],
  ['a removed member', REMOVED],
  ['a worker', UIDS.worker],
  ['a signed-out visitor', null],
];

// ==== invites ======================================================================================================

describe('invites: an Owner', () => {
  describe.each(OWNERS)('%s', (_, uid) => {
    it.each(TEAM_WRITES.slice(0, 3))('%s', (__, write) => allowed(write(uid)));
    it.each(['owner', 'scheduler', 'timekeeper', 'viewer'])('invites as %s', (role) =>
      allowed(invite(uid, { fields: { role } })),
    );
  });

  it("invites through the portal's createInvite, its entry naming the invite", async () => {
    const id = await assertSucceeds(
      createInvite(
        as(UIDS.memberA),
        {
          facilityId: 'fac-a',
          facilityName: 'Facility fac-a',
          email: ' new.member@rules.test ',
          firstName: 'New',
          lastName: 'Member',
          role: 'timekeeper',
        },
        'Invited New Member as Timekeeper',
        actor(UIDS.memberA),
        Date.now(),
      ),
    );
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore() as unknown as Firestore;
      const stored = (await getDoc(doc(db, 'invites', id))).data()!;
      const entry = (await getDoc(doc(db, 'facilities', 'fac-a', 'history', String(stored.historyId)))).data()!;
      expect(Object.keys(entry).sort()).toEqual(
        ['at', 'by', 'byName', 'detail', 'facilityId', 'inviteId', 'kind', 'memberId'].sort(),
      );
      expect(entry).toMatchObject({ kind: 'invited', inviteId: id, by: UIDS.memberA, memberId: null });
      expect(stored).toMatchObject({ status: 'pending', userId: null, invitedBy: UIDS.memberA, role: 'timekeeper' });
    });
  });
  it("revokes through the portal's changeInvite", () =>
    allowed(
      changeInvite(
        as(UIDS.memberA),
        { id: 'inv-open', facilityId: 'fac-a', sentAt: NOW - DAY },
        'revoke',
        'Revoked',
        actor(UIDS.memberA),
        Date.now(),
      ),
    ));
  it("sends again through the portal's changeInvite", () =>
    allowed(
      changeInvite(
        as(UIDS.memberA),
        { id: 'inv-expired', facilityId: 'fac-a', sentAt: NOW - 8 * DAY },
        'resend',
        'Sent again',
        actor(UIDS.memberA),
        Date.now(),
      ),
    ));

  it("of a company's facility (the company's owner, also its ownerId) invites", () =>
    allowed(invite(UIDS.companyY, { facilityId: 'fac-y1' })));
  it("of a company's facility owned by someone else (the company's owner) invites", () =>
    allowed(invite(UIDS.companyX, { facilityId: 'fac-x2' })));
  it("of a company's facility, its admin without a role, invites", () =>
    allowed(invite(UIDS.memberY1, { facilityId: 'fac-y1' })));

  // Invite teammate, refused
  const owner = UIDS.memberA;
  it.each([
    ['20 minutes ago', -20 * MINUTE],
    ['20 minutes ahead', 20 * MINUTE],
    ['8 days ago', -8 * DAY],
  ])('cannot invite with a sending time %s', (_, offset) =>
    assertDenied(invite(owner, { fields: { sentAt: Date.now() + offset } })),
  );
  it('cannot invite with a sending time in seconds', () =>
    assertDenied(invite(owner, { fields: { sentAt: Math.floor(Date.now() / 1000) } })));
  it('cannot invite with a sending time that is not an integer', () =>
    assertDenied(invite(owner, { fields: { sentAt: Date.now() + 0.5 } })));
  it('cannot invite in the name of someone else (invitedBy)', () =>
    assertDenied(invite(owner, { fields: { invitedBy: UIDS.adminOfA } })));
  it("cannot invite with another facility's name", () =>
    assertDenied(invite(owner, { fields: { facilityName: 'Facility fac-b' } })));
  it("cannot invite with a status other than 'pending'", () =>
    assertDenied(invite(owner, { fields: { status: 'accepted' } })));
  it('cannot invite someone already accepted (userId set)', () =>
    assertDenied(invite(owner, { fields: { userId: 'u-someone' } })));
  it('cannot invite with a key of its own', () => assertDenied(invite(owner, { fields: { isAdmin: true } })));
  it('cannot invite without a key (lastName)', () => assertDenied(invite(owner, { fields: { lastName: undefined } })));
  it.each(['not-an-email', 'two@at@rules.test', 'no dot@rules', ' spaced@rules.test'])(
    'cannot invite the bad email %j',
    (email) => assertDenied(invite(owner, { fields: { email } })),
  );
  it('cannot invite with an empty first name', () => assertDenied(invite(owner, { fields: { firstName: '' } })));
  it.each(['superuser', 'admin', 'Owner', null])('cannot invite with the forged role %j', (role) =>
    assertDenied(invite(owner, { fields: { role } })),
  );
  it('cannot invite without a History entry (no historyId)', () =>
    assertDenied(invite(owner, { writeEntry: false, fields: { historyId: undefined } })));
  it('cannot invite naming an entry not written', () => assertDenied(invite(owner, { writeEntry: false })));
  it("cannot invite naming an entry of another kind ('inviteResent')", () =>
    assertDenied(invite(owner, { kind: 'inviteResent' })));
  it('cannot invite naming an entry of before', () =>
    assertDenied(invite(owner, { writeEntry: false, entryId: 'old-invited-entry' })));
  it("cannot invite with an entry in someone else's name (by)", () =>
    assertDenied(invite(owner, { entry: { by: UIDS.adminOfA } })));
  it('cannot invite with an entry under another name (byName)', () =>
    assertDenied(invite(owner, { entry: { byName: 'Somebody Else' } })));
  it('cannot invite with an entry about a member', () =>
    assertDenied(invite(owner, { entry: { memberId: MEMBERS.viewer } })));
  it('cannot invite with an entry of a time of its own', () =>
    assertDenied(invite(owner, { entry: { at: Timestamp.fromMillis(Date.now()) } })));
  it('cannot invite with an entry about another invite (one entry for two invites)', () =>
    assertDenied(invite(owner, { entry: { inviteId: 'inv-open' } })));
  it('cannot invite to another facility', () =>
    assertDenied(invite(owner, { facilityId: 'fac-b', fields: { facilityName: 'Facility fac-b' } })));

  // Revoke invite and Send again, refused
  it('cannot revoke an accepted invite', () => assertDenied(inviteChange(owner, 'inv-accepted', 'revoke')));
  it('cannot revoke a revoked invite', () => assertDenied(inviteChange(owner, 'inv-revoked', 'revoke')));
  it('cannot send a revoked invite again', () => assertDenied(inviteChange(owner, 'inv-revoked', 'resend')));
  it('cannot send an accepted invite again', () => assertDenied(inviteChange(owner, 'inv-accepted', 'resend')));
  it('cannot send again with a sending time a day ahead', () =>
    assertDenied(inviteChange(owner, 'inv-expired', 'resend', { fields: { sentAt: Date.now() + DAY } })));
  it("cannot 'revoke' to another status", () =>
    assertDenied(inviteChange(owner, 'inv-open', 'revoke', { fields: { status: 'accepted' } })));
  it('cannot revoke and change the role in one write', () =>
    assertDenied(inviteChange(owner, 'inv-open', 'revoke', { fields: { role: 'owner' } })));
  it('cannot send again and change the email in one write', () =>
    assertDenied(inviteChange(owner, 'inv-expired', 'resend', { fields: { email: 'other@rules.test' } })));
  it('cannot revoke without a History entry', () =>
    assertDenied(inviteChange(owner, 'inv-open', 'revoke', { writeEntry: false, fields: { historyId: undefined } })));
  it('cannot revoke naming an entry not written', () =>
    assertDenied(inviteChange(owner, 'inv-open', 'revoke', { writeEntry: false })));
  it("cannot revoke naming an entry of another kind ('inviteResent')", () =>
    assertDenied(inviteChange(owner, 'inv-open', 'revoke', { kind: 'inviteResent' })));
  it("cannot send again naming an entry of another kind ('inviteRevoked')", () =>
    assertDenied(inviteChange(owner, 'inv-expired', 'resend', { kind: 'inviteRevoked' })));
  it('cannot revoke naming an entry of before', () =>
    assertDenied(inviteChange(owner, 'inv-open', 'revoke', { writeEntry: false, entryId: 'old-invite-entry' })));
  it("cannot revoke with an entry in someone else's name (by)", () =>
    assertDenied(inviteChange(owner, 'inv-open', 'revoke', { entry: { by: UIDS.adminOfA } })));
  it('cannot send again with an entry under another name (byName)', () =>
    assertDenied(inviteChange(owner, 'inv-expired', 'resend', { entry: { byName: 'Somebody Else' } })));
  it('cannot revoke with an entry about another invite (one entry for two changes)', () =>
    assertDenied(inviteChange(owner, 'inv-open', 'revoke', { entry: { inviteId: 'inv-expired' } })));
  it('cannot send again an invite still open (only an expired one is sent again)', () =>
    assertDenied(inviteChange(owner, 'inv-open', 'resend')));
  it('cannot delete an invite', () => assertDenied(deleteDoc(doc(as(owner), 'invites', 'inv-open'))));
});

describe.each(ROLE_HOLDERS)('invites: %s', (_, uid) => {
  it.each(TEAM_WRITES.slice(0, 3))('cannot: %s', (__, write) => assertDenied(write(uid)));
  it("lists the facility's invites", () => allowed(invitesOf(uid, 'fac-a')));
});

describe.each(OUTSIDERS)('invites: %s', (_, uid) => {
  it.each(TEAM_WRITES.slice(0, 3))('cannot: %s', (__, write) => assertDenied(write(uid)));
  it("cannot list facility A's invites", () => assertDenied(invitesOf(uid, 'fac-a')));
});

describe('invites: listing', () => {
  it.each([...OWNERS, ...ROLE_HOLDERS])("%s lists facility A's invites", (_, uid) => allowed(invitesOf(uid, 'fac-a')));
  it("a Viewer lists them with the portal's query", () =>
    allowed(getDocs(facilityInvitesQuery(as(MEMBERS.viewer), 'fac-a'))));
  it('a member cannot list invites without the facility constraint', () =>
    assertDenied(getDocs(query(collection(as(UIDS.memberA), 'invites'), limit(100)))));
  it("a member cannot list another facility's invites", () => assertDenied(invitesOf(UIDS.memberA, 'fac-b')));
  it('a member cannot list more than 100 at a time', () => assertDenied(invitesOf(UIDS.memberA, 'fac-a', 101)));
  it('a member cannot list without a limit', () =>
    assertDenied(getDocs(query(collection(as(UIDS.memberA), 'invites'), where('facilityId', '==', 'fac-a')))));
});

// ==== facilities: the team's changes ===============================================================================

describe('facilities team changes: an Owner', () => {
  describe.each(OWNERS)('%s', (_, uid) => {
    it.each(TEAM_WRITES.slice(3))('%s', (__, write) => allowed(write(uid)));
    it.each(['owner', 'scheduler', 'viewer'])("changes a Timekeeper's role to %s", (role) =>
      allowed(memberChange(uid, MEMBERS.timekeeper, role)),
    );
    it('removes a Scheduler', () => allowed(memberChange(uid, MEMBERS.scheduler, null)));
  });

  it('the facility owner removes a member without a role', () =>
    allowed(memberChange(UIDS.memberA, UIDS.adminOfA, null)));
  it('the facility owner gives a role to a member without one', () =>
    allowed(memberChange(UIDS.memberA, UIDS.adminOfA, 'viewer')));
  it("changes a role through the portal's changeMember", () =>
    allowed(
      changeMember(
        as(UIDS.memberA),
        'fac-a',
        { uid: MEMBERS.timekeeper, seenRole: 'timekeeper' },
        'scheduler' as TeamRole,
        'Changed role',
        actor(UIDS.memberA),
      ),
    ));
  it("removes a member through the portal's changeMember", () =>
    allowed(
      changeMember(
        as(UIDS.memberA),
        'fac-a',
        { uid: MEMBERS.viewer, seenRole: 'viewer' },
        null,
        'Removed',
        actor(UIDS.memberA),
      ),
    ));
  it("of a company's facility (the company's owner, also its ownerId) changes its admin's role", () =>
    allowed(memberChange(UIDS.companyY, UIDS.memberY1, 'viewer', { facilityId: 'fac-y1' })));
  it("of a company's facility owned by someone else (the company's owner) changes a role", () =>
    allowed(memberChange(UIDS.companyX, X2_MEMBER, 'scheduler', { facilityId: 'fac-x2' })));
  it("of a company's facility owned by someone else (the company's owner) removes a member", () =>
    allowed(memberChange(UIDS.companyX, X2_MEMBER, null, { facilityId: 'fac-x2' })));

  const owner = UIDS.memberA;
  it.each(['superuser', 'admin', ''])('cannot give the forged role %j', (role) =>
    assertDenied(memberChange(owner, MEMBERS.timekeeper, role)),
  );
  it("cannot change the facility owner's role", () => assertDenied(memberChange(UIDS.adminOfA, owner, 'viewer')));
  it('cannot remove the facility owner', () => assertDenied(memberChange(UIDS.adminOfA, owner, null)));
  describe('with the facility owner listed in adminIds too', () => {
    beforeEach(() =>
      seedDocs(env, {
        'facilities/fac-a': {
          ...DOCS['facilities/fac-a'],
          adminIds: [owner, UIDS.adminOfA, ...Object.values(MEMBERS)],
        },
      }),
    );
    it("cannot change the facility owner's role", () => assertDenied(memberChange(UIDS.adminOfA, owner, 'viewer')));
    // memberChange leaves out of adminIds the owner (not in the seeded list) and nobody else
    it('cannot remove the facility owner', () => assertDenied(memberChange(UIDS.adminOfA, owner, null)));
    it('the facility owner cannot change their own role', () => assertDenied(memberChange(owner, owner, 'viewer')));
  });
  it('cannot change a role of someone not a member', () =>
    assertDenied(memberChange(owner, 'u-stranger', 'scheduler')));
  it('cannot remove someone not a member', () => assertDenied(memberChange(owner, REMOVED, null)));
  it('cannot change a role without a History entry (no teamHistoryId)', () =>
    assertDenied(
      memberChange(owner, MEMBERS.timekeeper, 'scheduler', { writeEntry: false, fields: { teamHistoryId: undefined } }),
    ));
  it('cannot remove a member without a History entry (no teamHistoryId)', () =>
    assertDenied(
      memberChange(owner, MEMBERS.viewer, null, { writeEntry: false, fields: { teamHistoryId: undefined } }),
    ));
  it('cannot change a role naming an entry not written', () =>
    assertDenied(memberChange(owner, MEMBERS.timekeeper, 'scheduler', { writeEntry: false })));
  it('cannot change a role with its entry written but not named (teamHistoryId unchanged)', () =>
    assertDenied(memberChange(owner, MEMBERS.timekeeper, 'scheduler', { fields: { teamHistoryId: undefined } })));
  it("cannot change a role naming an entry of another kind ('memberRemoved')", () =>
    assertDenied(memberChange(owner, MEMBERS.timekeeper, 'scheduler', { kind: 'memberRemoved' })));
  it("cannot remove a member naming an entry of another kind ('roleChanged')", () =>
    assertDenied(memberChange(owner, MEMBERS.viewer, null, { kind: 'roleChanged' })));
  it('cannot change a role naming an entry of before', () =>
    assertDenied(memberChange(owner, MEMBERS.timekeeper, 'scheduler', { writeEntry: false, entryId: 'old-entry' })));
  it('cannot change a role whose entry is about another member', () =>
    assertDenied(memberChange(owner, MEMBERS.timekeeper, 'scheduler', { entry: { memberId: MEMBERS.viewer } })));
  it("cannot change a role with an entry in someone else's name (by)", () =>
    assertDenied(memberChange(owner, MEMBERS.timekeeper, 'scheduler', { entry: { by: UIDS.adminOfA } })));
  it('cannot change a role with an entry under another name (byName)', () =>
    assertDenied(memberChange(owner, MEMBERS.timekeeper, 'scheduler', { entry: { byName: 'Somebody Else' } })));
  it("cannot remove a member with an entry in someone else's name (by)", () =>
    assertDenied(memberChange(owner, MEMBERS.viewer, null, { entry: { by: UIDS.adminOfA } })));
  it('cannot change two roles with one entry', () =>
    assertDenied(
      memberChange(owner, MEMBERS.timekeeper, 'scheduler', { fields: { [`memberRoles.${MEMBERS.viewer}`]: 'owner' } }),
    ));
  it("cannot remove a member while changing the facility's intro", () =>
    assertDenied(memberChange(owner, MEMBERS.viewer, null, { fields: { facilityIntro: 'A new intro' } })));
  it('cannot change a role while changing the facility intro', () =>
    assertDenied(memberChange(owner, MEMBERS.timekeeper, 'scheduler', { fields: { facilityIntro: 'A new intro' } })));
  it('cannot remove a member but keep their role', () =>
    assertDenied(
      memberChange(owner, MEMBERS.viewer, null, { fields: { [`memberRoles.${MEMBERS.viewer}`]: undefined } }),
    ));
  it('cannot remove a member but keep them in adminIds', () =>
    assertDenied(
      memberChange(owner, MEMBERS.viewer, null, { fields: { adminIds: DOCS['facilities/fac-a']!.adminIds } }),
    ));
  it('cannot remove a member and another with them', () =>
    assertDenied(
      memberChange(owner, MEMBERS.viewer, null, { fields: { adminIds: [UIDS.adminOfA, MEMBERS.scheduler] } }),
    ));
});

describe.each(ROLE_HOLDERS)('facilities team changes: %s', (_, uid) => {
  it.each(TEAM_WRITES.slice(3))('cannot: %s', (__, write) => assertDenied(write(uid)));
  it('cannot make themselves an Owner (with an entry)', () => assertDenied(memberChange(uid, uid, 'owner')));
  it('cannot make themselves an Owner (without an entry)', () =>
    assertDenied(updateDoc(doc(as(uid), 'facilities', 'fac-a'), { [`memberRoles.${uid}`]: 'owner' })));
  it('cannot remove themselves', () => assertDenied(memberChange(uid, uid, null)));
});

describe.each(OUTSIDERS)('facilities team changes: %s', (_, uid) => {
  it.each(TEAM_WRITES.slice(3))('cannot: %s', (__, write) => assertDenied(write(uid)));
  if (uid) {
    it('cannot make themselves an Owner of facility A', () =>
      assertDenied(
        updateDoc(doc(as(uid), 'facilities', 'fac-a'), {
          adminIds: [...(DOCS['facilities/fac-a']!.adminIds as string[]), uid],
          [`memberRoles.${uid}`]: 'owner',
        }),
      ));
  }
});

// ==== facilities/{id}/history: the team's entries ==================================================================

describe('facilities history: an Owner', () => {
  const owner = UIDS.memberA;
  it("cannot write a role change's entry alone", () =>
    assertDenied(
      setDoc(
        doc(as(owner), 'facilities', 'fac-a', 'history', 'lone-entry'),
        teamEntry(owner, 'roleChanged', 'fac-a', { memberId: MEMBERS.timekeeper }),
      ),
    ));
  it("cannot write a removal's entry alone", () =>
    assertDenied(
      setDoc(
        doc(as(owner), 'facilities', 'fac-a', 'history', 'lone-entry'),
        teamEntry(owner, 'memberRemoved', 'fac-a', { memberId: MEMBERS.viewer }),
      ),
    ));
  it("cannot write an invite's entry alone", () =>
    assertDenied(
      setDoc(
        doc(as(owner), 'facilities', 'fac-a', 'history', 'lone-entry'),
        teamEntry(owner, 'invited', 'fac-a', { inviteId: 'inv-open' }),
      ),
    ));
  it("cannot write an entry under another facility's history", () =>
    assertDenied(
      setDoc(
        doc(as(owner), 'facilities', 'fac-b', 'history', 'lone-entry'),
        teamEntry(owner, 'roleChanged', 'fac-a', { memberId: MEMBERS.timekeeper }),
      ),
    ));
  it('cannot change an entry', () =>
    assertDenied(updateDoc(doc(as(owner), 'facilities', 'fac-a', 'history', 'old-entry'), { detail: 'Rewritten' })));
  it('cannot delete an entry', () =>
    assertDenied(deleteDoc(doc(as(owner), 'facilities', 'fac-a', 'history', 'old-entry'))));
  it('an internal admin cannot delete an entry', () =>
    assertDenied(deleteDoc(doc(as(UIDS.internalAdmin), 'facilities', 'fac-a', 'history', 'old-entry'))));
});
