import { Link } from 'react-router-dom';
import { LazyDropdown } from '../../components/LazyDropdown';
import { DotsIcon } from '../../components/Icons';
import { canEditOrCancel } from '../../domain/shiftStatus';
import type { Shift } from '../../domain/types';
import { useMayDo } from '../../session/teamRole';

/** 'The row menu offers Edit and Cancel only when the shift is not cancelled.' */
export function ShiftRowMenu({ shift }: { shift: Shift }) {
  const mayChange = useMayDo('shifts');
  if (!mayChange || !canEditOrCancel(shift)) return null;
  const id = encodeURIComponent(shift.id);
  return (
    <LazyDropdown
      id={`shift-menu-${shift.id}`}
      label={`Actions for ${shift.description || 'shift'}`}
      size="sm"
      toggleClassName="text-body px-2 no-caret"
      toggle={<DotsIcon />}
      fixedMenu
      items={(Dropdown) => (
        <>
          <Dropdown.Item as={Link} to={`/shift-details/${id}/edit`}>
            Edit
          </Dropdown.Item>
          <Dropdown.Item as={Link} to={`/shift-details/${id}/delete`}>
            Cancel
          </Dropdown.Item>
        </>
      )}
    />
  );
}
