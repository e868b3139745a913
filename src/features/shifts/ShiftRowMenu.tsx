import { Link } from 'react-router-dom';
import Dropdown from 'react-bootstrap/Dropdown';
import { DotsIcon } from '../../components/Icons';
import { canEditOrCancel } from '../../domain/shiftStatus';
import type { Shift } from '../../domain/types';

/** 'The row menu offers Edit and Cancel only when the shift is not cancelled.' */
export function ShiftRowMenu({ shift }: { shift: Shift }) {
  if (!canEditOrCancel(shift)) return null;
  const id = encodeURIComponent(shift.id);
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        size="sm"
        className="text-body px-2 no-caret"
        id={`shift-menu-${shift.id}`}
        aria-label={`Actions for ${shift.description || 'shift'}`}
      >
        <DotsIcon />
      </Dropdown.Toggle>
      {/* fixed positioning: the table scrolls sideways on phones and would clip an absolute menu */}
      <Dropdown.Menu popperConfig={{ strategy: 'fixed' }}>
        <Dropdown.Item as={Link} to={`/shift-details/${id}/edit`}>
          Edit
        </Dropdown.Item>
        <Dropdown.Item as={Link} to={`/shift-details/${id}/delete`}>
          Cancel
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
