import type { ComponentProps, FormEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogShell } from '../../components/DialogShell';
import { FacilitySelect } from '../../components/FacilitySelect';
import { PostingFooter, ShiftsToPostTable } from '../../components/ShiftsToPost';
import type { usePostShifts } from './usePostShifts';

type Posting = Pick<ReturnType<typeof usePostShifts>, 'post' | 'busy' | 'unfinished' | 'progress'>;
type Rows = ComponentProps<typeof ShiftsToPostTable>['rows'];

interface PostingDialogProps {
  title: string;
  /** prefix of the ids: `<prefix>-title` (which names the form) and `<prefix>-facility` */
  idPrefix: string;
  /** a company user's Facility Name field (the facility the shifts are for); none for a facility user */
  facility: ComponentProps<typeof FacilitySelect>['field'] | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** the dialog's own fields, after the facility: locked once the post starts */
  children: ReactNode;
  /** what the dialog says under its fields (Copy a week's read of the week) */
  status?: ReactNode;
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
 * The dialog of Post several and Copy a week: the facility (a company's) and their fields, locked while the post runs
 * or some shifts are left unposted, then what the whole post gets wrong, the shifts to post (each removable until the
 * post starts) and the footer: the posting's progress or what is left unposted, Cancel (Close once some are left) and
 * Post. It cannot be closed while the post runs.
 */
export function PostingDialog({
  title,
  idPrefix,
  facility,
  onSubmit,
  children,
  status,
  formError,
  rows,
  tz,
  onRemove,
  posting: { post, busy, unfinished, progress },
  onHide,
  invalid,
}: PostingDialogProps) {
  const titleId = `${idPrefix}-title`;
  const locked = busy || unfinished !== null;
  return (
    <DialogShell title={title} titleId={titleId} busy={busy} onHide={onHide} size="lg">
      <Form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={titleId}>
        <Modal.Body>
          <fieldset disabled={locked}>
            {facility && <FacilitySelect id={`${idPrefix}-facility`} field={facility} />}
            {children}
          </fieldset>
          {status}
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
    </DialogShell>
  );
}
