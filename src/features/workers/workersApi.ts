// What the worker pages (/workers, /workers/{id}) and favorites read and write, through src/data: the pages' reads
// (data/workers.ts) and a favorite's change (data/favorites.ts). Thunks load it on demand.
export type { ShiftCursor } from '../../data/shiftWindows';
export {
  fetchNoShowWorkers,
  fetchRecentWorkers,
  fetchWorkerShifts,
  fetchWorkerTallies,
  type NoShowWorkers,
  type WorkerShift,
} from '../../data/workers';
export { applyFavoriteChange, type FavoriteChange } from '../../data/favorites';
export { readWorkers, readWorkerNames as readUserNames } from '../../data/users';
export { getFacility } from '../../data/facilities';
