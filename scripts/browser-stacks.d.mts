// Types of browser-stacks.mjs, for the Playwright configs and the suite's fixtures.
export const BROWSER_WORKERS: number;
export interface BrowserStack {
  firestorePort: number;
  authPort: number;
  previewPort: number;
  baseURL: string;
  dist: string;
}
export function browserStack(index: number): BrowserStack;
export function browserStacks(): BrowserStack[];
