// firestore.rules accepts a facility's time zone only when it is one of its state's (stateZones()); the Account page
// offers the zones of src/domain/stateTimeZones.ts. The two tables must be the same, or the page would offer a zone
// the server refuses, or the server accept one the page never offers.
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { zonesOfState } from '../src/domain/stateTimeZones';
import { US_STATE_CODES } from '../src/domain/usStates';

/** The map literal stateZones() returns, read as JSON. */
function rulesStateZones(rules: string): Record<string, string[]> {
  const found = /function stateZones\(\) \{\s*return (\{[^}]*\});/.exec(rules);
  if (!found?.[1]) throw new Error('firestore.rules: no stateZones() returning a map');
  return JSON.parse(found[1].replace(/'/g, '"')) as Record<string, string[]>;
}

describe("firestore.rules' state time zones", () => {
  const rules = rulesStateZones(readFileSync('firestore.rules', 'utf8'));

  it('lists the states, territories and DC of the picker, no more', () => {
    expect(Object.keys(rules).sort()).toEqual([...US_STATE_CODES].sort());
  });

  it.each(US_STATE_CODES.map((code) => [code]))("%s: the domain's zones, in its order", (code) => {
    expect(rules[code]).toEqual(zonesOfState(code).map((z) => z.tz));
  });
});
