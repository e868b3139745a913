import type { ComponentProps, FormEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { PostingFooter, ShiftsToPostTable } from '../../components/ShiftsToPost';
import type { usePostShifts } from './usePostShifts';

type Posting = Pick<ReturnType<typeof usePostShifts>, 'post' | 'busy' | 'unfinished' | 'progress'>;
type Rows = ComponentProps<typeof ShiftsToPostTable>['rows'];

interface PostingFormProps {
  /** the dialog title's id, which names the form */
  titleId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** the dialog's own fields */
  children: ReactNode;
  /** a problem of the whole post (too many shifts, nothing to copy), under the fields */
  formError: string | undefined;
  rows: Rows;
  tz: string;
  onRemove: (key: string) => void;
  posting: Posting;
  onHide: () => void;
  invalid: boolean;
}

/**
 * The form of Post several and Copy a week: their fields, then what the whole post gets wrong, the shifts to post
 * (each removable until the post starts) and the footer: the posting's progress or what is left unposted, Cancel (Close
 * once some are left) and Post.
 */
export function PostingForm({
  titleId,
  onSubmit,
  children,
  formError,
  rows,
  tz,
  onRemove,
  posting: { post, busy, unfinished, progress },
  onHide,
  invalid,
}: PostingFormProps) {
  const locked = busy || unfinished !== null;
  return (
    <Form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={titleId}>
      <Modal.Body>
        {children}
        {formError && (
          <p className="text-danger small" role="alert">
            {formError}
          </p>
        )}
        <ShiftsToPostTable rows={rows} tz={tz} onRemove={onRemove} disabled={locked} />
      </Modal.Body>
      <PostingFooter
        busy={busy}
        unfinished={unfinished}
        progress={progress}
        onPostRest={() => unfinished && void post(unfinished)}
        count={rows.length}
        disabled={invalid}
        onHide={onHide}
      />
    </Form>
  );
}
