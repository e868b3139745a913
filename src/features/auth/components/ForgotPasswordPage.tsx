import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toast } from 'react-toastify';
import { AuthLayout, useAuthLayout } from './AuthLayout';
import { sendReset } from '../authApi';
import { authErrorCode } from '../authErrors';
import { LOGIN_UNEXPECTED, LOGIN_UNKNOWN_USER, resetLinkSent } from '../messages';
import { STORAGE_KEYS, writeLocal } from '../../../lib/storage';
import { reportError } from '../../../lib/errors';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const layout = useAuthLayout();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!email.trim() || busy) return;
    setBusy(true);
    try {
      await sendReset(email);
      toast.success(resetLinkSent(email.trim()));
      writeLocal(STORAGE_KEYS.passwordResetEmail, email.trim());
      navigate(`/authentication/${layout}/confirm-mail`);
    } catch (err) {
      const code = authErrorCode(err);
      if (code === 'auth/user-not-found' || code === 'auth/invalid-email') toast.error(LOGIN_UNKNOWN_USER);
      else {
        reportError(err, { service: 'auth', operation: 'sendPasswordReset' });
        toast.error(LOGIN_UNEXPECTED);
      }
      setBusy(false);
    }
  };
  return (
    <AuthLayout title="Forgot your password?">
      <p className="text-body-secondary">Enter your email and we'll send you a reset link.</p>
      <Form onSubmit={submit} noValidate>
        <Form.Group className="mb-3" controlId="forgot-email">
          <Form.Label>Email</Form.Label>
          <Form.Control type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Form.Group>
        <Button type="submit" className="w-100" disabled={!email.trim() || busy}>
          Send reset link
        </Button>
      </Form>
      <p className="mt-3 mb-0 text-center small">
        <Link to={`/authentication/${layout}/login`}>Back to login</Link>
      </p>
    </AuthLayout>
  );
}
