import { BlockWorkerButton } from '../../features/blocks/BlockWorkerButton';

/** A review row's action: block its worker (the reviews feature and the blocks feature meet here, in the app). */
export function blockFromReviewRow(row: { facilityIdentifier: string; nurseId: string; workerName: string }) {
  return (
    <BlockWorkerButton
      size="sm"
      facilityId={row.facilityIdentifier}
      nurseId={row.nurseId}
      workerName={row.workerName}
    />
  );
}
