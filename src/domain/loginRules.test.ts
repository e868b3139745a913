import { describe, expect, it } from 'vitest';
import { canLogIn } from './loginRules';

describe('login button', () => {
  it.each([
    ['The Log in button is disabled until both fields are filled', canLogIn('ann@sunrise.test', ''), false],
    ['a blank email counts as empty', canLogIn('  ', 'secret1'), false],
    ['Log in is enabled when both are filled', canLogIn('ann@sunrise.test', 'secret1'), true],
  ])('%s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
