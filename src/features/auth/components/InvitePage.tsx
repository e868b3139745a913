import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { toast } from 'react-toastify';
import { AuthLayout } from './AuthLayout';
import { Loader } from '../../../components/Loader';
import { createAccount, discardNewAccount } from '../authApi';
import { INVITE_FAILED, INVITE_LOAD_ERROR, inviteGreeting } from '../messages';
import { inviteSignupErrors } from '../../../domain/validation';
import type { Invite } from '../../../domain/types';
import { useAppDispatch } from '../../../lib/hooks';
import { profileInvalidated } from '../../../session/sessionSlice';
import { reportError } from '../../../lib/errors';

type LoadState = { kind: 'loading' } | { kind: 'error' } | { kind: 'used' } | { kind: 'ready'; invite: Invite };

/** An invited facility admin signs up (/invite/{inviteId}?facilityId=...). */
export default function InvitePage() {
  const { inviteId } = useParams();
  const [params] = useSearchParams();
  const facilityId = params.get('facilityId');
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const [v, setV] = useState({ firstName: '', lastName: '', password: '', confirm: '' });
  const [busy, setBusy] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    let live = true;
    if (!inviteId || !facilityId) {
      setLoad({ kind: 'error' });
      return;
    }
    import('../profileApi')
      .then((api) => api.getInvite(inviteId))
      .then((invite) => {
        if (!live) return;
        if (!invite || invite.facilityId !== facilityId) setLoad({ kind: 'error' });
        else if (invite.userId) setLoad({ kind: 'used' });
        else {
          setLoad({ kind: 'ready', invite });
          setV((old) => ({
            ...old,
            firstName: old.firstName || invite.firstName,
            lastName: old.lastName || invite.lastName,
          }));
        }
      })
      .catch((err) => {
        reportError(err, { collection: 'invites', operation: 'get' });
        if (live) setLoad({ kind: 'error' });
      });
    return () => {
      live = false;
    };
  }, [inviteId, facilityId]);

  if (load.kind === 'used') return <Navigate to="/authentication/basic/login?userType=facility" replace />;
  if (load.kind === 'loading') return <Loader fullPage />;
  if (load.kind === 'error') {
    return (
      <AuthLayout title="Invitation">
        <Alert variant="danger" role="alert" className="mb-0">
          {INVITE_LOAD_ERROR}
        </Alert>
      </AuthLayout>
    );
  }

  const { invite } = load;
  const filled = Object.values(v).every((x) => x.trim() !== '');
  const set = (k: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement>) => setV({ ...v, [k]: e.target.value });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!filled || busy) return;
    const problems = inviteSignupErrors({ password: v.password, confirmPassword: v.confirm });
    if (problems.length) {
      toast.error(problems.join('. '));
      return;
    }
    setBusy(true);
    try {
      const user = await createAccount(invite.email, v.password, `${v.firstName.trim()} ${v.lastName.trim()}`);
      try {
        const { acceptInvite } = await import('../profileApi');
        await acceptInvite(user.uid, invite, v.firstName, v.lastName);
      } catch (err) {
        await discardNewAccount();
        throw err;
      }
      dispatch(profileInvalidated());
      navigate('/', { replace: true });
    } catch (err) {
      reportError(err, { collection: 'invites', operation: 'accept' });
      toast.error(INVITE_FAILED);
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={`Welcome${invite.firstName ? `, ${invite.firstName}` : ''}!`}>
      <p>{inviteGreeting(invite.facilityName)}</p>
      <Form onSubmit={submit} noValidate>
        <Form.Group className="mb-3" controlId="invite-email">
          <Form.Label>Email</Form.Label>
          <Form.Control type="email" value={invite.email} readOnly />
        </Form.Group>
        <Row>
          <Form.Group as={Col} sm={6} className="mb-3" controlId="invite-first">
            <Form.Label>First name</Form.Label>
            <Form.Control value={v.firstName} onChange={set('firstName')} autoComplete="given-name" required />
          </Form.Group>
          <Form.Group as={Col} sm={6} className="mb-3" controlId="invite-last">
            <Form.Label>Last name</Form.Label>
            <Form.Control value={v.lastName} onChange={set('lastName')} autoComplete="family-name" required />
          </Form.Group>
        </Row>
        <Form.Group className="mb-3" controlId="invite-password">
          <Form.Label>Password</Form.Label>
          <Form.Control
            type="password"
            value={v.password}
            onChange={set('password')}
            autoComplete="new-password"
            required
          />
        </Form.Group>
        <Form.Group className="mb-3" controlId="invite-confirm">
          <Form.Label>Confirm Password</Form.Label>
          <Form.Control
            type="password"
            value={v.confirm}
            onChange={set('confirm')}
            autoComplete="new-password"
            required
          />
        </Form.Group>
        <Button type="submit" className="w-100" disabled={!filled || busy}>
          Create Account
        </Button>
      </Form>
    </AuthLayout>
  );
}
