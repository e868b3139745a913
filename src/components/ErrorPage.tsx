import { Link } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import { Card } from './Card';

const NOT_FOUND_TEXT = "The page you're looking for is not found.";
const SERVER_ERROR_TEXT = 'Whoops, something went wrong!';

/**
 * The 404 and 500 pages. `onRetry` adds Try again (a screen that failed); `framed` is the page inside the signed-in
 * frame, whose own main landmark holds it.
 */
export function ErrorPage({
  code,
  onRetry,
  framed = false,
}: {
  code: 404 | 500;
  onRetry?: () => void;
  framed?: boolean;
}) {
  const Root = framed ? 'section' : 'main';
  return (
    <Root className="container py-5" style={{ maxWidth: 560 }}>
      <Card className="text-center shadow-sm">
        <Card.Body className="p-5">
          <p className="display-1 fw-bold text-body-tertiary mb-0" aria-hidden="true">
            {code}
          </p>
          <h1 className="h4 mt-3">{code === 404 ? NOT_FOUND_TEXT : SERVER_ERROR_TEXT}</h1>
          <p className="text-body-secondary">
            {code === 404
              ? 'Make sure the address is correct and that the page hasn’t moved.'
              : 'Try refreshing the page, or going back and attempting the action again.'}
          </p>
          <div className="d-flex justify-content-center gap-2 mt-2">
            {onRetry && <Button onClick={onRetry}>Try again</Button>}
            <Link className={`btn ${onRetry ? 'btn-outline-primary' : 'btn-primary'}`} to="/">
              Take me home
            </Link>
          </div>
        </Card.Body>
      </Card>
    </Root>
  );
}
