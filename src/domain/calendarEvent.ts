// Spec 2 'Calendar': event chip and event modal title.
import { formatChipTime } from './formats';
import type { ShiftStatus } from './types';

export type ChipDotColour = 'red' | 'green' | 'grey';
const CANCELLED_TITLE_SUFFIX = ' (Cancelled)';

/**
 * 'a coloured dot (red when cancelled, green when a worker is assigned, grey otherwise) unless the event is all day'
 */
export function chipDotColour(event: {
  allDay: boolean;
  status: ShiftStatus | string;
  nurseId: string | null;
}): ChipDotColour | null {
  if (event.allDay) return null;
  if (event.status === 'cancelled') return 'red';
  return event.nurseId ? 'green' : 'grey';
}

/** 'then the time (h:mm A); then ' Cancelled' or ' - {worker full name}'' */
export function chipText(
  shift: { start: number; status: ShiftStatus | string },
  workerFullName: string | null,
  tz: string,
): string {
  const time = formatChipTime(shift.start, tz);
  if (shift.status === 'cancelled') return `${time} Cancelled`;
  const name = workerFullName?.trim();
  return name ? `${time} - ${name}` : time;
}

/** 'title (with '(Cancelled)' suffix ... when status is cancelled)' */
export function eventTitle(description: string, status: ShiftStatus | string): string {
  return status === 'cancelled' ? `${description}${CANCELLED_TITLE_SUFFIX}` : description;
}
