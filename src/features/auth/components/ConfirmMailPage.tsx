import { Link } from 'react-router-dom';
import { AuthLayout, useAuthLayout } from './AuthLayout';
import { readLocal, STORAGE_KEYS } from '../../../lib/storage';

export default function ConfirmMailPage() {
  const layout = useAuthLayout();
  const email = readLocal(STORAGE_KEYS.passwordResetEmail);
  return (
    <AuthLayout title="Please check your email!">
      <p>
        An email has been sent to {email ? <strong>{email}</strong> : 'you'}. Please click on the included link to reset
        your password.
      </p>
      <Link className="btn btn-primary w-100" to={`/authentication/${layout}/login`}>
        Return to Login
      </Link>
    </AuthLayout>
  );
}
