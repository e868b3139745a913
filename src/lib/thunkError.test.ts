import { describe, expect, it } from 'vitest';
import { errorText, isThunkError, thunkError, toThunkError } from './thunkError';

describe('toThunkError', () => {
  it.each([
    ['a ThunkError stays itself', { kind: 'locked' }, { kind: 'locked' }],
    [
      'security rules refused',
      { code: 'permission-denied', message: 'x' },
      { kind: 'refused', code: 'permission-denied' },
    ],
    ['document missing', { code: 'not-found' }, { kind: 'notFound', code: 'not-found' }],
    ['server unreachable', { code: 'unavailable' }, { kind: 'offline', code: 'unavailable' }],
    ['precondition failed: changed since read', { code: 'failed-precondition' }, { kind: 'changed' }],
    ['transaction aborted by contention', { code: 'aborted' }, { kind: 'changed' }],
    ['auth network failure', { code: 'auth/network-request-failed' }, { kind: 'offline' }],
    ['our own timeout', Object.assign(new Error('t'), { name: 'ServerUnavailableError' }), { kind: 'offline' }],
    ['an unknown Firebase code', { code: 'internal' }, { kind: 'failed', code: 'internal' }],
    ['a plain Error', new Error('boom'), { kind: 'failed', message: 'boom' }],
    ['not an error at all', undefined, { kind: 'failed' }],
  ])('%s', (_, thrown, expected) => {
    expect(toThunkError(thrown)).toMatchObject(expected);
  });

  it('is serialisable: a plain object with no class', () => {
    const value = toThunkError(Object.assign(new Error('m'), { code: 'permission-denied' }));
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(value))).toEqual(value);
  });
});

describe('isThunkError and thunkError', () => {
  it('recognises only known kinds', () => {
    expect(isThunkError(thunkError('changed'))).toBe(true);
    expect(isThunkError({ kind: 'whatever' })).toBe(false);
    expect(isThunkError(null)).toBe(false);
  });

  it('keeps the code only when given', () => {
    expect(thunkError('refused')).toEqual({ kind: 'refused' });
    expect(thunkError('refused', 'permission-denied')).toEqual({ kind: 'refused', code: 'permission-denied' });
  });
});

describe('errorText: the words of a rejection, by its kind', () => {
  const words = { refused: 'Not yours to change', changed: 'Changed meanwhile', failed: 'Try again' };
  it.each([
    ['a refusal', thunkError('refused'), 'Not yours to change'],
    ['a change meanwhile', thunkError('changed', 'aborted'), 'Changed meanwhile'],
    ['a kind without words of its own', thunkError('offline'), 'Try again'],
    ['a thrown value that is not a ThunkError', new Error('boom'), 'Try again'],
    ['nothing', undefined, 'Try again'],
  ])('%s', (_, error, text) => {
    expect(errorText(error, words)).toBe(text);
  });
});
