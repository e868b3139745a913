import { useEffect, useMemo } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useForm, type FieldErrors } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert } from '../../../components/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { toast } from '../../../lib/toast';
import { AuthLayout } from './AuthLayout';
import { Loader } from '../../../components/Loader';
import { useSingleSubmit } from '../../../components/useSingleSubmit';
import { createAccount, loadInvite, selectInvite } from '../authSlice';
import { INVITE_FAILED, INVITE_LOAD_ERROR, inviteGreeting } from '../messages';
import { inviteStatus } from '../../../domain/teamRoles';
import { inviteSignupSchema, isInviteSignupFilled, type InviteSignupValues } from '../../../domain/authSchemas';
import type { Invite } from '../../../domain/types';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';

type LoadState = { kind: 'loading' } | { kind: 'error' } | { kind: 'used' } | { kind: 'ready'; invite: Invite };

/** An invited facility admin signs up (/invite/{inviteId}?facilityId=...). */
export default function InvitePage() {
  const { inviteId } = useParams();
  const [params] = useSearchParams();
  const facilityId = params.get('facilityId');
  const dispatch = useAppDispatch();
  const read = useAppSelector((state) => selectInvite(state, inviteId));

  useEffect(() => {
    if (inviteId && facilityId) void dispatch(loadInvite(inviteId));
  }, [dispatch, inviteId, facilityId]);

  const load = useMemo((): LoadState => {
    if (!inviteId || !facilityId || read.status === 'failed') return { kind: 'error' };
    if (read.status !== 'succeeded') return { kind: 'loading' };
    const invite = read.invite;
    const status = invite && inviteStatus(invite, Date.now());
    // a revoked or expired invite, or one of another facility, is no invite of this page
    if (!invite || invite.facilityId !== facilityId || status === 'revoked' || status === 'expired') {
      return { kind: 'error' };
    }
    return status === 'accepted' ? { kind: 'used' } : { kind: 'ready', invite };
  }, [inviteId, facilityId, read]);

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
  return <InviteForm invite={load.invite} />;
}

function InviteForm({ invite }: { invite: Invite }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { register, handleSubmit, watch } = useForm<InviteSignupValues>({
    resolver: yupResolver(inviteSignupSchema),
    defaultValues: { firstName: invite.firstName, lastName: invite.lastName, password: '', confirmPassword: '' },
  });
  const filled = isInviteSignupFilled(watch());

  const [submit, busy] = useSingleSubmit(async (v: InviteSignupValues) => {
    try {
      await dispatch(
        createAccount({
          email: invite.email,
          password: v.password,
          displayName: `${v.firstName} ${v.lastName}`,
          profile: { kind: 'invitee', invite, firstName: v.firstName, lastName: v.lastName },
        }),
      ).unwrap();
      void navigate('/', { replace: true });
    } catch {
      toast.error(INVITE_FAILED);
    }
  });

  // the password rules, 'joined in one toast', in the order of the fields
  const tellProblems = (errors: FieldErrors<InviteSignupValues>) => {
    const problems = [errors.password?.message, errors.confirmPassword?.message].filter(Boolean);
    if (problems.length) toast.error(problems.join('. '));
  };

  return (
    <AuthLayout title={`Welcome${invite.firstName ? `, ${invite.firstName}` : ''}!`}>
      <p>{inviteGreeting(invite.facilityName)}</p>
      <Form onSubmit={(e) => void handleSubmit(submit, tellProblems)(e)} noValidate>
        <Form.Group className="mb-3" controlId="invite-email">
          <Form.Label>Email</Form.Label>
          <Form.Control type="email" value={invite.email} readOnly />
        </Form.Group>
        <Row>
          <Form.Group as={Col} sm={6} className="mb-3" controlId="invite-first">
            <Form.Label>First name</Form.Label>
            <Form.Control autoComplete="given-name" required {...register('firstName')} />
          </Form.Group>
          <Form.Group as={Col} sm={6} className="mb-3" controlId="invite-last">
            <Form.Label>Last name</Form.Label>
            <Form.Control autoComplete="family-name" required {...register('lastName')} />
          </Form.Group>
        </Row>
        <Form.Group className="mb-3" controlId="invite-password">
          <Form.Label>Password</Form.Label>
          <Form.Control type="password" autoComplete="new-password" required {...register('password')} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="invite-confirm">
          <Form.Label>Confirm Password</Form.Label>
          <Form.Control type="password" autoComplete="new-password" required {...register('confirmPassword')} />
        </Form.Group>
        <Button type="submit" className="w-100" disabled={!filled || busy}>
          Create Account
        </Button>
      </Form>
    </AuthLayout>
  );
}
