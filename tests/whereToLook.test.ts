// The README's "Where to look" stays true: every file an answer names exists, and no answer needs more than four
// files (issue 33: a newcomer answers each question by opening a few files in the order the data flows).
// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync('README.md', 'utf8');
const section = readme.slice(readme.indexOf('Where to look ('), readme.length);
// one answer per top-level bullet; its continuation lines are indented
const answers = section
  .split(/\n- /)
  .slice(1)
  .map((text) => ({ question: /\*\*(.+?)\*\*/.exec(text)?.[1] ?? text.slice(0, 60), text }));

/** The files an answer names: backticked paths of the repository (`src/...`, `tests/...`, `firestore.rules`). */
function filesNamed(text: string): string[] {
  const names = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1] ?? '');
  return [...new Set(names.filter((n) => /^(src|tests|scripts)\/.+\.\w+$/.test(n) || n === 'firestore.rules'))];
}

describe("the README's Where to look", () => {
  it('answers the nine questions of issue 33', () => {
    expect(answers.map((a) => a.question)).toEqual([
      'Where does the Add Shift modal write to Firestore?',
      'Where is the rule that locks a started shift?',
      "How does an admin's impersonation choose whose data is shown?",
      "Where is a shift's History entry written on an edit?",
      "Where are Post several's batches and its retry?",
      'Where is "Offer to favorites first"?',
      "Where is a timesheet approval's hours rule?",
      "Where are a company user's facilities chosen?",
      'Where is an insights figure computed?',
    ]);
  });

  it.each(answers.map((a) => [a.question, a.text] as const))(
    '%s: at most four files, each of them there',
    (_, text) => {
      const files = filesNamed(text);
      expect(files.length).toBeGreaterThan(0);
      expect(files.length, files.join(', ')).toBeLessThanOrEqual(4);
      expect(files.filter((f) => !existsSync(f))).toEqual([]);
    },
  );
});
