import { useId } from 'react';
import { useForm } from 'react-hook-form';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter, DialogShell } from '../../components/DialogShell';
import { fieldErrorsResolver } from '../../components/fieldErrorsResolver';
import {
  MAX_REJECT_DETAILS_LENGTH,
  REJECT_REASON_LABELS,
  REJECT_REASON_TYPES,
  rejectReasonErrors,
  rejectReasonOf,
  type RejectReason,
  type RejectReasonValues,
} from '../../domain/timesheetHours';
import { CHOOSE_REASON, DETAILS, REASON, rejectTitle, SAVE } from './messages';

interface RejectDialogProps {
  worker: string;
  saving: boolean;
  onCancel: () => void;
  onSave: (reason: RejectReason) => void;
}

/** Reject asks for a Reason (No-show, Wrong times, Left early, Other with details required). Loads on first open. */
export function RejectDialog({ worker, saving, onCancel, onSave }: RejectDialogProps) {
  const reasonId = useId();
  const detailsId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RejectReasonValues>({
    resolver: fieldErrorsResolver(rejectReasonErrors),
    defaultValues: { type: '', details: '' },
  });
  const submit = handleSubmit((values) => {
    if (!saving) onSave(rejectReasonOf(values));
  });
  return (
    <DialogShell title={rejectTitle(worker)} busy={saving} onHide={onCancel} centered>
      <Form noValidate onSubmit={(e) => void submit(e)}>
        <Modal.Body>
          <Form.Group className="mb-3" controlId={reasonId}>
            <Form.Label>{REASON}</Form.Label>
            <Form.Select
              isInvalid={!!errors.type}
              disabled={saving}
              aria-required="true"
              aria-describedby={errors.type ? `${reasonId}-error` : undefined}
              {...register('type')}
            >
              <option value="">{CHOOSE_REASON}</option>
              {REJECT_REASON_TYPES.map((type) => (
                <option key={type} value={type}>
                  {REJECT_REASON_LABELS[type]}
                </option>
              ))}
            </Form.Select>
            {errors.type && (
              <Form.Control.Feedback type="invalid" id={`${reasonId}-error`}>
                {errors.type.message}
              </Form.Control.Feedback>
            )}
          </Form.Group>
          <Form.Group controlId={detailsId}>
            <Form.Label>{DETAILS}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={MAX_REJECT_DETAILS_LENGTH}
              isInvalid={!!errors.details}
              disabled={saving}
              aria-describedby={errors.details ? `${detailsId}-error` : undefined}
              {...register('details')}
            />
            {errors.details && (
              <Form.Control.Feedback type="invalid" id={`${detailsId}-error`}>
                {errors.details.message}
              </Form.Control.Feedback>
            )}
          </Form.Group>
        </Modal.Body>
        <DialogFooter saving={saving} onCancel={onCancel} confirm={SAVE} variant="danger" />
      </Form>
    </DialogShell>
  );
}
