// firestore.rules reads top to bottom: one `match` per path, so every rule of a path is in one place.
// Firestore OR-s the allows of every block that matches a path, so a second block for a path would silently widen
// it; this test refuses one. Paths are compared in full (a nested match joined to its parents) with the wildcard
// names dropped: `/shifts/{shiftId}` and `/shifts/{id}` are the same path.
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Each match block's full path, in file order, with wildcard names dropped (`{}`, `{=**}`). */
function matchPaths(rules: string): string[] {
  // comments and string literals may hold braces; neither can hold a match
  const code = rules.replace(/\/\/[^\n]*/g, '').replace(/'(?:[^'\\\n]|\\.)*'/g, "''");
  const paths: string[] = [];
  // the open blocks: the path of each (a match's full path, else its parent's)
  const open: string[] = [];
  const token = /match\s+(\S+)\s*\{|\{|\}/g;
  for (let m = token.exec(code); m; m = token.exec(code)) {
    const parent = open.at(-1) ?? '';
    if (m[1] !== undefined) {
      const path = parent + m[1].replace(/\{\w+(=\*\*)?\}/g, (_, rest: string | undefined) => `{${rest ?? ''}}`);
      paths.push(path);
      open.push(path);
    } else if (m[0] === '{') open.push(parent);
    else open.pop();
  }
  if (open.length) throw new Error(`firestore.rules: ${open.length} block(s) left open`);
  return paths;
}

const duplicates = (paths: string[]) => paths.filter((p, i) => paths.indexOf(p) !== i);

describe('firestore.rules layout', () => {
  const paths = matchPaths(readFileSync('firestore.rules', 'utf8'));

  it('has one match per path', () => {
    expect(duplicates(paths)).toEqual([]);
  });

  it('matches the paths the security model names (a new collection is added here on purpose)', () => {
    expect(paths).toEqual([
      '/databases/{}/documents',
      '/databases/{}/documents/user/{}',
      '/databases/{}/documents/user/{}/alerts/{}',
      '/databases/{}/documents/user/{}/credentials/{}',
      '/databases/{}/documents/facilities/{}',
      '/databases/{}/documents/facilities/{}/staffingNeeds/{}',
      '/databases/{}/documents/facilities/{}/staffingCensus/{}',
      '/databases/{}/documents/facilities/{}/coverageWeeks/{}',
      '/databases/{}/documents/facilities/{}/calendarWeeks/{}',
      '/databases/{}/documents/facilities/{}/insightsWeeks/{}',
      '/databases/{}/documents/facilities/{}/history/{}',
      '/databases/{}/documents/facilities/{}/workerLinks/{}',
      '/databases/{}/documents/facilities/{}/staffing/{}',
      '/databases/{}/documents/companies/{}',
      '/databases/{}/documents/companies/{}/workerLinks/{}',
      '/databases/{}/documents/companies/{}/insightsWeeks/{}',
      '/databases/{}/documents/companies/{}/directory/{}',
      '/databases/{}/documents/companies/{}/today/{}',
      '/databases/{}/documents/invites/{}',
      '/databases/{}/documents/mail/{}',
      '/databases/{}/documents/messages/{}',
      '/databases/{}/documents/customers/{}',
      '/databases/{}/documents/customers/{}/invoices/{}',
      '/databases/{}/documents/customers/{}/spendWeeks/{}',
      '/databases/{}/documents/shifts/{}',
      '/databases/{}/documents/shifts/{}/history/{}',
      '/databases/{}/documents/{=**}/history/{}',
      '/databases/{}/documents/reviews/{}',
      '/databases/{}/documents/shiftdiscontents/{}',
    ]);
  });

  it.each([
    ['a second top-level block', 'match /a/{x} { allow get: if true; } match /a/{y} { allow list: if true; }'],
    ['a nested block equal to a top-level one', 'match /a/{x} { match /b/{y} { } } match /a/{z}/b/{w} { }'],
    [
      'a second block behind a comment and a map with braces',
      "match /a/{x} { // }\n let m = {'k': '}'}; }\nmatch /a/{y} {}",
    ],
  ])('refuses %s', (_, rules) => {
    expect(duplicates(matchPaths(rules))).toHaveLength(1);
  });

  it('tells distinct paths apart', () => {
    expect(
      duplicates(matchPaths('match /a/{x} { match /b/{y} { } } match /b/{y} { } match /{p=**}/b/{y} { }')),
    ).toEqual([]);
  });
});
