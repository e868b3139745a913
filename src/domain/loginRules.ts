// The login form's one rule, without yup: the login page has a 180 KiB budget (tests/e2e/budgets.spec.ts)
// that react-hook-form and yup (about 27 KiB gzip together, measured) would break, so it checks this alone.

/** Login: 'The Log in button is disabled until both fields are filled.' */
export function canLogIn(email: string, password: string): boolean {
  return email.trim() !== '' && password !== '';
}
