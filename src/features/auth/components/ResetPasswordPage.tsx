import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert } from '../../../components/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toast } from '../../../lib/toast';
import { AuthLayout, useAuthLayout } from './AuthLayout';
import { setNewPassword } from '../authSlice';
import { RESET_DONE, RESET_LINK_INVALID } from '../messages';
import { resetPasswordSchema } from '../../../domain/authSchemas';
import { PASSWORD_TOO_SHORT } from '../../../domain/validationMessages';
import { useSingleSubmit } from '../../../components/useSingleSubmit';
import { useAppDispatch } from '../../../lib/hooks';
import type { ThunkError } from '../../../lib/thunkError';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  const layout = useAuthLayout();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(code ? null : RESET_LINK_INVALID);
  const {
    register,
    handleSubmit,
    formState: { isValid },
  } = useForm({
    resolver: yupResolver(resetPasswordSchema),
    mode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const [submit, busy] = useSingleSubmit(async ({ password }: { password: string }) => {
    if (!code) return;
    try {
      await dispatch(setNewPassword({ code, password })).unwrap();
      toast.success(RESET_DONE);
      void navigate(`/authentication/${layout}/login`);
    } catch (err) {
      setError((err as ThunkError).code === 'auth/weak-password' ? PASSWORD_TOO_SHORT : RESET_LINK_INVALID);
    }
  });

  return (
    <AuthLayout title="Reset new password">
      {error && (
        <Alert variant="danger" role="alert">
          {error} {!code && <Link to={`/authentication/${layout}/forget-password`}>Send a new link</Link>}
        </Alert>
      )}
      <Form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
        <Form.Group className="mb-3" controlId="reset-password">
          <Form.Label>New Password</Form.Label>
          <Form.Control type="password" autoComplete="new-password" {...register('password')} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="reset-confirm">
          <Form.Label>Confirm Password</Form.Label>
          <Form.Control type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </Form.Group>
        <Button type="submit" className="w-100" disabled={!isValid || !code || busy}>
          Set password
        </Button>
      </Form>
    </AuthLayout>
  );
}
