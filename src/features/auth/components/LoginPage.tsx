import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import { Alert } from '../../../components/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { AuthLayout, useAuthLayout } from './AuthLayout';
import { SocialButtons } from './SocialButtons';
import { parseUserType, typeLabel } from './userTypeParam';
import { signIn } from '../authSlice';
import { loginErrorMessage } from '../messages';
import { canLogIn, type LoginValues } from '../../../domain/loginRules';
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
  // react-hook-form holds the fields; the one rule is domain/loginRules (no yup on the login's first load)
  const { register, handleSubmit, watch } = useForm<LoginValues>({
    defaultValues: { email: '', password: '', remember: true },
  });
  const ready = canLogIn(watch('email'), watch('password'));

  const [submit, busy] = useSingleSubmit(async ({ email, password, remember }: LoginValues) => {
    if (!canLogIn(email, password)) return;
    setError(null);
    try {
      await dispatch(signIn({ email, password, remember })).unwrap();
      void navigate(admin ? '/otherLoginForm' : '/', { replace: true });
    } catch (err) {
      setError(loginErrorMessage((err as ThunkError).code ?? ''));
    }
  });

  return (
    <AuthLayout title={admin ? 'Admin Login' : `${typeLabel(userType)} Login`}>
      <Form onSubmit={(e) => void handleSubmit((values) => submit(values))(e)} noValidate>
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        <Form.Group className="mb-3" controlId="login-email">
          <Form.Label>Email</Form.Label>
          <Form.Control type="email" autoComplete="email" {...register('email')} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="login-password">
          <Form.Label>Password</Form.Label>
          <Form.Control type="password" autoComplete="current-password" {...register('password')} />
        </Form.Group>
        <div className="d-flex justify-content-between align-items-center mb-3">
          <Form.Check id="login-remember" label="Remember me" {...register('remember')} />
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
