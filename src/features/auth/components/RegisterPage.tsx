import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { toast } from 'react-toastify';
import { AuthLayout, useAuthLayout } from './AuthLayout';
import { SocialButtons } from './SocialButtons';
import { StateSelect } from '../../../components/StateSelect';
import { createAccount, discardNewAccount } from '../authApi';
import { authErrorCode } from '../authErrors';
import { PASSWORD_MISMATCH, registeredAs, signupErrorMessage } from '../messages';
import { useAppDispatch } from '../../../lib/hooks';
import { accountSetupChanged, profileInvalidated } from '../../../session/sessionSlice';
import { reportError } from '../../../lib/errors';

const SIMPLE_PHONE = /^\d{3}-\d{3}-\d{4}$/;
const EMPTY = { name: '', address: '', city: '', state: '', phone: '', email: '', password: '', confirm: '' };

/** The simple facility registration form (spec: 'Simple register form'). */
export default function RegisterPage() {
  const [v, setV] = useState(EMPTY);
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const layout = useAuthLayout();
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value });
  const allFilled = Object.values(v).every((x) => x.trim() !== '');
  const phoneOk = SIMPLE_PHONE.test(v.phone.trim());
  const ready = allFilled && phoneOk && v.password === v.confirm && terms;

  const warnMismatch = () => {
    if (v.password && v.confirm && v.password !== v.confirm)
      toast.warn(PASSWORD_MISMATCH, { toastId: 'password-mismatch' });
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (v.password !== v.confirm) return warnMismatch();
    if (!ready || busy) return;
    setBusy(true);
    dispatch(accountSetupChanged(true));
    try {
      const user = await createAccount(v.email, v.password, v.name.trim());
      try {
        const { registerFacilityOwner } = await import('../profileApi');
        await registerFacilityOwner(user.uid, {
          firstName: '',
          lastName: '',
          email: v.email.trim(),
          name: v.name,
          address: v.address,
          city: v.city,
          state: v.state,
          postalCode: '',
          phone: v.phone,
        });
      } catch (err) {
        await discardNewAccount();
        throw err;
      }
      dispatch(profileInvalidated());
      toast.success(registeredAs(v.name.trim()));
      navigate('/', { replace: true });
    } catch (err) {
      reportError(err, { collection: 'facilities', operation: 'register' });
      toast.error(signupErrorMessage(authErrorCode(err)));
      setBusy(false);
    } finally {
      dispatch(accountSetupChanged(false));
    }
  };

  return (
    <AuthLayout title="Register" wide>
      <Form onSubmit={submit} noValidate>
        <Form.Group className="mb-3" controlId="register-name">
          <Form.Label>Facility name</Form.Label>
          <Form.Control value={v.name} onChange={set('name')} autoComplete="organization" />
        </Form.Group>
        <Form.Group className="mb-3" controlId="register-address">
          <Form.Label>Address</Form.Label>
          <Form.Control value={v.address} onChange={set('address')} autoComplete="street-address" />
        </Form.Group>
        <Row>
          <Form.Group as={Col} sm={6} className="mb-3" controlId="register-city">
            <Form.Label>City</Form.Label>
            <Form.Control value={v.city} onChange={set('city')} autoComplete="address-level2" />
          </Form.Group>
          <Form.Group as={Col} sm={6} className="mb-3" controlId="register-state">
            <Form.Label>State</Form.Label>
            <StateSelect value={v.state} onChange={set('state')} />
          </Form.Group>
        </Row>
        <Form.Group className="mb-3" controlId="register-phone">
          <Form.Label>Phone</Form.Label>
          <Form.Control
            type="tel"
            placeholder="608-555-0142"
            value={v.phone}
            onChange={set('phone')}
            isInvalid={v.phone !== '' && !phoneOk}
            aria-describedby="register-phone-help"
          />
          <Form.Text id="register-phone-help">Format ddd-ddd-dddd</Form.Text>
        </Form.Group>
        <Form.Group className="mb-3" controlId="register-email">
          <Form.Label>Email</Form.Label>
          <Form.Control type="email" value={v.email} onChange={set('email')} autoComplete="email" />
        </Form.Group>
        <Row>
          <Form.Group as={Col} sm={6} className="mb-3" controlId="register-password">
            <Form.Label>Password</Form.Label>
            <Form.Control type="password" value={v.password} onChange={set('password')} autoComplete="new-password" />
          </Form.Group>
          <Form.Group as={Col} sm={6} className="mb-3" controlId="register-confirm">
            <Form.Label>Confirm Password</Form.Label>
            <Form.Control
              type="password"
              value={v.confirm}
              onChange={set('confirm')}
              onBlur={warnMismatch}
              autoComplete="new-password"
              isInvalid={v.confirm !== '' && v.password !== v.confirm}
            />
          </Form.Group>
        </Row>
        <Form.Check
          className="mb-3"
          id="register-terms"
          label="I accept the terms and privacy policy"
          checked={terms}
          onChange={(e) => setTerms(e.target.checked)}
        />
        <Button type="submit" className="w-100" disabled={!ready || busy}>
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
