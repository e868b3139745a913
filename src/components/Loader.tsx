import Spinner from 'react-bootstrap/Spinner';

/** A centred spinner announced to screen readers as 'Loading...'. */
export function Loader({ fullPage = false, label = 'Loading...' }: { fullPage?: boolean; label?: string }) {
  return (
    <div
      className={`d-flex justify-content-center align-items-center ${fullPage ? 'min-vh-100' : 'py-5'}`}
      role="status"
      aria-live="polite"
    >
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
