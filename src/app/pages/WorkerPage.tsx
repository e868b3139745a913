import { BlockWorkerButton } from '../../features/blocks/BlockWorkerButton';
import { WorkerCredentials } from '../../features/compliance/WorkerCredentials';
import { WorkerView } from '../../features/workers/WorkerView';

/**
 * /workers/{workerId}: the worker page (the workers feature) with the block button (the blocks feature) and the
 * worker's Credentials (the compliance feature).
 */
export default function WorkerPage() {
  return (
    <WorkerView
      actions={({ facilityId, nurseId, workerName, reload }) => (
        <BlockWorkerButton facilityId={facilityId} nurseId={nurseId} workerName={workerName} onChanged={reload} />
      )}
      extras={({ facilityId, nurseId, nurseType }) => (
        <WorkerCredentials facilityId={facilityId} nurseId={nurseId} nurseType={nurseType} />
      )}
    />
  );
}
