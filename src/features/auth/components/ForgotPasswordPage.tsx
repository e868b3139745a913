import { Link, useNavigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toast } from '../../../lib/toast';
import { AuthLayout, useAuthLayout } from './AuthLayout';
import { sendResetLink } from '../authSlice';
import { LOGIN_UNEXPECTED, LOGIN_UNKNOWN_USER, resetLinkSent } from '../messages';
import { forgotPasswordSchema } from '../../../domain/authSchemas';
import { useSingleSubmit } from '../../../components/useSingleSubmit';
import { useAppDispatch } from '../../../lib/hooks';
import { STORAGE_KEYS, writeLocal } from '../../../lib/storage';
import type { ThunkError } from '../../../lib/thunkError';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const layout = useAuthLayout();
  const {
    register,
    handleSubmit,
    formState: { isValid },
  } = useForm({ resolver: yupResolver(forgotPasswordSchema), mode: 'onChange', defaultValues: { email: '' } });

  const [submit, busy] = useSingleSubmit(async ({ email }: { email: string }) => {
    try {
      await dispatch(sendResetLink(email)).unwrap();
      toast.success(resetLinkSent(email));
      writeLocal(STORAGE_KEYS.passwordResetEmail, email);
      void navigate(`/authentication/${layout}/confirm-mail`);
    } catch (err) {
      switch ((err as ThunkError).code) {
        case 'auth/user-not-found':
        case 'auth/invalid-email':
          toast.error(LOGIN_UNKNOWN_USER);
          break;
        default:
          toast.error(LOGIN_UNEXPECTED);
      }
    }
  });

  return (
    <AuthLayout title="Forgot your password?">
      <p className="text-body-secondary">Enter your email and we'll send you a reset link.</p>
      <Form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
        <Form.Group className="mb-3" controlId="forgot-email">
          <Form.Label>Email</Form.Label>
          <Form.Control type="email" autoComplete="email" {...register('email')} />
        </Form.Group>
        <Button type="submit" className="w-100" disabled={!isValid || busy}>
          Send reset link
        </Button>
      </Form>
      <p className="mt-3 mb-0 text-center small">
        <Link to={`/authentication/${layout}/login`}>Back to login</Link>
      </p>
    </AuthLayout>
  );
}
