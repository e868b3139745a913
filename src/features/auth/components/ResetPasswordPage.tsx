import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toast } from 'react-toastify';
import { AuthLayout, useAuthLayout } from './AuthLayout';
import { confirmReset } from '../authApi';
import { authErrorCode } from '../authErrors';
import { RESET_DONE } from '../messages';
import { reportError } from '../../../lib/errors';

export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please request a new one.';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  const layout = useAuthLayout();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(code ? null : RESET_LINK_INVALID);
  const ready = password !== '' && confirm !== '' && password === confirm;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!ready || !code || busy) return;
    setBusy(true);
    try {
      await confirmReset(code, password);
      toast.success(RESET_DONE);
      navigate(`/authentication/${layout}/login`);
    } catch (err) {
      const c = authErrorCode(err);
      if (c === 'auth/weak-password') setError('Password must have at least 6 characters');
      else {
        if (c !== 'auth/expired-action-code' && c !== 'auth/invalid-action-code')
          reportError(err, { service: 'auth', operation: 'resetPassword' });
        setError(RESET_LINK_INVALID);
      }
      setBusy(false);
    }
  };
  return (
    <AuthLayout title="Reset new password">
      {error && (
        <Alert variant="danger" role="alert">
          {error} {!code && <Link to={`/authentication/${layout}/forget-password`}>Send a new link</Link>}
        </Alert>
      )}
      <Form onSubmit={submit} noValidate>
        <Form.Group className="mb-3" controlId="reset-password">
          <Form.Label>New Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Form.Group>
        <Form.Group className="mb-3" controlId="reset-confirm">
          <Form.Label>Confirm Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </Form.Group>
        <Button type="submit" className="w-100" disabled={!ready || !code || busy}>
          Set password
        </Button>
      </Form>
    </AuthLayout>
  );
}
