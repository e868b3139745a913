// Toasts load with the first one: react-toastify (10 KiB gzip) is not needed before a scheduler acts, so the login and
// the dashboard do not carry it. A toast is raised once its container has mounted, not before: react-toastify hands
// the toasts raised before any container to the first one that subscribes, and StrictMode (the dev server of
// `npm start`) unmounts that one at once and mounts a new, empty one, so the first toast of every page was lost there.
import type { ToastOptions } from 'react-toastify';

type Toastify = typeof import('react-toastify');
type Kind = 'success' | 'error' | 'warning';

let toastify: Promise<Toastify> | undefined;
let loaded: Toastify | undefined;
const listeners = new Set<(module: Toastify) => void>();
let containerMounted = () => {};
const mounted = new Promise<void>((resolve) => (containerMounted = resolve));

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

/**
 * Toasts calls it from an effect once the container has rendered: the container (a child) has subscribed by then.
 * The toasts waiting go out in a microtask, after StrictMode's second mount of the container, which runs at once.
 */
export function toastsMounted(): void {
  containerMounted();
}

const show =
  (kind: Kind) =>
  (message: string, options?: ToastOptions): void =>
    void Promise.all([loadToastify(), mounted]).then(([module]) => module.toast[kind](message, options));

export const toast = { success: show('success'), error: show('error'), warning: show('warning') };
