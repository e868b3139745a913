// The login form's one rule, without yup: the login page has a budget (tests/e2e/budgets.spec.ts) that yup (about
// 13 KiB gzip, measured) would break, so react-hook-form holds its fields and this rule alone judges them.

/** What the login form holds. */
export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

/** Login: 'The Log in button is disabled until both fields are filled.' */
export function canLogIn(email: string, password: string): boolean {
  return email.trim() !== '' && password !== '';
}
