import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { toast } from '../../lib/toast';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectFacilitiesById } from '../../session/scope';
import { ReasonDialog } from '../../components/ReasonDialog';
import { isBlockedAt } from './blockedEmployees';
import {
  BLOCK,
  BLOCK_FAILED,
  blockDescription,
  blockedToast,
  blockTitle,
  changedMeanwhile,
  THIS_WORKER,
  UNBLOCK,
  UNBLOCK_FAILED,
  unblockDescription,
  unblockedToast,
  unblockTitle,
} from './messages';
import { blockWorker, unblockWorker } from './blocksSlice';
import type { ThunkError } from '../../lib/thunkError';

export interface BlockWorkerButtonProps {
  facilityId: string;
  nurseId: string;
  workerName: string;
  size?: 'sm';
  /** after a successful change, e.g. to reload a shift the block freed */
  onChanged?: (action: 'blocked' | 'unblocked') => void;
}

/** Block (or, when already blocked here, Unblock) the worker at the facility, with the reason dialog. */
export function BlockWorkerButton({ facilityId, nurseId, workerName, size, onChanged }: BlockWorkerButtonProps) {
  const dispatch = useAppDispatch();
  const facility = useAppSelector(selectFacilitiesById)[facilityId];
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  if (!facility || !nurseId) return null;
  const blocked = isBlockedAt(facility, nurseId);
  const name = workerName || THIS_WORKER;

  const save = async (reason: string) => {
    setSaving(true);
    try {
      const arg = { facilityId, nurseId, reason };
      if (blocked) {
        await dispatch(unblockWorker(arg)).unwrap();
        toast.success(unblockedToast(workerName || 'The worker'));
      } else {
        await dispatch(blockWorker(arg)).unwrap();
        toast.success(blockedToast(workerName || 'The worker'));
      }
      setOpen(false);
      onChanged?.(blocked ? 'unblocked' : 'blocked');
    } catch (err) {
      if ((err as ThunkError).kind === 'changed') {
        // someone else blocked or unblocked the worker meanwhile: the button now shows the stored state
        toast.warning(changedMeanwhile(name, blocked));
        setOpen(false);
      } else {
        toast.error(blocked ? UNBLOCK_FAILED : BLOCK_FAILED);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button
        size={size}
        variant={blocked ? 'outline-secondary' : 'outline-danger'}
        onClick={() => setOpen(true)}
        aria-label={blocked ? unblockTitle(name) : blockTitle(name)}
      >
        {blocked ? UNBLOCK : BLOCK}
      </Button>
      <ReasonDialog
        show={open}
        title={blocked ? unblockTitle(name) : blockTitle(name)}
        description={
          blocked ? unblockDescription(name, facility.facilityName) : blockDescription(name, facility.facilityName)
        }
        saving={saving}
        onCancel={() => setOpen(false)}
        onSave={(reason) => void save(reason)}
      />
    </>
  );
}
