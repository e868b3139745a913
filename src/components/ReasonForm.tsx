import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter } from './DialogShell';
import { blockReasonSchema } from '../domain/blockReasonSchema';

interface ReasonFormProps {
  description?: ReactNode;
  saving: boolean;
  onCancel: () => void;
  onSave: (reason: string) => void;
}

/**
 * The reason dialog's form: 'The reason is required; ... 'Reason is required' and Save is disabled while it is
 * empty.' The message shows once the field is left empty or emptied (validated on blur and on every change).
 */
export function ReasonForm({ description, saving, onCancel, onSave }: ReasonFormProps) {
  const fieldId = useId();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<{ reason: string }>({
    resolver: yupResolver(blockReasonSchema),
    defaultValues: { reason: '' },
    mode: 'all',
  });
  const empty = watch('reason').trim().length === 0;
  const error = errors.reason?.message;

  // the schema's value is the trimmed reason
  const submit = handleSubmit(({ reason }) => {
    if (!saving) onSave(reason);
  });

  return (
    <Form noValidate onSubmit={(e) => void submit(e)}>
      <Modal.Body>
        {description && <div className="mb-3">{description}</div>}
        <Form.Group controlId={fieldId}>
          <Form.Label>Reason</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            maxLength={1000}
            isInvalid={!!error}
            disabled={saving}
            required
            aria-required="true"
            aria-describedby={error ? `${fieldId}-error` : undefined}
            {...register('reason')}
          />
          {error && (
            <Form.Control.Feedback type="invalid" id={`${fieldId}-error`}>
              {error}
            </Form.Control.Feedback>
          )}
        </Form.Group>
      </Modal.Body>
      <DialogFooter saving={saving} onCancel={onCancel} confirm="Save" confirmDisabled={empty} />
    </Form>
  );
}
