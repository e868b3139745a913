import type { ReactNode } from 'react';
import { DialogShell } from './DialogShell';
import { ReasonForm } from './ReasonForm';

// here rather than in ReasonDialog.tsx, which loads this module lazily: nothing is imported back from it
export interface ReasonDialogProps {
  show: boolean;
  title: string;
  /** what saving will do, shown above the reason */
  description?: ReactNode;
  /** true while the save runs: Save and Cancel are disabled, the dialog cannot be closed */
  saving?: boolean;
  onCancel: () => void;
  onSave: (reason: string) => void;
}

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
