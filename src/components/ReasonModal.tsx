import { DialogShell } from './DialogShell';
import type { ReasonDialogProps } from './ReasonDialog';
import { ReasonForm } from './ReasonForm';

/**
 * The reason dialog of blocking and unblocking: 'The reason is required; ... 'Reason is required' and Save
 * is disabled while it is empty.' The text starts empty each time the dialog opens.
 */
export default function ReasonModal({ show, title, description, saving = false, onCancel, onSave }: ReasonDialogProps) {
  return (
    <DialogShell show={show} title={title} busy={saving} onHide={onCancel} centered>
      {show && <ReasonForm description={description} saving={saving} onCancel={onCancel} onSave={onSave} />}
    </DialogShell>
  );
}
