// The Team screen's words (CONTRACT.md "Team"; the role names are domain/teamRoles.ts TEAM_ROLE_LABELS).
export const TEAM_TITLE = 'Team';
export const TEAM_TABLE = 'Team members';
export const COLUMNS = { name: 'Name', email: 'Email', role: 'Role', status: 'Status' } as const;
export const ACTIONS = 'Actions';
export const INVITE_TEAMMATE = 'Invite teammate';
export const SEND_INVITE = 'Send invite';
export const FIELD_EMAIL = 'Email';
export const FIELD_FIRST_NAME = 'First name';
export const FIELD_LAST_NAME = 'Last name';
export const FIELD_ROLE = 'Role';
export const inviteSent = (email: string) => `Invite sent to ${email}`;
export const COPY_INVITE_LINK = 'Copy invite link';
export const LINK_COPIED = 'Invite link copied';
export const LINK_NOT_COPIED = 'The link could not be copied: select it and copy it yourself.';
export const REVOKE_INVITE = 'Revoke invite';
export const INVITE_REVOKED = 'Invite revoked';
export const SEND_AGAIN = 'Send again';
export const inviteSentAgain = (email: string) => `Invite sent again to ${email}`;
export const CHANGE_ROLE = 'Change role';
export const SAVE_ROLE = 'Save role';
export const ROLE_CHANGED = 'Role changed';
export const REMOVE = 'Remove';
export const removeTitle = (name: string) => `Remove ${name}`;
export const removed = (name: string) => `Removed ${name}`;
export const removeWarning = (name: string) =>
  `${name} loses access to the facility at once. What they did stays in the History under their name.`;
export const LAST_OWNER = 'A facility needs at least one owner';
export const ALREADY_MEMBER = 'This person is already on the team';
export const ALREADY_INVITED = 'This person has an open invite: copy its link, or revoke it first';
export const TEAM_LOAD_ERROR = 'The team could not be loaded.';
export const TEAM_CHANGED = 'The team changed since you opened it: it shows the latest now. Try again.';
export const TEAM_REFUSED = 'Only an Owner of the facility can change its team.';
export const TEAM_FAILED = 'The change could not be saved. Check your connection and try again.';
export const YOU = '(you)';
export const ROLE_HELP: Record<string, string> = {
  owner: 'Everything, including the team and the facility profile',
  scheduler: 'Shifts, the calendar, reviews, blocks, staffing and document requirements',
  timekeeper: 'The timesheet and invoices',
  viewer: 'Sees every screen, changes nothing',
};
/** The History's words for each change (its `What` in /activity). */
export const historyDetail = {
  invited: (email: string, role: string) => `${email} as ${role}`,
  resent: (email: string) => email,
  revoked: (email: string) => email,
  roleChanged: (name: string, from: string, to: string) => `${name}: ${from} → ${to}`,
  removed: (name: string) => name,
};
