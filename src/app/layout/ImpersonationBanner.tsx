import { Link } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import Button from 'react-bootstrap/Button';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { impersonate, selectActingUser, selectIsAdmin } from '../../session/sessionSlice';
import { selectDisplayName } from '../../session/scope';

/** Tells an internal admin whose portal they are looking at, with a way back to the picker. */
export function ImpersonationBanner() {
  const isAdmin = useAppSelector(selectIsAdmin);
  const acting = useAppSelector(selectActingUser);
  const entity = useAppSelector(selectDisplayName);
  const dispatch = useAppDispatch();
  if (!isAdmin || !acting) return null;
  const name = `${acting.firstName} ${acting.lastName}`.trim() || acting.email;
  return (
    <Alert variant="info" className="d-flex flex-wrap align-items-center gap-2 py-2" role="status">
      <span className="me-auto">
        Viewing as <strong>{name}</strong>
        {entity && <> ({entity})</>}
      </span>
      <Link to="/otherLoginForm" className="btn btn-sm btn-outline-primary">
        Switch user
      </Link>
      <Button size="sm" variant="outline-secondary" onClick={() => dispatch(impersonate(null))}>
        Stop viewing
      </Button>
    </Alert>
  );
}
