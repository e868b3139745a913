import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Card } from '../../components/Card';
import Dropdown from 'react-bootstrap/Dropdown';
import { useAppSelector } from '../../lib/hooks';
import { useMayDo } from '../../session/teamRole';
import { selectDisplayTz, selectFacilitiesById } from '../../session/scope';
import { formatShiftTime } from '../../domain/formats';
import { canEditOrCancel } from '../../domain/shiftStatus';
import type { Shift } from '../../domain/types';
import { logEvent } from '../../lib/analytics';
import { selectUserType } from '../../session/sessionSlice';
import { FAVORITES_FIRST_UNTIL, SHIFT_NOT_FOUND } from './messages';
import { isFavoritesFirstOpen } from '../../domain/favoritesFirst';
import { CANCEL_REASON_LABELS } from '../../domain/types';
import { ShiftLoadState } from './ShiftLoadState';
import { ShiftStatusBadge } from './ShiftStatusBadge';
import { useShift } from './useShift';

export interface ShiftDetailsProps {
  /**
   * The slot below the details: the Disciplinary (discontent) form and the block button, which another
   * feature composes in (e.g. a page in src/app/pages rendering <ShiftDetailsView extras={(shift) => ...} />).
   */
  extras?: (shift: Shift) => ReactNode;
}

/** /shift-details/{id}: the shift's read-only fields and its Options menu (Edit, Cancel shift). */
export function ShiftDetailsView({ extras }: ShiftDetailsProps) {
  const { id } = useParams();
  const { shift, status, workerName, reload } = useShift(id);
  const tz = useAppSelector(selectDisplayTz);
  const isCompany = useAppSelector(selectUserType) === 'company';
  const facilities = useAppSelector(selectFacilitiesById);
  const mayChange = useMayDo('shifts');

  useEffect(() => {
    if (id) logEvent('shift_details_view', { shiftId: id });
  }, [id]);

  if (!shift || status !== 'succeeded') {
    return (
      <ShiftLoadState
        status={status === 'succeeded' ? 'notFound' : status}
        notFoundText={SHIFT_NOT_FOUND}
        onRetry={reload}
      />
    );
  }

  const path = `/shift-details/${encodeURIComponent(shift.id)}`;
  const rows: [string, ReactNode][] = [
    ...(isCompany
      ? [
          ['Facility', facilities[shift.facilityIdentifier]?.facilityName ?? shift.facilityIdentifier] as [
            string,
            ReactNode,
          ],
        ]
      : []),
    ['Status', <ShiftStatusBadge key="status" shift={shift} />],
    ['Start', formatShiftTime(shift.start, tz)],
    ['End', formatShiftTime(shift.end, tz)],
    ['Position', shift.nurseType],
    ['Number of nurse', shift.numberOfNurse],
    ['Additional requirements', shift.additionalRequirements.length ? shift.additionalRequirements.join(', ') : 'None'],
    ['Additional notes', shift.additionalnotes || '—'],
    ['Worker', workerName ?? (shift.nurseId ? 'Assigned' : 'Not claimed yet')],
    ...(shift.clockIn ? [['Clock In', formatShiftTime(shift.clockIn, tz)] as [string, ReactNode]] : []),
    ...(shift.clockOut ? [['Clock Out', formatShiftTime(shift.clockOut, tz)] as [string, ReactNode]] : []),
    ...(shift.status === 'cancelled' && shift.cancellationReason
      ? [['Cancellation reason', cancellationText(shift.cancellationReason)] as [string, ReactNode]]
      : []),
  ];

  return (
    <>
      <Card className="shadow-sm mb-3">
        <Card.Header className="d-flex flex-wrap align-items-center gap-2">
          <h1 className="h5 mb-0 me-auto">{shift.description || 'Shift'}</h1>
          {mayChange && canEditOrCancel(shift) && (
            <Dropdown align="end">
              <Dropdown.Toggle size="sm" variant="outline-secondary" id="shift-options">
                Options
              </Dropdown.Toggle>
              <Dropdown.Menu>
                <Dropdown.Item as={Link} to={`${path}/edit`}>
                  Edit
                </Dropdown.Item>
                <Dropdown.Item as={Link} to={`${path}/delete`} className="text-danger">
                  Cancel shift
                </Dropdown.Item>
              </Dropdown.Menu>
            </Dropdown>
          )}
        </Card.Header>
        <Card.Body>
          <dl className="row mb-0">
            {rows.map(([label, value]) => (
              <div key={label} className="col-12 col-md-6 mb-2">
                <dt className="small text-body-secondary fw-normal">{label}</dt>
                <dd className="mb-0">{value}</dd>
              </div>
            ))}
          </dl>
          {shift.status !== 'cancelled' && shift.nurseId == null && isFavoritesFirstOpen(shift, Date.now()) && (
            <p className="mb-0 mt-2">
              <span aria-hidden="true" className="text-warning me-1">
                ★
              </span>
              {FAVORITES_FIRST_UNTIL(formatShiftTime(shift.favoritesFirstUntil!, tz))}
            </p>
          )}
        </Card.Body>
      </Card>
      {/* Slot: the Disciplinary (discontent) form and the block button are composed in here. */}
      {extras?.(shift)}
    </>
  );
}

/** The reason's label, and the scheduler's details after a colon when there are any. */
function cancellationText({ type, details }: NonNullable<Shift['cancellationReason']>): string {
  const label = CANCEL_REASON_LABELS[type] ?? type;
  return details ? `${label}: ${details}` : label;
}
