// Comments and documents describe the product as it is; how it got there (which issue, stop or run changed it) is in
// git. A note that names one goes stale the day it is written and sends a newcomer to a tracker they cannot read.
// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((path) => /\.(ts|tsx|mjs|cjs|js|md|rules|json|css|html)$/.test(path))
  .filter((path) => !/^(package-lock\.json|functions\/package-lock\.json)$/.test(path) && !path.startsWith('public/'));
// a date ("Run 2026-11-27T...", the bench report's header) is not a number of one
const HISTORY_NOTE = /\b(?:issue|stop|run) #?\d+\b(?!-)/i;

it('no tracked source, test, script or document names an issue, stop or run by number', () => {
  const found = tracked.flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, i) => (HISTORY_NOTE.test(line) ? [`${path}:${i + 1}: ${line.trim().slice(0, 120)}`] : [])),
  );
  expect(found).toEqual([]);
});
