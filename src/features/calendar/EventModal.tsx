import { useNavigate } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { EventModalFields } from './calendarEvents';
import { MODAL_LABELS, SEE_MORE_DETAILS } from './messages';

/** The event modal of spec 2: a red header when the shift is cancelled, then the event's fields. */
export function EventModal({
  shiftId,
  fields,
  onHide,
}: {
  shiftId: string | null;
  fields: EventModalFields | null;
  onHide: () => void;
}) {
  const navigate = useNavigate();
  const rows: [string, string][] = fields
    ? [
        [MODAL_LABELS.organizer, fields.organizer || '—'],
        [MODAL_LABELS.description, fields.description || '—'],
        [MODAL_LABELS.dateAndTime, fields.dateAndTime],
        [MODAL_LABELS.location, fields.location || '—'],
        [MODAL_LABELS.healthcareProfessional, fields.healthcareProfessional],
      ]
    : [];
  return (
    <Modal show={Boolean(shiftId && fields)} onHide={onHide} aria-labelledby="calendar-event-title" centered>
      {fields && shiftId && (
        <>
          <Modal.Header
            closeButton
            closeVariant={fields.cancelled ? 'white' : undefined}
            className={fields.cancelled ? 'bg-danger text-white' : undefined}
          >
            <Modal.Title id="calendar-event-title" as="h2" className="h5">
              {fields.title}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <dl className="mb-0">
              {rows.map(([label, value]) => (
                <div key={label} className="mb-2">
                  <dt className="small text-body-secondary fw-normal">{label}</dt>
                  <dd className="mb-0">{value}</dd>
                </div>
              ))}
              <div>
                <dt className="small text-body-secondary fw-normal">{MODAL_LABELS.schedules}</dt>
                <dd className="mb-0">
                  {fields.schedules.length ? (
                    <ul className="mb-0 ps-3">
                      {fields.schedules.map((title, i) => (
                        <li key={i}>{title}</li>
                      ))}
                    </ul>
                  ) : (
                    MODAL_LABELS.noSchedules
                  )}
                </dd>
              </div>
            </dl>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onHide}>
              Close
            </Button>
            <Button onClick={() => void navigate(`/shift-details/${encodeURIComponent(shiftId)}`)}>
              {SEE_MORE_DETAILS}
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
