import { Link } from 'react-router-dom';

interface ShiftCellProps {
  shiftId: string;
  /** the shift's description, or the table's word for one without */
  text: string;
  /** a company user's tables name the facility under the shift */
  facilityName?: string;
  /** keeps the link from wrapping word by word in a narrow table */
  minWidth?: number;
}

/** A table's shift cell: the link to its details and, for a company user, the facility under it. */
export function ShiftCell({ shiftId, text, facilityName, minWidth }: ShiftCellProps) {
  const content = (
    <>
      <Link to={`/shift-details/${encodeURIComponent(shiftId)}`}>{text}</Link>
      {facilityName && <div className="small text-body-secondary">{facilityName}</div>}
    </>
  );
  return minWidth ? <div style={{ minWidth }}>{content}</div> : content;
}
