// A read that failed, as every screen shows it: what could not be loaded, and Retry where asking again can help.
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { Alert } from './Alert';

const RETRY = 'Retry';

export function FailedAlert({
  message,
  onRetry,
  retryLabel = RETRY,
  className,
}: {
  message: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  /** spacing where the alert sits (m-3 in a card's body, mb-0 as a card's only content) */
  className?: string;
}) {
  return (
    <Alert variant="danger" className={`d-flex flex-wrap align-items-center gap-2${className ? ` ${className}` : ''}`}>
      <span className="me-auto">{message}</span>
      {onRetry && (
        <Button size="sm" variant="danger" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Alert>
  );
}
