import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import { Card } from '../components/Card';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import {
  impersonate,
  loadProfile,
  logout,
  selectAccountSetup,
  selectAuthStatus,
  selectIsAdmin,
  selectProfileError,
  selectProfileStatus,
  selectSecretUserId,
} from '../session/sessionSlice';
import { Loader } from '../components/Loader';

const CHOOSE = '/authentication/basic/choose';

/** Signed-in routes: a loader until the first auth check, then the profile, else the choose screen. */
export function RequireAuth() {
  const status = useAppSelector(selectAuthStatus);
  const profileStatus = useAppSelector(selectProfileStatus);
  const profileError = useAppSelector(selectProfileError);
  const isAdmin = useAppSelector(selectIsAdmin);
  const secretUserId = useAppSelector(selectSecretUserId);
  const dispatch = useAppDispatch();
  const location = useLocation();
  // the frame and the screen (their first render is the largest of a load) are drawn in a deferred render, which React
  // splits into short tasks, rather than in the one synchronous task of the store update that loaded the profile
  const loadedBefore = useDeferredValue(profileStatus === 'loaded');

  useEffect(() => {
    if (status === 'signedIn' && profileStatus === 'idle') void dispatch(loadProfile());
  }, [dispatch, status, profileStatus]);

  if (status === 'unknown') return <Loader fullPage />;
  if (status === 'signedOut') return <Navigate to={CHOOSE} replace state={{ from: location.pathname }} />;
  if (profileStatus === 'failed' && !(isAdmin && location.pathname === '/otherLoginForm')) {
    return <ProfileFailed message={profileError} />;
  }
  if (profileStatus !== 'loaded' || !loadedBefore) return <Loader fullPage />;
  if (isAdmin && !secretUserId && location.pathname !== '/otherLoginForm')
    return <Navigate to="/otherLoginForm" replace />;
  return <Outlet />;
}

function ProfileFailed({ message }: { message: string | null }) {
  const dispatch = useAppDispatch();
  const isAdmin = useAppSelector(selectIsAdmin);
  return (
    <main className="container py-5" style={{ maxWidth: 560 }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h5">We couldn't load your account</h1>
          <p className="text-body-secondary">{message}</p>
          <div className="d-flex gap-2">
            <Button onClick={() => void dispatch(loadProfile())}>Try again</Button>
            {isAdmin && (
              // the impersonated user's portal failed: back to the picker, not stuck on this screen
              <Button variant="outline-primary" onClick={() => dispatch(impersonate(null))}>
                Choose another user
              </Button>
            )}
            <Button variant="outline-secondary" onClick={() => void dispatch(logout())}>
              Logout
            </Button>
          </div>
        </Card.Body>
      </Card>
    </main>
  );
}

/**
 * Public basic auth pages send signed-in users to the dashboard. While the first auth check runs the page
 * shows at once (most visitors are signed out), so the login form does not wait for the auth SDK.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectAuthStatus);
  // registration signs in before it writes the profile: if that write fails the form must still be there
  const settingUp = useAppSelector(selectAccountSetup);
  if (status === 'signedIn' && !settingUp) return <Navigate to="/" replace />;
  return children;
}

/** Admin-only routes: everyone else goes to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const isAdmin = useAppSelector(selectIsAdmin);
  return isAdmin ? children : <Navigate to="/" replace />;
}

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
