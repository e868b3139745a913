// The team's History (facilities/{id}/history): its kinds of change, about a member or an invite rather than a shift,
// and their words in /activity. Apart from ./history.ts, which most screens load: only /activity and /team load this.
export const TEAM_HISTORY_KINDS = [
  'invited',
  'inviteResent',
  'inviteRevoked',
  'joined',
  'roleChanged',
  'memberRemoved',
] as const;
export type TeamHistoryKind = (typeof TEAM_HISTORY_KINDS)[number];

/** The `What` filter's names of the kinds. */
export const TEAM_HISTORY_KIND_LABELS: Record<TeamHistoryKind, string> = {
  invited: 'Teammate invited',
  inviteResent: 'Invite sent again',
  inviteRevoked: 'Invite revoked',
  joined: 'Teammate joined',
  roleChanged: 'Role changed',
  memberRemoved: 'Teammate removed',
};

export function isTeamEntry<E extends { kind: string }>(entry: E): entry is E & { kind: TeamHistoryKind } {
  return (TEAM_HISTORY_KINDS as readonly string[]).includes(entry.kind);
}

/** The `What` of a team change: its kind, then whom it is about ('Role changed: Sam Castillo: Scheduler → Viewer'). */
export function teamEntryText(entry: { kind: TeamHistoryKind; detail: string | null }): string {
  const label = TEAM_HISTORY_KIND_LABELS[entry.kind];
  return entry.detail ? `${label}: ${entry.detail}` : label;
}
