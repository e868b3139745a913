import { describe, expect, it } from 'vitest';
import {
  LOGIN_TOO_MANY_ATTEMPTS,
  LOGIN_UNEXPECTED,
  LOGIN_UNKNOWN_USER,
  LOGIN_WRONG_PASSWORD,
  loginErrorMessage,
  signupErrorMessage,
  WIZARD_EMAIL_IN_USE,
  WIZARD_INVALID_EMAIL,
  WIZARD_UNEXPECTED,
  WIZARD_WEAK_PASSWORD,
} from './messages';

describe('login errors (spec section 8)', () => {
  it.each([
    ['wrong password', 'auth/wrong-password', LOGIN_WRONG_PASSWORD],
    ['wrong password, with email enumeration protection', 'auth/invalid-credential', LOGIN_WRONG_PASSWORD],
    ['too many failed attempts', 'auth/too-many-requests', LOGIN_TOO_MANY_ATTEMPTS],
    ['unknown user', 'auth/user-not-found', LOGIN_UNKNOWN_USER],
    ['anything else', 'auth/network-request-failed', LOGIN_UNEXPECTED],
  ])('%s', (_, code, message) => {
    expect(loginErrorMessage(code)).toBe(message);
  });

  it('says the account is temporarily disabled and how to restore it', () => {
    expect(LOGIN_TOO_MANY_ATTEMPTS).toMatch(/temporarily disabled/);
    expect(LOGIN_TOO_MANY_ATTEMPTS).toMatch(/resetting your password/);
    expect(LOGIN_TOO_MANY_ATTEMPTS).toMatch(/try again later/);
  });
});

describe('wizard signup errors (spec section 8)', () => {
  it.each([
    [
      'email in use',
      'auth/email-already-in-use',
      'Failed to create account. Email address is already in use by another account.',
    ],
    ['invalid email', 'auth/invalid-email', 'Failed to create account. Email address is invalid.'],
    ['weak password', 'auth/weak-password', 'Failed to create account. Password should be at least 6 characters'],
    ['other', 'permission-denied', 'Failed to create account due to unexpected error.'],
  ])('%s', (_, code, message) => {
    expect(signupErrorMessage(code)).toBe(message);
  });

  // the exported constants are the messages shown, one per case (the wizard's components import them)
  it.each([
    ['auth/email-already-in-use', WIZARD_EMAIL_IN_USE],
    ['auth/invalid-email', WIZARD_INVALID_EMAIL],
    ['auth/weak-password', WIZARD_WEAK_PASSWORD],
    ['permission-denied', WIZARD_UNEXPECTED],
  ])('%s shows its constant', (code, constant) => {
    expect(signupErrorMessage(code)).toBe(constant);
  });
});
