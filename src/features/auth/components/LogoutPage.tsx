import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { logout, selectAuthStatus } from '../../../session/sessionSlice';
import { AuthLayout, useAuthLayout } from './AuthLayout';
import { LOGOUT_TEXT } from '../messages';

export default function LogoutPage() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const layout = useAuthLayout();
  useEffect(() => {
    if (status === 'signedIn') void dispatch(logout());
  }, [dispatch, status]);
  return (
    <AuthLayout title="Signed out">
      <p>{LOGOUT_TEXT}</p>
      <Link className="btn btn-primary w-100" to={`/authentication/${layout}/login`}>
        Return to Login
      </Link>
    </AuthLayout>
  );
}
