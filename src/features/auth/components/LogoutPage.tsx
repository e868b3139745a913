import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import { Alert } from '../../../components/Alert';
import { useAppDispatch } from '../../../lib/hooks';
import { Loader } from '../../../components/Loader';
import { logout } from '../../../session/sessionSlice';
import { AuthLayout, useAuthLayout } from './AuthLayout';
import { LOGOUT_FAILED, LOGOUT_TEXT } from '../messages';

/**
 * Says "signed out" only once the sign-out has finished, whatever the session was (an admin acting for a customer
 * too): on a shared nursing-station computer the next person who opens the portal, in this tab or another, must not
 * find the last scheduler still signed in. It signs out even when this tab believes nobody is: a tab that has not
 * heard from Firebase Auth yet, or an impersonation left in storage, would otherwise survive the page.
 */
export default function LogoutPage() {
  const dispatch = useAppDispatch();
  const layout = useAuthLayout();
  const [state, setState] = useState<'signingOut' | 'done' | 'failed'>('signingOut');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let shown = true;
    dispatch(logout()).then(
      () => shown && setState('done'),
      () => shown && setState('failed'),
    );
    return () => {
      shown = false;
    };
  }, [dispatch, attempt]);
  if (state === 'signingOut') return <Loader fullPage label="Signing out..." />;
  if (state === 'failed') {
    return (
      <AuthLayout title="Logout">
        <Alert variant="danger">{LOGOUT_FAILED}</Alert>
        <Button
          className="w-100"
          onClick={() => {
            setState('signingOut');
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Signed out">
      <p>{LOGOUT_TEXT}</p>
      <Link className="btn btn-primary w-100" to={`/authentication/${layout}/login`}>
        Return to Login
      </Link>
    </AuthLayout>
  );
}
