import { Card } from '../../components/Card';
import { useAppSelector } from '../../lib/hooks';
import { selectDisplayName } from '../../session/scope';
import { selectActingUser } from '../../session/sessionSlice';

const SUPPORT_PHONE = (import.meta.env.VITE_SUPPORT_PHONE as string | undefined) || '(888) 555-0199';

/** Welcomes the user by first name, with their facility or company and the support line. */
export function WelcomeCard() {
  const user = useAppSelector(selectActingUser);
  const entity = useAppSelector(selectDisplayName);
  const firstName = user?.firstName?.trim();
  return (
    <Card className="mb-3 shadow-sm">
      <Card.Body>
        <h1 className="h4 mb-1">{firstName ? `Welcome, ${firstName}!` : 'Welcome!'}</h1>
        <p className="mb-2 fs-5 text-primary fw-semibold">{entity}</p>
        <p className="mb-0 text-body-secondary">
          For urgent issues, call customer support at{' '}
          <a href={`tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`}>{SUPPORT_PHONE}</a>.
        </p>
      </Card.Body>
    </Card>
  );
}
