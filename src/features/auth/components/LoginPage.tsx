import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { AuthLayout, useAuthLayout } from './AuthLayout';
import { SocialButtons } from './SocialButtons';
import { parseUserType, typeLabel } from './userTypeParam';
import { signIn } from '../authThunks';
import { loginErrorMessage } from '../messages';
import { canLogIn } from '../../../domain/loginRules';
import { useSingleSubmit } from '../../../components/useSingleSubmit';
import { useAppDispatch } from '../../../lib/hooks';
import type { ThunkError } from '../../../lib/thunkError';

export default function LoginPage({ admin = false }: { admin?: boolean }) {
  const [params] = useSearchParams();
  const userType = parseUserType(params.get('userType'));
  const layout = useAuthLayout();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);
  // plain state, not react-hook-form: see domain/loginRules
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const ready = canLogIn(email, password);

  const [submit, busy] = useSingleSubmit(async () => {
    if (!ready) return;
    setError(null);
    try {
      await dispatch(signIn({ email, password, remember })).unwrap();
      navigate(admin ? '/otherLoginForm' : '/', { replace: true });
    } catch (err) {
      setError(loginErrorMessage((err as ThunkError).code ?? ''));
    }
  });

  return (
    <AuthLayout title={admin ? 'Admin Login' : `${typeLabel(userType)} Login`}>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
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
        <Button type="submit" className="w-100" disabled={!ready || busy}>
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
