// Toasts load with the first one: react-toastify (10 KiB gzip) is not needed before a scheduler acts, so the login and
// the dashboard do not carry it. A toast raised before its container has mounted waits in react-toastify's own queue
// (it shows every queued toast once a container registers).
import type { ToastOptions } from 'react-toastify';

type Toastify = typeof import('react-toastify');
type Kind = 'success' | 'error' | 'warning';

let toastify: Promise<Toastify> | undefined;
let loaded: Toastify | undefined;
const listeners = new Set<(module: Toastify) => void>();

function loadToastify(): Promise<Toastify> {
  toastify ??= import('react-toastify').then((module) => {
    loaded = module;
    listeners.forEach((listener) => listener(module));
    return module;
  });
  return toastify;
}

/** Calls back once react-toastify has loaded (at once if it has); the container mounts then. */
export function onToastsLoaded(listener: (module: Toastify) => void): () => void {
  if (loaded) listener(loaded);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const show =
  (kind: Kind) =>
  (message: string, options?: ToastOptions): void =>
    void loadToastify().then((module) => module.toast[kind](message, options));

export const toast = { success: show('success'), error: show('error'), warning: show('warning') };
