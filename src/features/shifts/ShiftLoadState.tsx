import { Alert } from '../../components/Alert';
import Button from 'react-bootstrap/Button';
import { Card } from '../../components/Card';
import { Link } from 'react-router-dom';
import { Loader } from '../../components/Loader';

/** What a shift screen shows until its shift is there: a loader, the not-found text, or a failure with Retry. */
export function ShiftLoadState({
  status,
  notFoundText,
  onRetry,
}: {
  status: 'loading' | 'notFound' | 'failed';
  notFoundText: string;
  onRetry: () => void;
}) {
  if (status === 'loading') return <Loader />;
  return (
    <Card className="shadow-sm">
      <Card.Body>
        {status === 'notFound' ? (
          <>
            <h1 className="h5">{notFoundText}</h1>
            <Link to="/shifts">Back to shifts</Link>
          </>
        ) : (
          <Alert variant="danger" className="mb-0 d-flex flex-wrap align-items-center gap-2">
            <span className="me-auto">The shift could not be loaded.</span>
            <Button size="sm" variant="outline-danger" onClick={onRetry}>
              Retry
            </Button>
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
