import { describe, expect, it } from 'vitest';
import { chunkFailureAction, failedChunk } from './chunkReload';

const URL_A = 'https://portal.example/assets/WorkersPage-BPFGRG7x.js';
const URL_B = 'https://portal.example/assets/WorkersPage-Q1w2E3r4.js';

describe('failedChunk: which errors are a chunk that could not be loaded', () => {
  it.each([
    ['Chromium names the module', new TypeError(`Failed to fetch dynamically imported module: ${URL_A}`), URL_A],
    ['Firefox names the module', new TypeError(`error loading dynamically imported module: ${URL_A}`), URL_A],
    ['Safari names none', new TypeError('Importing a module script failed.'), ''],
    ["Vite's stylesheet preload", new Error(`Unable to preload CSS for ${URL_A}`), URL_A],
    ['a message given as a string', `Failed to fetch dynamically imported module: ${URL_A}`, URL_A],
    ['a render error is not one', new TypeError("Cannot read properties of undefined (reading 'name')"), null],
    ['a failed query is not one', new Error('Missing or insufficient permissions.'), null],
    ['a message that only mentions it is not one', new Error('x: Failed to fetch dynamically imported module'), null],
    ['nothing at all', undefined, null],
    ['a plain object', { message: `Failed to fetch dynamically imported module: ${URL_A}` }, null],
  ])('%s', (_, error, expected) => {
    expect(failedChunk(error)).toBe(expected);
  });
});

describe('chunkFailureAction: reload once for a missing chunk, never in a loop', () => {
  const online = { reloadedFor: null, online: true, path: '/workers' };
  const chromium = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);
  it.each([
    ['a missing chunk reloads, keyed by its address', chromium(URL_A), online, { kind: 'reload', key: URL_A }],
    [
      'the same chunk missing after that reload shows the error page',
      chromium(URL_A),
      { ...online, reloadedFor: URL_A },
      { kind: 'showError' },
    ],
    [
      "another chunk (a later deploy's) reloads again",
      chromium(URL_B),
      { ...online, reloadedFor: URL_A },
      { kind: 'reload', key: URL_B },
    ],
    [
      'a browser that names no chunk is keyed by the page',
      new TypeError('Importing a module script failed.'),
      online,
      { kind: 'reload', key: '/workers' },
    ],
    [
      'and after reloading for that page shows the error page',
      new TypeError('Importing a module script failed.'),
      { ...online, reloadedFor: '/workers' },
      { kind: 'showError' },
    ],
    [
      'offline, a reload would lose the portal: the error page',
      chromium(URL_A),
      { ...online, online: false },
      { kind: 'showError' },
    ],
    ['a render error never reloads', new Error('boom'), online, { kind: 'showError' }],
  ])('%s', (_, error, context, expected) => {
    expect(chunkFailureAction(error, context)).toEqual(expected);
  });
});
