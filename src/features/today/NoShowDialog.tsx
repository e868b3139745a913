import { useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Alert } from '../../components/Alert';
import { focusFirstField } from '../../components/focusFirstField';
import { useAppDispatch } from '../../lib/hooks';
import type { Shift } from '../../domain/types';
import { markNoShow } from './todaySlice';
import { CANCEL, failureText, MARK_NO_SHOW, NO_SHOW_FAILED, NO_SHOW_NOTE } from './messages';

/** `Mark no-show`: an optional note, then the mark (who and when are recorded by the write). */
export function NoShowDialog({ shift, onClose }: { shift: Shift | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setNote('');
    setError(null);
  }, [shift]);
  const submit = async () => {
    if (!shift) return;
    setSaving(true);
    setError(null);
    try {
      await dispatch(markNoShow({ id: shift.id, note })).unwrap();
      onClose();
    } catch (err) {
      setError(failureText(err, NO_SHOW_FAILED));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      show={shift !== null}
      onHide={saving ? () => {} : onClose}
      aria-labelledby={titleId}
      centered
      onEntered={focusFirstField}
    >
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Modal.Header closeButton={!saving}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {MARK_NO_SHOW}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && <Alert variant="danger">{error}</Alert>}
          <Form.Group controlId="no-show-note">
            <Form.Label>{NO_SHOW_NOTE}</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {CANCEL}
          </Button>
          <Button type="submit" variant="danger" disabled={saving}>
            {MARK_NO_SHOW}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
