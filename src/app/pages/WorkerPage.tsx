import { BlockWorkerButton } from '../../features/blocks/BlockWorkerButton';
import { WorkerView } from '../../features/workers/WorkerView';

/** /workers/{workerId}: the worker page (the workers feature) with the block button (the blocks feature). */
export default function WorkerPage() {
  return (
    <WorkerView
      actions={({ facilityId, nurseId, workerName, reload }) => (
        <BlockWorkerButton facilityId={facilityId} nurseId={nurseId} workerName={workerName} onChanged={reload} />
      )}
    />
  );
}
