// The README's "Where to look" stays true. Each answer names the files that hold part of it in the order the data
// flows: at most four, and a fifth where a rule of src/domain is part of the answer. Every file named exists (a path
// counts written plain or in backquotes), and every function or constant named in the parentheses after a file is
// defined in that file (in firestore.rules, a rule function).
// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync('README.md', 'utf8');
const start = readme.indexOf('## Where to look');
const end = readme.indexOf('\n## ', start + 1);
const section = readme.slice(start, end === -1 ? undefined : end);
// one answer per top-level bullet; its continuation lines are indented
const answers = section
  .split(/\n- /)
  .slice(1)
  .map((text) => ({ question: /\*\*(.+?)\*\*/.exec(text)?.[1] ?? text.slice(0, 60), text: text.replace(/\s+/g, ' ') }));

const FILE = /`?((?:src|tests|scripts|functions)\/[\w./-]+\.\w+|firestore\.rules)`?/g;

/** The files an answer names, in order, each with the names in the parentheses that follow it. */
function namedIn(text: string): { file: string; names: string[] }[] {
  const found: { file: string; names: string[] }[] = [];
  for (const m of text.matchAll(FILE)) {
    const file = m[1] ?? '';
    const after = text.slice((m.index ?? 0) + m[0].length);
    const parens = /^\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)/.exec(after)?.[1] ?? '';
    // backquoted identifiers, and plain ones in camelCase or UPPER_CASE (words of prose are neither)
    const names = [
      ...[...parens.matchAll(/`([A-Za-z_$][\w$]*)`/g)].map((n) => n[1] ?? ''),
      ...[...parens.replace(/`[^`]*`/g, ' ').matchAll(/\b([a-z]+[A-Z]\w*|[A-Z][A-Z0-9]*_[A-Z0-9_]+)\b/g)].map(
        (n) => n[1] ?? '',
      ),
    ];
    const known = found.find((f) => f.file === file);
    if (known) known.names.push(...names);
    else found.push({ file, names });
  }
  return found;
}

/** Whether `source` (of `file`) defines `name`: a declaration, a slice's thunk or reducer, or a rule function. */
function defines(file: string, source: string, name: string): boolean {
  const n = name.replace(/\$/g, '\\$');
  if (file === 'firestore.rules') return new RegExp(`\\bfunction ${n}\\(`).test(source);
  const declaration = `\\b(function\\*?|const|let|var|class|interface|type|enum)\\s+${n}\\b`;
  const sliceKey = `^\\s+${n}\\s*:\\s*(thunk|create\\.|reported|\\()`;
  return new RegExp(`${declaration}|${sliceKey}`, 'm').test(source);
}

describe("the README's Where to look", () => {
  it('answers the ten questions', () => {
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
      "Where does the calendar's month come from?",
    ]);
  });

  it.each(answers.map((a) => [a.question, a.text] as const))(
    '%s: at most four files and a domain rule, each there, each name defined where it is said to be',
    (_, text) => {
      const named = namedIn(text);
      const files = named.map((n) => n.file);
      expect(files.length).toBeGreaterThan(0);
      expect(files.filter((f) => !f.startsWith('src/domain/')).length, files.join(', ')).toBeLessThanOrEqual(4);
      expect(files.length, files.join(', ')).toBeLessThanOrEqual(5);
      expect(files.filter((f) => !existsSync(f))).toEqual([]);
      const undefinedNames = named.flatMap(({ file, names }) => {
        const source = readFileSync(file, 'utf8');
        return names.filter((name) => !defines(file, source, name)).map((name) => `${name} in ${file}`);
      });
      expect(undefinedNames).toEqual([]);
    },
  );
});

describe('how an answer is read', () => {
  it.each([
    ['a backquoted path', 'see `src/data/shifts.ts` here', ['src/data/shifts.ts']],
    ['a plain path', 'see src/data/shifts.ts here', ['src/data/shifts.ts']],
    ['the rules file', 'then firestore.rules', ['firestore.rules']],
  ])('%s counts as a file', (_, text, expected) => expect(namedIn(text).map((n) => n.file)).toEqual(expected));

  it('takes backquoted and camelCase names in the parentheses after a file, not words of prose', () => {
    expect(namedIn('`src/a.ts` (`postShifts`, then updateShiftsAsSeen and the MAX_POST_SHIFTS limit)')).toEqual([
      { file: 'src/a.ts', names: ['postShifts', 'updateShiftsAsSeen', 'MAX_POST_SHIFTS'] },
    ]);
  });

  it.each([
    ['a function', 'export function editShift(', 'editShift', true],
    ['a constant', 'export const KIND_FILTERS = {', 'KIND_FILTERS', true],
    ["a slice's thunk", '      editShift: thunk(', 'editShift', true],
    ["a slice's selector", '    selectActingUid: (s) => s.acting,', 'selectActingUid', true],
    ['a mere call', '  editShift(db);', 'editShift', false],
    ['another name', 'export function editShifts(', 'editShift', false],
  ])('finds %s', (_, source, name, expected) => expect(defines('src/x.ts', source, name)).toBe(expected));

  it('finds a rule function in firestore.rules, not a mention', () => {
    expect(defines('firestore.rules', 'function editsShift() {', 'editsShift')).toBe(true);
    expect(defines('firestore.rules', 'allow update: if editsShift()', 'editsShift')).toBe(false);
  });
});
