// The Team screen's thunks against the emulators (rules on), as the demo accounts: Dana (Maple Grove's owner) reads the
// team, invites a teammate (who accepts with the invite's role), revokes and resends invites, changes a role and
// removes a member, each with its History entry in /activity's read (the invitee's joining too); a Scheduler is
// refused; the facility's owner stays; a removed member finds no facility at their next sign-in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithEmailAndPassword, signOut } from 'firebase/auth';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { readActivity } from '../../data/history';
import { reseed, writeAsBackend } from '../../../tests/support/demo';
import { signInAs, storeAs, storedData } from '../../../tests/support/session';
import { acceptInvite, getInvite } from '../../data/signup';
import { loadProfile } from '../../session/sessionApi';
import { selectFacility } from '../../session/sessionSlice';
import { changeInvite, changeMember, inviteTeammate, loadTeam, selectTeam } from './teamSlice';
import { teamRows } from '../../domain/teamTable';

const DAY = 86_400_000;

beforeEach(async () => {
  await reseed();
});
afterEach(async () => {
  await signOut(appAuth());
});

describe('an Owner (Dana) and the team of Maple Grove', () => {
  it('reads the demo team: the owner, Sam, Tara, Vic, and the invite to Jamie', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    await store.dispatch(loadTeam('maple-grove')).unwrap();
    const state = store.getState();
    const rows = teamRows(selectFacility(state)!, selectTeam(state).people, selectTeam(state).invites, Date.now());
    expect(rows.map((r) => [r.email, r.role, r.status])).toEqual([
      ['facility@shiftcover.test', 'owner', 'Active'],
      ['scheduler@shiftcover.test', 'scheduler', 'Active'],
      ['timekeeper@shiftcover.test', 'timekeeper', 'Active'],
      ['viewer@shiftcover.test', 'viewer', 'Active'],
      ['invitee@shiftcover.test', 'scheduler', 'Invited'],
    ]);
  });

  it('invites a Timekeeper, who accepts and joins with that role; the invite is in the Activity', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    const email = `kim-${Date.now()}@shiftcover.test`;
    const invites = await store
      .dispatch(
        inviteTeammate({
          facilityId: 'maple-grove',
          inputs: { email, firstName: 'Kim', lastName: 'Lee', role: 'timekeeper' },
        }),
      )
      .unwrap();
    const invite = invites.find((i) => i.email === email)!;
    expect(invite).toMatchObject({ role: 'timekeeper', status: 'pending', userId: null });
    const stored = await storedData(`invites/${invite.id}`);
    expect(stored).toMatchObject({ invitedBy: 'uid-dana', facilityName: 'Maple Grove Care Center' });
    const [entry] = await readActivity(appDb(), ['maple-grove'], 'invited', null, 5);
    expect(entry).toMatchObject({ byName: 'Dana Whitfield', detail: `${email} as Timekeeper` });
    expect(stored.historyId).toBe(entry!.id);

    await signOut(appAuth());
    const kim = (await createUserWithEmailAndPassword(appAuth(), email, 'secret-1')).user.uid;
    await acceptInvite(appDb(), kim, (await getInvite(appDb(), invite.id))!, 'Kim', 'Lee');
    const profile = await loadProfile(kim, null);
    expect(profile.facility?.memberRoles[kim]).toBe('timekeeper');
    // their joining is in the Activity too, under the name they gave
    const [joined] = await readActivity(appDb(), ['maple-grove'], 'joined', null, 5);
    expect(joined).toMatchObject({ by: kim, byName: 'Kim Lee', detail: 'Kim Lee', memberId: kim });
  });

  it('revokes an invite, which the invitee can no longer accept', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    await store.dispatch(loadTeam('maple-grove')).unwrap();
    const invite = selectTeam(store.getState()).invites.find((i) => i.id === 'demo-invite')!;
    const after = await store.dispatch(changeInvite({ invite, change: 'revoke' })).unwrap();
    expect(after.find((i) => i.id === 'demo-invite')?.status).toBe('revoked');
    const [entry] = await readActivity(appDb(), ['maple-grove'], 'inviteRevoked', null, 5);
    expect(entry?.detail).toBe('invitee@shiftcover.test');

    await signOut(appAuth());
    const jamie = (await createUserWithEmailAndPassword(appAuth(), 'invitee@shiftcover.test', 'secret-1')).user.uid;
    await expect(
      acceptInvite(appDb(), jamie, (await getInvite(appDb(), 'demo-invite'))!, 'Jamie', 'Rivera'),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('sends an expired invite again: seven more days from now', async () => {
    await writeAsBackend([
      {
        path: 'invites/old-invite',
        data: {
          email: 'late@shiftcover.test',
          firstName: 'Lou',
          lastName: 'Late',
          facilityName: 'Maple Grove Care Center',
          facilityId: 'maple-grove',
          userId: null,
          status: 'pending',
          role: 'viewer',
          sentAt: Date.now() - 8 * DAY,
        },
      },
    ]);
    const { store } = await storeAs('facility@shiftcover.test');
    await store.dispatch(loadTeam('maple-grove')).unwrap();
    const invite = selectTeam(store.getState()).invites.find((i) => i.id === 'old-invite')!;
    const before = Date.now();
    const after = await store.dispatch(changeInvite({ invite, change: 'resend' })).unwrap();
    expect(after.find((i) => i.id === 'old-invite')!.sentAt).toBeGreaterThanOrEqual(before);
  });

  it("refuses a resend of an invite that changed since it was read (another Owner's resend)", async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    await store.dispatch(loadTeam('maple-grove')).unwrap();
    const invite = selectTeam(store.getState()).invites.find((i) => i.id === 'demo-invite')!;
    await expect(
      store.dispatch(changeInvite({ invite: { ...invite, sentAt: invite.sentAt! - 1 }, change: 'resend' })).unwrap(),
    ).rejects.toMatchObject({ kind: 'changed' });
  });

  it("changes Sam's role to Viewer: the session's facility and the Activity show it", async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    await store
      .dispatch(
        changeMember({ facilityId: 'maple-grove', uid: 'uid-sam', name: 'Sam', seenRole: 'scheduler', role: 'viewer' }),
      )
      .unwrap();
    expect(selectFacility(store.getState())?.memberRoles['uid-sam']).toBe('viewer');
    const [entry] = await readActivity(appDb(), ['maple-grove'], 'roleChanged', null, 5);
    expect(entry?.detail).toBe('Sam: Scheduler → Viewer');
  });

  it('refuses a role change when the role is no longer the one seen', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    await expect(
      store
        .dispatch(
          changeMember({ facilityId: 'maple-grove', uid: 'uid-sam', name: 'Sam', seenRole: 'viewer', role: 'owner' }),
        )
        .unwrap(),
    ).rejects.toMatchObject({ kind: 'changed' });
  });

  it("keeps the facility's owner: a facility needs at least one owner", async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    await expect(
      store
        .dispatch(
          changeMember({ facilityId: 'maple-grove', uid: 'uid-dana', name: 'Dana', seenRole: 'owner', role: null }),
        )
        .unwrap(),
    ).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('removes Vic, who at the next sign-in finds no facility and can read nothing of it', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    await store
      .dispatch(
        changeMember({ facilityId: 'maple-grove', uid: 'uid-vic', name: 'Vic', seenRole: 'viewer', role: null }),
      )
      .unwrap();
    expect(selectFacility(store.getState())?.adminIds).not.toContain('uid-vic');
    const [entry] = await readActivity(appDb(), ['maple-grove'], 'memberRemoved', null, 5);
    expect(entry).toMatchObject({ detail: 'Vic', memberId: 'uid-vic' });

    await signOut(appAuth());
    const vic = await signInAs('viewer@shiftcover.test');
    await expect(loadProfile(vic, null)).rejects.toThrow(
      `User with id ${vic} is not an admin or owner of any facilities`,
    );
    await expect(storedData('facilities/maple-grove')).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('a Scheduler (Sam)', () => {
  it('sees the team but may not change it: the rules refuse an invite and a role change', async () => {
    const { store } = await storeAs('scheduler@shiftcover.test');
    await store.dispatch(loadTeam('maple-grove')).unwrap();
    expect(selectTeam(store.getState()).invites.map((i) => i.id)).toContain('demo-invite');
    await expect(
      store
        .dispatch(
          inviteTeammate({
            facilityId: 'maple-grove',
            inputs: { email: 'pal@shiftcover.test', firstName: 'Pal', lastName: 'Sam', role: 'owner' },
          }),
        )
        .unwrap(),
    ).rejects.toMatchObject({ kind: 'refused' });
    await expect(
      store
        .dispatch(
          changeMember({
            facilityId: 'maple-grove',
            uid: 'uid-sam',
            name: 'Sam',
            seenRole: 'scheduler',
            role: 'owner',
          }),
        )
        .unwrap(),
    ).rejects.toMatchObject({ kind: 'refused' });
  });
});
