import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { CANCEL } from '../../components/DialogShell';
import { PostButton, PostingStatus } from '../../components/ShiftsToPost';
import type { usePostShifts } from './usePostShifts';

type PostingFooterProps = Pick<ReturnType<typeof usePostShifts>, 'busy' | 'unfinished' | 'progress'> & {
  onPostRest: () => void;
  onHide: () => void;
  /** the rows to post */
  count: number;
  invalid: boolean;
};

/**
 * The footer of Post several and Copy a week: the posting's progress or what is left unposted, then Cancel (Close once
 * some are left) and Post.
 */
export function PostingFooter({ busy, unfinished, progress, onPostRest, onHide, count, invalid }: PostingFooterProps) {
  return (
    <Modal.Footer className="d-block">
      <PostingStatus busy={busy} unfinished={unfinished} progress={progress} onPostRest={onPostRest} />
      <div className="d-flex justify-content-end gap-2">
        <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
          {unfinished ? 'Close' : CANCEL}
        </Button>
        {!unfinished && <PostButton count={count} disabled={invalid} busy={busy} />}
      </div>
    </Modal.Footer>
  );
}
