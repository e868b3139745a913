// The shifts feature's own calls: the facility's shift templates (src/data/facilities.ts) and the names on its shifts.
// The shifts themselves are read and written through src/data/shifts.ts and src/data/shiftPosting.ts.
export { readWorkerNames } from '../../data/users';
export { saveShiftTemplates } from '../../data/facilities';
