import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import { Card } from '../../components/Card';
import Form from 'react-bootstrap/Form';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { impersonate, logout, selectSecretUserId } from '../../session/sessionSlice';
import type { PickerKind } from './impersonationApi';
import {
  loadPickerEntities,
  loadPickerUsers,
  pickerUsersCleared,
  selectPickerEntities,
  selectPickerUsers,
} from './impersonationSlice';
import {
  ENTITY_TYPE,
  entityLabel,
  NO_USERS,
  PICKER_INTRO,
  PICKER_LOAD_ERROR,
  PICKER_TITLE,
  USER_LABEL,
} from './messages';
import { FailedAlert } from '../../components/FailedAlert';

/**
 * /otherLoginForm: 'choose entity type (Facility or Company), choose an entity, choose a user to
 * impersonate, then Continue.' Internal admins only (the route's guard sends everyone else to /).
 */
export default function OtherLoginFormPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const current = useAppSelector(selectSecretUserId);
  const entities = useAppSelector(selectPickerEntities);
  const users = useAppSelector(selectPickerUsers);
  const [kind, setKind] = useState<PickerKind>('facility');
  const [entityId, setEntityId] = useState('');
  const [chosenUserId, setChosenUserId] = useState('');

  useEffect(() => {
    void dispatch(loadPickerEntities(kind));
  }, [dispatch, kind]);

  const chooseKind = (next: PickerKind) => {
    setKind(next);
    setEntityId('');
    setChosenUserId('');
  };
  const chooseEntity = (id: string) => {
    setEntityId(id);
    setChosenUserId('');
    if (id) void dispatch(loadPickerUsers(id));
    else dispatch(pickerUsersCleared());
  };

  const entitiesReady = entities.kind === kind && entities.status === 'succeeded';
  const usersReady = !!entityId && users.entityId === entityId && users.status === 'succeeded';
  // one user (a company's owner, a facility with no admins) is chosen for the admin
  const userId = chosenUserId || (usersReady && users.list.length === 1 ? (users.list[0]?.id ?? '') : '');
  const failed =
    (entities.kind === kind && entities.status === 'failed') ||
    (users.entityId === entityId && users.status === 'failed');
  const retry = () => {
    if (entities.status === 'failed') void dispatch(loadPickerEntities(kind));
    else if (entityId) void dispatch(loadPickerUsers(entityId));
  };

  return (
    <main className="container py-5" style={{ maxWidth: 560 }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h4">{PICKER_TITLE}</h1>
          <p className="text-body-secondary">{PICKER_INTRO}</p>
          {failed && <FailedAlert message={PICKER_LOAD_ERROR} onRetry={retry} />}
          <Form
            onSubmit={(e) => {
              e.preventDefault();
              if (!userId) return;
              dispatch(impersonate(userId));
              void navigate('/', { replace: true });
            }}
          >
            <fieldset className="mb-3">
              <legend className="fs-6 fw-semibold">{ENTITY_TYPE}</legend>
              <Form.Check
                inline
                type="radio"
                id="kind-facility"
                name="kind"
                label="Facility"
                checked={kind === 'facility'}
                onChange={() => chooseKind('facility')}
              />
              <Form.Check
                inline
                type="radio"
                id="kind-company"
                name="kind"
                label="Company"
                checked={kind === 'company'}
                onChange={() => chooseKind('company')}
              />
            </fieldset>
            <Form.Group className="mb-3" controlId="picker-entity">
              <Form.Label>{entityLabel(kind)}</Form.Label>
              <Form.Select value={entityId} onChange={(e) => chooseEntity(e.target.value)} disabled={!entitiesReady}>
                <option value="">{entitiesReady ? `Select a ${kind}` : 'Loading...'}</option>
                {entitiesReady &&
                  entities.list.map((e) => (
                    <option key={e.id} value={e.id}>
                      {e.name}
                    </option>
                  ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="mb-4" controlId="picker-user">
              <Form.Label>{USER_LABEL}</Form.Label>
              <Form.Select
                value={userId}
                onChange={(e) => setChosenUserId(e.target.value)}
                disabled={!usersReady || users.list.length === 0}
              >
                <option value="">{entityId && !usersReady ? 'Loading...' : 'Select a user'}</option>
                {usersReady &&
                  users.list.map((u) => (
                    <option key={u.id} value={u.id}>
                      {u.name} ({u.email})
                    </option>
                  ))}
              </Form.Select>
              {usersReady && users.list.length === 0 && <Form.Text>{NO_USERS}</Form.Text>}
            </Form.Group>
            <div className="d-flex flex-wrap gap-2">
              <Button type="submit" disabled={!userId}>
                Continue
              </Button>
              {current && (
                <Button variant="outline-secondary" onClick={() => void navigate('/')}>
                  Back to the current user
                </Button>
              )}
              <Button variant="link" className="ms-auto" onClick={() => void dispatch(logout())}>
                Logout
              </Button>
            </div>
          </Form>
        </Card.Body>
      </Card>
    </main>
  );
}
