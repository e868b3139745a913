import { BlockWorkerButton } from '../../features/blocks/BlockWorkerButton';
import { FavoriteButton } from '../../features/workers/FavoriteButton';

/** a row of a shift with a worker: a favorite changed here is recorded in that shift's History */
type Row = { facilityIdentifier: string; nurseId: string; workerName: string; shiftId: string };

/** A review row's actions: Favorite and Block its worker (the features meet here, in the app). */
export function workerRowActions(row: Row) {
  return (
    <span className="d-inline-flex gap-1">
      {favoriteOfRow(row)}
      <BlockWorkerButton
        size="sm"
        facilityId={row.facilityIdentifier}
        nurseId={row.nurseId}
        workerName={row.workerName}
      />
    </span>
  );
}

/** A timesheet row's action: the Favorite toggle of its worker. */
export function favoriteOfRow(row: Row) {
  return (
    <FavoriteButton
      size="sm"
      facilityId={row.facilityIdentifier}
      nurseId={row.nurseId}
      workerName={row.workerName}
      shiftId={row.shiftId}
    />
  );
}
