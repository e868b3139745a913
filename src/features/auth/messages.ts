// Every message of sign-in and registration, in the spec's words (sections 2, 5 and 8).
export const TAGLINE = 'Cover your shifts at your healthcare facility!';

export const LOGIN_WRONG_PASSWORD = 'Password is incorrect. Try again or reset password.';
export const LOGIN_TOO_MANY_ATTEMPTS =
  'Access to this account has been temporarily disabled due to many failed login attempts. ' +
  'You can immediately restore it by resetting your password or you can try again later.';
export const LOGIN_UNKNOWN_USER = 'Email is invalid';
export const LOGIN_UNEXPECTED = 'Unexpected error';

export const LOGOUT_TEXT = 'See you again! You are now successfully signed out.';
export const LOGOUT_FAILED = 'Signing out did not finish. You may still be signed in on this computer.';
export const resetLinkSent = (email: string) => `An email has been sent to ${email} with password reset link`;
export const RESET_DONE = 'Login with your new password';
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please request a new one.';

export const registeredAs = (name: string) => `Successfully registered as ${name}`;

export const WIZARD_EMAIL_IN_USE = 'Failed to create account. Email address is already in use by another account.';
export const WIZARD_INVALID_EMAIL = 'Failed to create account. Email address is invalid.';
export const WIZARD_WEAK_PASSWORD = 'Failed to create account. Password should be at least 6 characters';
export const WIZARD_UNEXPECTED = 'Failed to create account due to unexpected error.';
export const WIZARD_DONE = 'Your account is all set! Now you have access to your Dashboard';
export const WIZARD_NO_ACCESS = "You don't have access to the link. Please try again.";

export const inviteGreeting = (facility: string) => `Complete the form below to become an admin for ${facility}`;
export const INVITE_FAILED = 'Failed to create account. Reach out to customer support or try again later';
export const INVITE_LOAD_ERROR = 'Internal Error occurred. Please contact support or try again later';

/** The spec's login messages, by Firebase Auth error code. */
export function loginErrorMessage(code: string): string {
  switch (code) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return LOGIN_WRONG_PASSWORD;
    case 'auth/too-many-requests':
      return LOGIN_TOO_MANY_ATTEMPTS;
    case 'auth/user-not-found':
    case 'auth/invalid-email':
      return LOGIN_UNKNOWN_USER;
    default:
      return LOGIN_UNEXPECTED;
  }
}

export function signupErrorMessage(code: string): string {
  switch (code) {
    case 'auth/email-already-in-use':
      return WIZARD_EMAIL_IN_USE;
    case 'auth/invalid-email':
      return WIZARD_INVALID_EMAIL;
    case 'auth/weak-password':
      return WIZARD_WEAK_PASSWORD;
    default:
      return WIZARD_UNEXPECTED;
  }
}
