import { lazy, Suspense } from 'react';
import type { ReasonDialogProps } from './ReasonModal';
import { useShownOnce } from './useShownOnce';

// The dialog (react-bootstrap's Modal, react-hook-form and the reason's yup schema) loads when it first opens, not
// with the screens that offer Block and Unblock (the dashboard among them).
const ReasonModal = lazy(() => import('./ReasonModal'));

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
