// A member's dialogs: `Change role` (field `Role`, `Save role`) and `Remove {Name}` (`Remove`). The facility's owner
// and the last Owner stay: the dialog says `A facility needs at least one owner` instead of writing.
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Alert } from '../../components/Alert';
import { DialogFooter, DialogShell } from '../../components/DialogShell';
import { useAppDispatch } from '../../lib/hooks';
import { toast } from '../../lib/toast';
import type { ThunkError } from '../../lib/thunkError';
import { TEAM_ROLES, type TeamRole } from '../../domain/teamRoles';
import { teamChangeProblem, TEAM_ROLE_LABELS, type TeamRow } from '../../domain/teamTable';
import type { Facility } from '../../domain/types';
import { changeMember, loadTeam } from './teamSlice';
import { teamErrorText } from './teamErrors';
import {
  CHANGE_ROLE,
  FIELD_ROLE,
  LAST_OWNER,
  REMOVE,
  removed,
  removeTitle,
  removeWarning,
  ROLE_CHANGED,
  ROLE_HELP,
  SAVE_ROLE,
} from './messages';

export function MemberDialog({
  facility,
  row,
  mode,
  onClose,
}: {
  facility: Facility;
  row: TeamRow;
  mode: 'role' | 'remove';
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const [role, setRole] = useState<TeamRole>(row.role);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const next = mode === 'role' ? role : null;
  // the remove dialog says at once why it cannot; the role dialog once a role that would leave no Owner is saved
  const lastOwner = teamChangeProblem(facility, row.id, next) === 'lastOwner';

  const save = async () => {
    if (lastOwner) {
      setError(LAST_OWNER);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await dispatch(
        changeMember({ facilityId: facility.id, uid: row.id, name: row.name, seenRole: row.role, role: next }),
      ).unwrap();
      toast.success(mode === 'role' ? ROLE_CHANGED : removed(row.name), { toastId: `team-${mode}-${row.id}` });
      onClose();
    } catch (err) {
      const thunkError = err as ThunkError;
      setError(teamErrorText(thunkError));
      if (thunkError.kind === 'changed') void dispatch(loadTeam(facility.id));
      setSaving(false);
    }
  };

  return (
    <DialogShell title={mode === 'role' ? CHANGE_ROLE : removeTitle(row.name)} busy={saving} onHide={onClose}>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Modal.Body>
          {(error ?? (mode === 'remove' && lastOwner ? LAST_OWNER : null)) && (
            <Alert variant="danger">{error ?? LAST_OWNER}</Alert>
          )}
          {mode === 'role' ? (
            <Form.Group controlId="member-role">
              <Form.Label>{FIELD_ROLE}</Form.Label>
              <Form.Select
                value={role}
                aria-describedby="member-role-help"
                disabled={saving}
                onChange={(e) => {
                  setRole(e.target.value as TeamRole);
                  setError(null);
                }}
              >
                {TEAM_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {TEAM_ROLE_LABELS[r]}
                  </option>
                ))}
              </Form.Select>
              <Form.Text id="member-role-help">{ROLE_HELP[role]}</Form.Text>
            </Form.Group>
          ) : (
            !lastOwner && <p className="mb-0">{removeWarning(row.name)}</p>
          )}
        </Modal.Body>
        <DialogFooter
          saving={saving}
          onCancel={onClose}
          confirm={mode === 'role' ? SAVE_ROLE : REMOVE}
          variant={mode === 'remove' ? 'danger' : undefined}
          confirmDisabled={mode === 'remove' && lastOwner}
        />
      </Form>
    </DialogShell>
  );
}
