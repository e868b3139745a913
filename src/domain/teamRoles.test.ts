import { describe, expect, it } from 'vitest';
import {
  inviteStatus,
  ROLE_ACTIONS,
  roleAllows,
  roleOf,
  TEAM_ACTIONS,
  type TeamAction,
  type TeamRole,
} from './teamRoles';
import { inviteProblem, ownersOf, teamChangeProblem, teamRows, type TeamInvite } from './teamTable';

const DAY = 86_400_000;

describe('what each role may change', () => {
  // the contract's words, action by action: Owner everything; Scheduler shifts of every kind, templates, the calendar,
  // reviews, blocks, discontent, no-shows and reposts, staffing needs, document requirements; Timekeeper the
  // timesheet and invoices; Viewer nothing
  const allowed: Record<TeamRole, TeamAction[]> = {
    owner: [...TEAM_ACTIONS],
    scheduler: ['shifts', 'reviews', 'blocks', 'favorites', 'discontent', 'staffing', 'compliance'],
    timekeeper: ['timesheet', 'invoices'],
    viewer: [],
  };
  const cases = (Object.keys(allowed) as TeamRole[]).flatMap((role) =>
    TEAM_ACTIONS.map((action) => [role, action, allowed[role].includes(action)] as const),
  );
  it.each(cases)('%s may %s: %s', (role, action, may) => {
    expect(roleAllows(role, action)).toBe(may);
  });
  it('no member, no action', () => {
    expect(TEAM_ACTIONS.some((action) => roleAllows(null, action))).toBe(false);
  });
  it('only an Owner changes the team or the profile', () => {
    const who = (action: TeamAction) => (Object.keys(ROLE_ACTIONS) as TeamRole[]).filter((r) => roleAllows(r, action));
    expect(who('team')).toEqual(['owner']);
    expect(who('profile')).toEqual(['owner']);
  });
});

const maple = {
  ownerId: 'dana',
  adminIds: ['sam', 'tara', 'vic', 'old'],
  memberRoles: { sam: 'scheduler', tara: 'timekeeper', vic: 'viewer', ghost: 'owner', old: 'boss' },
};

describe('roleOf', () => {
  it.each([
    ['the facility owner', 'dana', false, 'owner'],
    ['a scheduler', 'sam', false, 'scheduler'],
    ['a timekeeper', 'tara', false, 'timekeeper'],
    ['a viewer', 'vic', false, 'viewer'],
    ['a member from before roles (no known role): everything, as before', 'old', false, 'owner'],
    ['a role left for someone no longer a member: none', 'ghost', false, null],
    ['a stranger', 'eve', false, null],
    ['a company owner or an internal admin acting for them', 'morgan', true, 'owner'],
  ] as const)('%s', (_, uid, actsAsOwner, role) => {
    expect(roleOf(maple, uid, actsAsOwner)).toBe(role);
  });
});

describe('teamChangeProblem: a facility keeps an Owner', () => {
  it.each([
    ['the facility owner made a Scheduler', maple, 'dana', 'scheduler', 'lastOwner'],
    ['the facility owner removed', maple, 'dana', null, 'lastOwner'],
    ['a Scheduler made a Viewer', maple, 'sam', 'viewer', null],
    ['a Scheduler removed', maple, 'sam', null, null],
    ['anyone made an Owner', maple, 'vic', 'owner', null],
    ['one of two Owners removed', { ...maple, memberRoles: { ...maple.memberRoles, sam: 'owner' } }, 'sam', null, null],
  ] as const)('%s', (_, facility, uid, role, problem) => {
    expect(teamChangeProblem(facility, uid, role)).toBe(problem);
  });
  it('the owners are the facility owner and the members whose role is Owner', () => {
    expect(ownersOf(maple)).toEqual(['dana', 'old']);
  });
});

describe('inviteStatus: seven days to answer', () => {
  const sentAt = Date.UTC(2026, 10, 1, 12);
  it.each([
    ['just sent', { userId: null, sentAt }, sentAt, 'invited'],
    ['a millisecond before seven days', { userId: null, sentAt }, sentAt + 7 * DAY - 1, 'invited'],
    ['seven days after sending', { userId: null, sentAt }, sentAt + 7 * DAY, 'expired'],
    ['revoked', { userId: null, sentAt, status: 'revoked' }, sentAt, 'revoked'],
    ['accepted, however old', { userId: 'jamie', sentAt }, sentAt + 30 * DAY, 'accepted'],
    ['sent before invites had a time: open', { userId: null }, sentAt + 30 * DAY, 'invited'],
  ] as const)('%s', (_, invite, now, status) => {
    expect(inviteStatus(invite, now)).toBe(status);
  });
});

describe('teamRows: the table Team members', () => {
  const now = Date.UTC(2026, 10, 20, 12);
  const person = (uid: string, firstName: string, lastName = 'X') => ({
    uid,
    firstName,
    lastName,
    email: `${uid}@t.test`,
  });
  const invite = (id: string, extra: Partial<TeamInvite> = {}): TeamInvite => ({
    id,
    email: `${id}@t.test`,
    firstName: 'In',
    lastName: id,
    facilityId: 'maple',
    role: 'scheduler',
    userId: null,
    status: 'pending',
    sentAt: now - DAY,
    ...extra,
  });
  const rows = teamRows(
    maple,
    [person('dana', 'Dana'), person('sam', 'Sam'), person('tara', 'Tara'), person('vic', 'Vic')],
    [
      invite('b-open'),
      invite('a-expired', { sentAt: now - 8 * DAY, role: 'viewer' }),
      invite('revoked', { status: 'revoked' }),
      invite('accepted', { userId: 'sam' }),
    ],
    now,
  );
  it('the facility owner first, then members by name, then open and expired invites by email', () => {
    expect(rows.map((r) => [r.id, r.role, r.status])).toEqual([
      ['dana', 'owner', 'Active'],
      // a member whose record the viewer may not read shows their uid
      ['old', 'owner', 'Active'],
      ['sam', 'scheduler', 'Active'],
      ['tara', 'timekeeper', 'Active'],
      ['vic', 'viewer', 'Active'],
      ['a-expired', 'viewer', 'Expired'],
      ['b-open', 'scheduler', 'Invited'],
    ]);
  });
  it('names members by their record and invites by the names they were invited with', () => {
    expect(rows.find((r) => r.id === 'sam')).toMatchObject({ name: 'Sam X', email: 'sam@t.test', kind: 'member' });
    expect(rows.find((r) => r.id === 'b-open')).toMatchObject({ name: 'In b-open', kind: 'invite' });
  });
  it("marks the facility owner, whose role is not the team's to change", () => {
    expect(rows.filter((r) => r.isFacilityOwner).map((r) => r.id)).toEqual(['dana']);
  });
  it.each([
    ['a member', 'SAM@t.test ', 'member'],
    ['an open invite', 'b-open@t.test', 'invited'],
    ['an expired invite (sent again from its row)', 'a-expired@t.test', 'invited'],
    ['a revoked invite: may be invited again', 'revoked@t.test', null],
    ['someone new', 'new@t.test', null],
  ] as const)('inviteProblem: %s', (_, email, problem) => {
    expect(inviteProblem(email, rows)).toBe(problem);
  });
});
