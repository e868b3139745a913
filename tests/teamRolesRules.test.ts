// The team's roles are one table (src/domain/teamRoles.ts ROLE_ACTIONS) that the screens follow and firestore.rules
// restates as roleActions(): the two say the same, role by role and action by action. And every write the rules admit
// for a facility's members names the kind of change it is (mayDo), except the History entry and the review's or
// favorite's mark on a shift, which follow a write that does.
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROLE_ACTIONS, TEAM_ACTIONS, TEAM_ROLES } from '../src/domain/teamRoles';

const rules = readFileSync('firestore.rules', 'utf8');
const body = /function roleActions\(\) \{\s*return (\{[\s\S]*?\});\s*\}/.exec(rules)?.[1] ?? '';
const inRules = JSON.parse(body.replace(/'/g, '"')) as Record<string, string[]>;

describe("the rules' roles are the domain's", () => {
  it('the same roles', () => {
    expect(Object.keys(inRules).sort()).toEqual([...TEAM_ROLES].sort());
  });
  const cases = TEAM_ROLES.flatMap((role) => TEAM_ACTIONS.map((action) => [role, action] as const));
  it.each(cases)('%s, %s', (role, action) => {
    expect(inRules[role]?.includes(action)).toBe(ROLE_ACTIONS[role].includes(action));
  });
  it('no action the domain does not know', () => {
    expect(
      Object.values(inRules)
        .flat()
        .filter((a) => !(TEAM_ACTIONS as readonly string[]).includes(a)),
    ).toEqual([]);
  });
});

it("every member's write names its kind of change: no write is admitted by membership alone", () => {
  const writes = [...rules.matchAll(/allow (create|update|delete)[^;]*;/g)].map((m) => m[0]);
  const byMembership = writes.filter((w) => /actsFor\(/.test(w));
  // the History entry of a shift write, and a review's or favorite's mark on its shift: each follows a write that
  // names its kind (the shift's, the review's, the favorites')
  expect(byMembership.map((w) => /validEntry|newHistoryOf\(\['reviewed'\]\)/.test(w))).toEqual(
    byMembership.map(() => true),
  );
});
