// The dialog `Invite teammate`: email, names and role; `Send invite` writes the invite (its email goes out from the
// server) and closes with `Invite sent to {email}`. What was typed stays when the invite is refused or fails.
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Alert } from '../../components/Alert';
import { DialogFooter, DialogShell } from '../../components/DialogShell';
import { useAppDispatch } from '../../lib/hooks';
import { toast } from '../../lib/toast';
import type { ThunkError } from '../../lib/thunkError';
import { inviteSchema, type InviteInputs } from '../../domain/teamInviteSchema';
import { TEAM_ROLES } from '../../domain/teamRoles';
import { inviteProblem, TEAM_ROLE_LABELS, type TeamRow } from '../../domain/teamTable';
import type { Facility } from '../../domain/types';
import { inviteTeammate } from './teamSlice';
import { teamErrorText } from './teamErrors';
import {
  ALREADY_INVITED,
  ALREADY_MEMBER,
  FIELD_EMAIL,
  FIELD_FIRST_NAME,
  FIELD_LAST_NAME,
  FIELD_ROLE,
  INVITE_TEAMMATE,
  inviteSent,
  ROLE_HELP,
  SEND_INVITE,
} from './messages';

const FIELDS = [
  ['email', FIELD_EMAIL, 'email'],
  ['firstName', FIELD_FIRST_NAME, 'given-name'],
  ['lastName', FIELD_LAST_NAME, 'family-name'],
] as const;

export function InviteDialog({
  facility,
  rows,
  onClose,
}: {
  facility: Pick<Facility, 'id'>;
  rows: readonly TeamRow[];
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<InviteInputs>({
    resolver: yupResolver(inviteSchema),
    defaultValues: { email: '', firstName: '', lastName: '', role: 'scheduler' },
  });
  const role = watch('role');

  const onSubmit = async (inputs: InviteInputs) => {
    const problem = inviteProblem(inputs.email, rows);
    if (problem) {
      setError('email', { message: problem === 'member' ? ALREADY_MEMBER : ALREADY_INVITED });
      return;
    }
    try {
      await dispatch(inviteTeammate({ facilityId: facility.id, inputs })).unwrap();
      toast.success(inviteSent(inputs.email), { toastId: `team-invite-${inputs.email}` });
      onClose();
    } catch (err) {
      setError('root', { message: teamErrorText(err as ThunkError) });
    }
  };

  return (
    <DialogShell title={INVITE_TEAMMATE} busy={isSubmitting} onHide={onClose}>
      <Form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
        <Modal.Body>
          {errors.root?.message && <Alert variant="danger">{errors.root.message}</Alert>}
          {FIELDS.map(([name, label, autoComplete]) => {
            const error = errors[name]?.message;
            return (
              <Form.Group className="mb-3" controlId={`invite-${name}`} key={name}>
                <Form.Label>{label}</Form.Label>
                <Form.Control
                  type={name === 'email' ? 'email' : 'text'}
                  autoComplete={autoComplete}
                  isInvalid={!!error}
                  aria-describedby={error ? `invite-${name}-error` : undefined}
                  {...register(name)}
                />
                {error && (
                  <Form.Control.Feedback type="invalid" id={`invite-${name}-error`}>
                    {error}
                  </Form.Control.Feedback>
                )}
              </Form.Group>
            );
          })}
          <Form.Group controlId="invite-role">
            <Form.Label>{FIELD_ROLE}</Form.Label>
            <Form.Select aria-describedby="invite-role-help" isInvalid={!!errors.role} {...register('role')}>
              {TEAM_ROLES.map((r) => (
                <option key={r} value={r}>
                  {TEAM_ROLE_LABELS[r]}
                </option>
              ))}
            </Form.Select>
            <Form.Text id="invite-role-help">{ROLE_HELP[role]}</Form.Text>
            {errors.role?.message && (
              <Form.Control.Feedback type="invalid">{errors.role.message}</Form.Control.Feedback>
            )}
          </Form.Group>
        </Modal.Body>
        <DialogFooter saving={isSubmitting} onCancel={onClose} confirm={SEND_INVITE} />
      </Form>
    </DialogShell>
  );
}
