import { Card } from '../../components/Card';
import { Fragment, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Loader } from '../../components/Loader';
import type { Shift } from '../../domain/types';
import { useShift } from './useShift';
import { FailedAlert } from '../../components/FailedAlert';

/** What a shift screen shows until its shift is there: a loader, the not-found text, or a failure with Retry. */
export function ShiftLoadState({
  status,
  notFoundText,
  onRetry,
}: {
  status: 'loading' | 'notFound' | 'failed';
  notFoundText: string;
  onRetry: () => void;
}) {
  if (status === 'loading') return <Loader />;
  return (
    <Card className="shadow-sm">
      <Card.Body>
        {status === 'notFound' ? (
          <>
            <h1 className="h5">{notFoundText}</h1>
            <Link to="/shifts">Back to shifts</Link>
          </>
        ) : (
          <FailedAlert message="The shift could not be loaded." onRetry={onRetry} className="mb-0" />
        )}
      </Card.Body>
    </Card>
  );
}

/**
 * A screen of the shift the route names (/shift-details/{id}/...): its load state until the shift is there, then the
 * screen, mounted afresh for each shift.
 */
export function RouteShift({
  notFoundText,
  children,
}: {
  notFoundText: string;
  children: (shift: Shift) => ReactNode;
}) {
  const { id } = useParams();
  const { shift, status, reload } = useShift(id);
  if (!shift || status !== 'succeeded') {
    return (
      <ShiftLoadState
        status={status === 'succeeded' ? 'notFound' : status}
        notFoundText={notFoundText}
        onRetry={reload}
      />
    );
  }
  return <Fragment key={shift.id}>{children(shift)}</Fragment>;
}
