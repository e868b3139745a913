// Tells the app that Firebase Auth has started, without importing it: main.tsx leaves Auth unloaded on the
// sign-in screens of a browser that holds no signed-in user, and a screen that signs in by another path than
// a touch of the page (its Api module starts Auth itself) must still have the session watch the result.
let onStart: (() => void) | undefined;
let started = false;

/** Runs `fn` once Auth has started (at once if it has). */
export function whenAuthStarted(fn: () => void): void {
  if (started) fn();
  else onStart = fn;
}

/** Called by lib/firebase/auth.ts when it creates the Auth instance. */
export function authStarted(): void {
  started = true;
  onStart?.();
  onStart = undefined;
}
