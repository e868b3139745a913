import { Alert } from '../../components/Alert';
import { useAppSelector } from '../../lib/hooks';
import { selectAccountStatus } from '../../session/scope';

const PENDING_TEXT =
  'Thank you for signing up with ShiftCover! Your account is pending: ' +
  'a ShiftCover representative will reach out to you shortly to complete your signup.';

/** Shown to accounts whose status is pending. */
export function PendingCard() {
  const status = useAppSelector(selectAccountStatus);
  if (status !== 'pending') return null;
  return (
    <Alert variant="primary" className="mb-3 shadow-sm">
      <h2 className="h5">Thank you for signing up!</h2>
      <p className="mb-0">{PENDING_TEXT}</p>
    </Alert>
  );
}
