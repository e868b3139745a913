// The login form's one rule, without yup: the login page has a budget (tests/e2e/budgets.spec.ts) that yup (about
// 13 KiB gzip) would break, so react-hook-form holds the two fields and this rule alone judges them. (react-hook-form
// itself costs the login 13.5 KiB gzip, measured; room was made by keeping dayjs off the store's first load.)

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
