import { Link } from 'react-router-dom';
import { Card } from './Card';

const NOT_FOUND_TEXT = "The page you're looking for is not found.";
const SERVER_ERROR_TEXT = 'Whoops, something went wrong!';

export function ErrorPage({ code }: { code: 404 | 500 }) {
  return (
    <main className="container py-5" style={{ maxWidth: 560 }}>
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
          <Link className="btn btn-primary mt-2" to="/">
            Take me home
          </Link>
        </Card.Body>
      </Card>
    </main>
  );
}
