// The layout rules of the README, as the linter keeps them: these probes are linted as if they stood at the
// given paths, so a change to eslint.config.js that stops refusing them fails here.
// @vitest-environment node
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The probes' paths are not files of tsconfig.json, so the type-aware rules (which need the file in the program)
// are off for them; the rules probed here read the imports and the text only.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });

async function ruleIdsFor(code: string, filePath: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath });
  return results.flatMap((result) => result.messages.map((m) => m.ruleId ?? m.message));
}

const FIRESTORE_PROBE =
  "import { doc, type Firestore } from 'firebase/firestore';\n" +
  "export const probe = (db: Firestore) => doc(db, 'x/y');\n";

describe('the linter keeps the layers apart', () => {
  // the first lint loads the config, its plugins and the TypeScript resolver, and reads the imports of the files it
  // follows: seconds on a loaded machine, which the first probe's own timeout should not pay for
  beforeAll(
    () =>
      ruleIdsFor("import * as m from '../shifts/shiftsSlice';\nexport const probe = m;\n", 'src/features/x/probe.ts'),
    60_000,
  );

  it.each([
    ['a feature importing another feature', 'src/features/invoices/probe.ts', "'../shifts/shiftsSlice'"],
    ['a feature importing the app', 'src/features/invoices/probe.ts', "'../../app/store'"],
    ['the session importing a feature', 'src/session/probe.ts', "'../features/shifts/shiftsSlice'"],
    ['lib importing the session', 'src/lib/probe.ts', "'../session/sessionSlice'"],
    ['domain importing lib', 'src/domain/probe.ts', "'../lib/redux'"],
    ['lib importing the data layer', 'src/lib/probe.ts', "'../data/shifts'"],
    ['the data layer importing the session', 'src/data/probe.ts', "'../session/sessionSlice'"],
    ['the data layer importing a feature', 'src/data/probe.ts', "'../features/shifts/shiftsSlice'"],
    ['a shared component importing a feature', 'src/components/probe.ts', "'../features/shifts/shiftsSlice'"],
  ])('refuses %s', async (_, filePath, from) => {
    const ids = await ruleIdsFor(`import * as m from ${from};\nexport const probe = m;\n`, filePath);
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['a feature importing the session', 'src/features/invoices/probe.ts', "'../../session/sessionSlice'"],
    ['a feature importing the data layer', 'src/features/invoices/probe.ts', "'../../data/shifts'"],
    ['the session importing the data layer', 'src/session/probe.ts', "'../data/history'"],
    ['a feature importing its own files', 'src/features/invoices/probe.ts', "'./invoicesSlice'"],
    ['the app importing a feature', 'src/app/probe.ts', "'../features/shifts/shiftsSlice'"],
  ])('allows %s', async (_, filePath, from) => {
    const ids = await ruleIdsFor(`import * as m from ${from};\nexport const probe = m;\n`, filePath);
    expect(ids).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // lib/redux is imported by the session slice; a session import back into lib closes a cycle
    const ids = await ruleIdsFor(
      "import { sessionSlice } from '../session/sessionSlice';\nexport const probe = sessionSlice;\n",
      'src/lib/redux.ts',
    );
    expect(ids).toContain('shiftcover/no-cycle-with-types');
  });

  it("refuses an import cycle among the tests' own modules", async () => {
    // tests/support/demo.ts imports ./defined; an import back closes a cycle
    const ids = await ruleIdsFor(
      "import { reseed } from './demo';\nexport const probe = reseed;\n",
      'tests/support/defined.ts',
    );
    expect(ids).toContain('shiftcover/no-cycle-with-types');
  });

  it('refuses an import cycle made of a type-only import', async () => {
    // the session slice imports lib/redux; a type imported back closes a cycle (import-x/no-cycle did not count it)
    const ids = await ruleIdsFor(
      "import type { SessionState } from '../session/sessionSlice';\nexport type Probe = SessionState;\n",
      'src/lib/redux.ts',
    );
    expect(ids).toContain('shiftcover/no-cycle-with-types');
  });

  it.each([
    ['a feature', 'src/features/invoices/probe.ts'],
    ['the session', 'src/session/probe.ts'],
    ['lib', 'src/lib/probe.ts'],
    ['a component', 'src/components/probe.ts'],
    // a feature's Api module, and lib/firebase: only src/data imports Firestore
    ['a feature Api module', 'src/features/reviews/reviewsApi.ts'],
    ['lib/firebase', 'src/lib/firebase/online.ts'],
  ])('refuses a Firestore import in %s', async (_, filePath) => {
    const ids = await ruleIdsFor(FIRESTORE_PROBE, filePath);
    expect(ids).toContain('no-restricted-imports');
  });

  it("refuses a feature naming Firestore's types from firebase/firestore (data/db.ts gives them)", async () => {
    const ids = await ruleIdsFor(
      "import type { Firestore } from 'firebase/firestore';\nexport type Probe = Firestore;\n",
      'src/features/invoices/probe.ts',
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('allows a Firestore import in the data layer', async () => {
    const ids = await ruleIdsFor(FIRESTORE_PROBE, 'src/data/probe.ts');
    expect(ids).toEqual([]);
  });

  it('refuses a line over 120 characters', async () => {
    const ids = await ruleIdsFor(`export const probe = '${'x'.repeat(120)}';\n`, 'src/domain/probe.ts');
    expect(ids).toContain('max-len');
  });
});
