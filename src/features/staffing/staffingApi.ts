// Every read and write of the staffing plan, through the data modules; plain objects out.
import type { Firestore, Unsubscribe } from '../../data/db';
import { discardNeeds, readCensus, readNeeds, saveCensus, saveNeeds } from '../../data/staffing';
import { watchShiftsStartingBetween } from '../../data/shiftWindows';
import type { CoverageShift, TemplateNeeds } from '../../domain/staffing';

export { discardNeeds, readCensus, readNeeds, saveCensus, saveNeeds };
export { postShifts } from '../../data/shiftPosting';

/** The facility's shifts starting in [from, to), live: what the table `Coverage` counts (read once, then changes). */
export function watchWeekShifts(
  db: Firestore,
  facilityId: string,
  from: number,
  to: number,
  onChange: (shifts: CoverageShift[], capped: boolean) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return watchShiftsStartingBetween(
    db,
    facilityId,
    from,
    to,
    (shifts, capped) =>
      onChange(
        shifts.map(({ start, end, nurseType, status, isFree }) => ({ start, end, nurseType, status, isFree })),
        capped,
      ),
    onError,
  );
}

export type { TemplateNeeds };
