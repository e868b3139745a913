// Every read and write of the staffing plan, through the data modules; plain objects out.
import { discardNeeds, readCensus, readNeeds, saveCensus, saveNeeds } from '../../data/staffing';
import type { TemplateNeeds } from '../../domain/staffing';

export { discardNeeds, readCensus, readNeeds, saveCensus, saveNeeds };
export { postShifts } from '../../data/shiftPosting';
/** The facility's shifts starting in [from, to), by id, live: what the table `Coverage` counts (its coverage weeks). */
export { watchCoverageBetween as watchWeekShifts } from '../../data/coverageWeeks';

export type { TemplateNeeds };
