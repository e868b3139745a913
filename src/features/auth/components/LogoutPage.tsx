import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { Loader } from '../../../components/Loader';
import { logout, selectAuthStatus } from '../../../session/sessionSlice';
import { AuthLayout, useAuthLayout } from './AuthLayout';
import { LOGOUT_TEXT } from '../messages';

/**
 * Signs out first and says "signed out" only once nobody is: on a shared nursing-station computer the next
 * person who opens the portal, in this tab or another, must not find the last scheduler still signed in.
 */
export default function LogoutPage() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const layout = useAuthLayout();
  useEffect(() => {
    if (status === 'signedIn') void dispatch(logout());
  }, [dispatch, status]);
  if (status !== 'signedOut') return <Loader fullPage label="Signing out..." />;
  return (
    <AuthLayout title="Signed out">
      <p>{LOGOUT_TEXT}</p>
      <Link className="btn btn-primary w-100" to={`/authentication/${layout}/login`}>
        Return to Login
      </Link>
    </AuthLayout>
  );
}
