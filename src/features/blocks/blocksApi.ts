// What blocking and unblocking workers reads and writes, through src/data. Thunks load it on demand.
export { applyBlockChange } from '../../data/blocks';
export { readWorkers } from '../../data/users';
export { getFacility } from '../../data/facilities';
