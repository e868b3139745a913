import { Link, useNavigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { toast } from '../../../lib/toast';
import { AuthLayout, useAuthLayout } from './AuthLayout';
import { SocialButtons } from './SocialButtons';
import { StateSelect } from '../../../components/StateSelect';
import { useSingleSubmit } from '../../../components/useSingleSubmit';
import { createAccount } from '../authSlice';
import { registeredAs, signupErrorMessage } from '../messages';
import { showPasswordMismatch, simpleRegisterSchema, type SimpleRegisterValues } from '../../../domain/authSchemas';
import { PASSWORD_MISMATCH } from '../../../domain/validationMessages';
import { useAppDispatch } from '../../../lib/hooks';
import type { ThunkError } from '../../../lib/thunkError';

const EMPTY: SimpleRegisterValues = {
  name: '',
  address: '',
  city: '',
  state: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/** The simple facility registration form (spec: 'Simple register form'). */
export default function RegisterPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const layout = useAuthLayout();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { isValid, errors },
  } = useForm<SimpleRegisterValues>({
    resolver: yupResolver(simpleRegisterSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });

  const warnMismatch = () => {
    const { password, confirmPassword } = getValues();
    if (password && showPasswordMismatch(password, confirmPassword))
      toast.warning(PASSWORD_MISMATCH, { toastId: 'password-mismatch' });
  };

  const [submit, busy] = useSingleSubmit(async (v: SimpleRegisterValues) => {
    try {
      await dispatch(
        createAccount({
          email: v.email,
          password: v.password,
          displayName: v.name,
          profile: {
            kind: 'facilityOwner',
            signup: {
              firstName: '',
              lastName: '',
              email: v.email,
              name: v.name,
              address: v.address,
              city: v.city,
              state: v.state,
              postalCode: '',
              phone: v.phone,
            },
          },
        }),
      ).unwrap();
      toast.success(registeredAs(v.name));
      void navigate('/', { replace: true });
    } catch (err) {
      toast.error(signupErrorMessage((err as ThunkError).code ?? ''));
    }
  });

  return (
    <AuthLayout title="Register" wide>
      <Form onSubmit={(e) => void handleSubmit(submit, warnMismatch)(e)} noValidate>
        <Form.Group className="mb-3" controlId="register-name">
          <Form.Label>Facility name</Form.Label>
          <Form.Control autoComplete="organization" {...register('name')} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="register-address">
          <Form.Label>Address</Form.Label>
          <Form.Control autoComplete="street-address" {...register('address')} />
        </Form.Group>
        <Row>
          <Form.Group as={Col} sm={6} className="mb-3" controlId="register-city">
            <Form.Label>City</Form.Label>
            <Form.Control autoComplete="address-level2" {...register('city')} />
          </Form.Group>
          <Form.Group as={Col} sm={6} className="mb-3" controlId="register-state">
            <Form.Label>State</Form.Label>
            <StateSelect {...register('state')} />
          </Form.Group>
        </Row>
        <Form.Group className="mb-3" controlId="register-phone">
          <Form.Label>Phone</Form.Label>
          <Form.Control
            type="tel"
            placeholder="608-555-0142"
            isInvalid={!!errors.phone && errors.phone.type === 'matches'}
            aria-describedby="register-phone-help"
            {...register('phone')}
          />
          <Form.Text id="register-phone-help">Format ddd-ddd-dddd</Form.Text>
        </Form.Group>
        <Form.Group className="mb-3" controlId="register-email">
          <Form.Label>Email</Form.Label>
          <Form.Control type="email" autoComplete="email" {...register('email')} />
        </Form.Group>
        <Row>
          <Form.Group as={Col} sm={6} className="mb-3" controlId="register-password">
            <Form.Label>Password</Form.Label>
            <Form.Control
              type="password"
              autoComplete="new-password"
              {...register('password', { deps: ['confirmPassword'] })}
            />
          </Form.Group>
          <Form.Group as={Col} sm={6} className="mb-3" controlId="register-confirm">
            <Form.Label>Confirm Password</Form.Label>
            <Form.Control
              type="password"
              autoComplete="new-password"
              isInvalid={errors.confirmPassword?.message === PASSWORD_MISMATCH}
              {...register('confirmPassword', { onBlur: warnMismatch })}
            />
          </Form.Group>
        </Row>
        <Form.Check
          className="mb-3"
          id="register-terms"
          label="I accept the terms and privacy policy"
          {...register('acceptTerms')}
        />
        <Button type="submit" className="w-100" disabled={!isValid || busy}>
          Register
        </Button>
      </Form>
      <p className="mt-3 mb-0 text-center small">
        Already have an account? <Link to={`/authentication/${layout}/login`}>Log in</Link>
      </p>
      <SocialButtons />
    </AuthLayout>
  );
}
