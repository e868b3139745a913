import { describe, expect, it } from 'vitest';
import { isPermissionDenied, unlessDenied } from './denied';

describe('isPermissionDenied', () => {
  it.each([
    ['the rules refused', { code: 'permission-denied' }, true],
    ['the server unreachable', { code: 'unavailable' }, false],
    ['an error without a code', new Error('x'), false],
    ['nothing', null, false],
  ])('%s', (_, err, expected) => expect(isPermissionDenied(err)).toBe(expected));
});

describe('unlessDenied', () => {
  it('passes the answer on', async () => {
    expect(await unlessDenied(async () => 'doc')).toBe('doc');
  });
  it('turns a refusal into null', async () => {
    expect(await unlessDenied(() => Promise.reject({ code: 'permission-denied' }))).toBeNull();
  });
  it('fails on anything else', async () => {
    await expect(unlessDenied(() => Promise.reject({ code: 'unavailable' }))).rejects.toMatchObject({
      code: 'unavailable',
    });
  });
});
