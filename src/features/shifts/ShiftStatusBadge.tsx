import Badge from 'react-bootstrap/Badge';
import { shiftStatusDisplay } from '../../domain/shiftStatus';
import type { Shift } from '../../domain/types';

/** 'Unclaimed (grey), Claimed (green), Cancelled (warning colour, takes precedence)', always as words. */
export function ShiftStatusBadge({ shift }: { shift: Pick<Shift, 'isFree' | 'status'> }) {
  const { label, variant } = shiftStatusDisplay(shift);
  return (
    <Badge bg={variant} text={variant === 'warning' ? 'dark' : undefined} pill>
      {label}
    </Badge>
  );
}
