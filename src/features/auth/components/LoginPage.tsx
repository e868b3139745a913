import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { AuthLayout, useAuthLayout } from './AuthLayout';
import { SocialButtons } from './SocialButtons';
import { parseUserType, typeLabel } from './userTypeParam';
import { authErrorCode } from '../authErrors';
import { LOGIN_UNEXPECTED, loginErrorMessage } from '../messages';
import { reportError } from '../../../lib/errors';

export default function LoginPage({ admin = false }: { admin?: boolean }) {
  const [params] = useSearchParams();
  const userType = parseUserType(params.get('userType'));
  const layout = useAuthLayout();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!email || !password || busy) return;
    setBusy(true);
    setError(null);
    try {
      const { signInWithEmail } = await import('../authApi');
      await signInWithEmail(email, password, remember);
      navigate(admin ? '/otherLoginForm' : '/', { replace: true });
    } catch (err) {
      const message = loginErrorMessage(authErrorCode(err));
      if (message === LOGIN_UNEXPECTED) reportError(err, { service: 'auth', operation: 'signIn' });
      setError(message);
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={admin ? 'Admin Login' : `${typeLabel(userType)} Login`}>
      <Form onSubmit={submit} noValidate>
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        <Form.Group className="mb-3" controlId="login-email">
          <Form.Label>Email</Form.Label>
          <Form.Control type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="login-password">
          <Form.Label>Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Form.Group>
        <div className="d-flex justify-content-between align-items-center mb-3">
          <Form.Check
            id="login-remember"
            label="Remember me"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          <Link to={`/authentication/${layout}/forget-password`} className="small">
            Forgot Password?
          </Link>
        </div>
        <Button type="submit" className="w-100" disabled={!email || !password || busy}>
          {busy && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
          Log in
        </Button>
      </Form>
      {!admin && (
        <>
          <p className="mt-3 mb-0 text-center small">
            New to ShiftCover? <Link to={`/authentication/wizard?userType=${userType}`}>create an account</Link>
          </p>
          <SocialButtons />
        </>
      )}
    </AuthLayout>
  );
}
