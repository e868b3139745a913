// Prints the Firestore emulator's rules coverage over every rules test project (tests/rules/*.test.ts,
// each with its own demo-rules-<name> project) and fails when a rule expression was never evaluated.
//   node scripts/rules-coverage.mjs      (the emulator from FIRESTORE_EMULATOR_HOST, after the rules tests ran)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './emulators.mjs';

const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const rulesDir = join(ROOT, 'tests/rules');
const projects = new Set();
for (const f of readdirSync(rulesDir).filter((f) => f.endsWith('.test.ts'))) {
  for (const m of readFileSync(join(rulesDir, f), 'utf8').matchAll(/makeRulesEnv\(\s*'([\w-]+)'/g))
    projects.add(`demo-rules-${m[1]}`);
}
if (process.env.RULES_COVERAGE_PROJECTS) {
  projects.clear();
  for (const p of process.env.RULES_COVERAGE_PROJECTS.split(',')) projects.add(p);
}
if (!projects.size) {
  console.error('No rules test projects found under tests/rules.');
  process.exit(1);
}

const rules = readFileSync(join(ROOT, 'firestore.rules'), 'utf8');
const evaluated = new Set();
const all = new Map();
const key = (p) => `${p.currentOffset}-${p.endOffset}`;
function walk(node) {
  const k = key(node.sourcePosition);
  all.set(k, node.sourcePosition);
  if (node.values?.some((v) => v.count > 0)) evaluated.add(k);
  for (const c of node.children ?? []) walk(c);
}
for (const project of projects) {
  const res = await fetch(`http://${host}/emulator/v1/projects/${project}:ruleCoverage`);
  if (!res.ok) throw new Error(`coverage of ${project}: HTTP ${res.status}`);
  const body = await res.json();
  if (body.rules?.files?.[0]?.content !== rules) {
    console.error(`${project} ran other rules than firestore.rules (did its tests run?)`);
    process.exit(1);
  }
  for (const n of body.report ?? []) walk(n);
}

const missed = [...all.entries()].filter(([k]) => !evaluated.has(k)).map(([, p]) => p);
// Report the outermost missed expressions only (a missed parent implies its children).
const outer = missed.filter(
  (p) =>
    !missed.some(
      (q) =>
        q !== p &&
        q.currentOffset <= p.currentOffset &&
        q.endOffset >= p.endOffset &&
        (q.currentOffset !== p.currentOffset || q.endOffset !== p.endOffset),
    ),
);
const pct = ((100 * evaluated.size) / all.size).toFixed(1);
const lines = rules.split('\n');
const report = [
  `Rules coverage over ${projects.size} test projects: ${evaluated.size}/${all.size} expressions evaluated (${pct}%).`,
  ...outer.map(
    (p) =>
      `  never evaluated: line ${p.line}:${p.column}: ` +
      `${rules.slice(p.currentOffset, p.endOffset).replace(/\s+/g, ' ').slice(0, 100)}  | ` +
      `${lines[p.line - 1]?.trim().slice(0, 80)}`,
  ),
];
console.log(report.join('\n'));
writeFileSync(join(ROOT, 'test-results-rules-coverage.txt'), report.join('\n') + '\n');
process.exit(outer.length ? 1 : 0);
