import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { impersonate, logout, selectSecretUserId } from '../auth/authSlice';
import type { PickerEntity, PickerUser } from './impersonationApi';
import { reportError } from '../../lib/errors';

type Kind = 'facility' | 'company';
export const PICKER_LOAD_ERROR = 'The list could not be loaded. Check your connection and try again.';

/** Internal admins choose a facility or company user to act as. */
export default function OtherLoginFormPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const current = useAppSelector(selectSecretUserId);
  const [kind, setKind] = useState<Kind>('facility');
  const [entities, setEntities] = useState<PickerEntity[] | null>(null);
  const [entityId, setEntityId] = useState('');
  const [users, setUsers] = useState<PickerUser[] | null>(null);
  const [userId, setUserId] = useState('');
  const [error, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setEntities(null);
    setEntityId('');
    setUsers(null);
    setUserId('');
    setError(false);
    import('./impersonationApi')
      .then((api) => api.listEntities(kind))
      .then((list) => live && setEntities(list))
      .catch((err) => {
        reportError(err, { collection: kind === 'facility' ? 'facilities' : 'companies', operation: 'list' });
        if (live) setError(true);
      });
    return () => {
      live = false;
    };
  }, [kind, attempt]);

  useEffect(() => {
    let live = true;
    setUsers(null);
    setUserId('');
    const entity = entities?.find((e) => e.id === entityId);
    if (!entity) return;
    import('./impersonationApi')
      .then((api) => api.listUsers(entity.userIds))
      .then((list) => {
        if (!live) return;
        setUsers(list);
        if (list.length === 1) setUserId(list[0].id);
      })
      .catch((err) => {
        reportError(err, { collection: 'user', operation: 'get' });
        if (live) setError(true);
      });
    return () => {
      live = false;
    };
  }, [entities, entityId]);

  return (
    <main className="container py-5" style={{ maxWidth: 560 }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h4">Act as a customer</h1>
          <p className="text-body-secondary">Choose who to help. Everything you do is recorded under your own admin account.</p>
          {error && (
            <Alert variant="danger" className="d-flex align-items-center justify-content-between">
              {PICKER_LOAD_ERROR}
              <Button size="sm" variant="danger" onClick={() => setAttempt((a) => a + 1)}>
                Retry
              </Button>
            </Alert>
          )}
          <Form
            onSubmit={(e) => {
              e.preventDefault();
              if (!userId) return;
              dispatch(impersonate(userId));
              navigate('/', { replace: true });
            }}
          >
            <fieldset className="mb-3">
              <legend className="fs-6 fw-semibold">Entity type</legend>
              <Form.Check inline type="radio" id="kind-facility" name="kind" label="Facility" checked={kind === 'facility'} onChange={() => setKind('facility')} />
              <Form.Check inline type="radio" id="kind-company" name="kind" label="Company" checked={kind === 'company'} onChange={() => setKind('company')} />
            </fieldset>
            <Form.Group className="mb-3" controlId="picker-entity">
              <Form.Label>{kind === 'facility' ? 'Facility' : 'Company'}</Form.Label>
              <Form.Select value={entityId} onChange={(e) => setEntityId(e.target.value)} disabled={!entities}>
                <option value="">{entities ? `Choose a ${kind}` : 'Loading...'}</option>
                {entities?.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="mb-4" controlId="picker-user">
              <Form.Label>User</Form.Label>
              <Form.Select value={userId} onChange={(e) => setUserId(e.target.value)} disabled={!users}>
                <option value="">{entityId && !users ? 'Loading...' : 'Choose a user'}</option>
                {users?.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.name} ({u.email})
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <div className="d-flex gap-2">
              <Button type="submit" disabled={!userId}>
                Continue
              </Button>
              {current && (
                <Button variant="outline-secondary" onClick={() => navigate('/')}>
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
