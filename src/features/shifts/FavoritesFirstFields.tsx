// 'Offer to favorites first' with its window, shared by the add-shift and Post several dialogs.
import Form from 'react-bootstrap/Form';
import { FAVORITES_FIRST_HOURS } from '../../domain/favoritesFirst';
import {
  FAVORITES_FIRST_HINT,
  FAVORITES_FIRST_HOURS_LABEL,
  FAVORITES_FIRST_HOURS_OPTION,
  FAVORITES_FIRST_LABEL,
} from './messages';

export interface FavoritesFirstFieldsProps {
  /** prefix of the inputs' ids, unique per dialog */
  idPrefix: string;
  offer: boolean;
  hours: string;
  onOffer: (offer: boolean) => void;
  onHours: (hours: string) => void;
}

export function FavoritesFirstFields({ idPrefix, offer, hours, onOffer, onHours }: FavoritesFirstFieldsProps) {
  const hintId = `${idPrefix}-favorites-first-hint`;
  return (
    <div className="mb-3">
      <Form.Check
        id={`${idPrefix}-favorites-first`}
        type="checkbox"
        label={FAVORITES_FIRST_LABEL}
        checked={offer}
        onChange={(e) => onOffer(e.target.checked)}
        aria-describedby={hintId}
      />
      {offer && (
        <Form.Group className="mt-2 ms-4" controlId={`${idPrefix}-favorites-first-hours`} style={{ maxWidth: '14rem' }}>
          <Form.Label className="small mb-1">{FAVORITES_FIRST_HOURS_LABEL}</Form.Label>
          <Form.Select size="sm" value={hours} onChange={(e) => onHours(e.target.value)}>
            {FAVORITES_FIRST_HOURS.map((h) => (
              <option key={h} value={String(h)}>
                {FAVORITES_FIRST_HOURS_OPTION(h)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      <Form.Text id={hintId} className="d-block ms-4">
        {FAVORITES_FIRST_HINT}
      </Form.Text>
    </div>
  );
}
