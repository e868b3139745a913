import type { CSSProperties } from 'react';
import Spinner from 'react-bootstrap/Spinner';

export const LOADING_TEXT = 'Loading...';

/** A centred spinner announced to screen readers as 'Loading...'. */
export function Loader({ fullPage = false, label = LOADING_TEXT }: { fullPage?: boolean; label?: string }) {
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

/**
 * A card's body while its content is not there yet: a small spinner and 'Loading...' in words, in the room the content
 * will take (`style`), so that a card scrolled to is never an empty box and nothing jumps when its rows arrive. A card
 * that has not started loading (below the fold, see useNearViewport) looks the same without being a live region: it
 * starts once it is seen.
 */
export function CardLoading({ started = true, style }: { started?: boolean; style?: CSSProperties }) {
  return (
    <div
      className="d-flex justify-content-center align-items-start py-4"
      role={started ? 'status' : undefined}
      style={style}
    >
      <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
      {LOADING_TEXT}
    </div>
  );
}
