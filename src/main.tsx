import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'react-toastify/dist/ReactToastify.css';
import './styles.css';
import { App, preloadSignedInScreen } from './app/App';
import { makeStore } from './app/store';
import { ThemeProvider } from './app/layout/ThemeContext';
import { applyTheme, loadTheme } from './app/theme';
import { Toasts } from './components/Toasts';
import { authChanged, sessionOver } from './session/sessionSlice';
import { mayHaveStoredSignIn } from './session/storedSignIn';
import { whenAuthStarted } from './lib/firebase/authStarted';
import { initErrorReporting } from './lib/errors';
import { watchChunkFailures } from './lib/chunkReload';

applyTheme(loadTheme());
initErrorReporting();
watchChunkFailures();

const store = makeStore();
// Firebase Auth arrives in its own chunk, evaluated after the splash: the signed-out screens render without
// waiting for it (their guards wait for the auth state, see guards.tsx). A browser that holds no signed-in user
// (storedSignIn.ts) is signed out without Auth, which then loads when the person first touches the page: the
// login form's first load carries none of it, and it is there before they press Log in.
// A sign-out in another tab of this browser reaches this one through Firebase Auth's shared persistence:
// everything this tab showed of that user goes too, not only the signed-in flag.
let signedInBefore = false;
let authStarted = false;
const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
function startAuth() {
  if (authStarted) return;
  authStarted = true;
  for (const type of FIRST_TOUCH) window.removeEventListener(type, startAuth, true);
  void import('./session/authSession').then(({ watchAuth }) =>
    watchAuth((user) => {
      store.dispatch(authChanged(user));
      if (!user && signedInBefore) store.dispatch(sessionOver());
      signedInBefore = user !== null;
    }),
  );
}
// a sign-in screen that starts Auth itself (authApi.ts) is watched too
whenAuthStarted(startAuth);
void mayHaveStoredSignIn().then((maybe) => {
  if (maybe) {
    preloadSignedInScreen(window.location.pathname);
    return startAuth();
  }
  if (!authStarted) store.dispatch(authChanged(null));
  for (const type of FIRST_TOUCH) window.addEventListener(type, startAuth, { capture: true, passive: true });
});

/**
 * The production build loads its stylesheet without blocking the splash (see vite.config.ts); React
 * renders once it has arrived, so nothing shows unstyled. A stylesheet that fails to load is not waited for.
 */
function waitForStylesheet(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-stylesheet]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((done) => {
          const apply = () => {
            link.media = 'all';
            done();
          };
          if (link.sheet) return apply();
          link.addEventListener('load', apply, { once: true });
          link.addEventListener('error', apply, { once: true });
        }),
    ),
  ).then(() => undefined);
}

void waitForStylesheet().then(render);

// A transition: React renders the first screen in slices and lets the browser breathe between them,
// instead of one long task while the splash is already on screen.
function render() {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <ThemeProvider>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </ThemeProvider>
        </Provider>
        <Toasts />
      </StrictMode>,
    ),
  );
}
