import { lazy, Suspense, type ReactNode } from 'react';
import { useShownOnce } from './useShownOnce';

// The dialog (react-bootstrap's Modal, react-hook-form and the reason's yup schema) loads when it first opens, not
// with the screens that offer Block and Unblock (the dashboard among them).
const ReasonModal = lazy(() => import('./ReasonModal'));

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

/** The reason dialog of blocking and unblocking (see ReasonModal). */
export function ReasonDialog(props: ReasonDialogProps) {
  const mounted = useShownOnce(props.show);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ReasonModal {...props} />
    </Suspense>
  );
}
