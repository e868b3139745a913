// /team: the shown facility's members and invites, with their role and status. An Owner invites a teammate, copies an
// invite's link, revokes it or sends an expired one again, changes a member's role and removes a member; the other
// roles see the table only (CONTRACT.md "Team").
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { FacilitySelect } from '../../components/FacilitySelect';
import { FailedAlert } from '../../components/FailedAlert';
import { Loader } from '../../components/Loader';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { toast } from '../../lib/toast';
import type { ThunkError } from '../../lib/thunkError';
import { selectShownFacility } from '../../session/scope';
import { selectSignedInUid, selectUserType } from '../../session/sessionSlice';
import { useMayDo } from '../../session/teamRole';
import { inviteLink } from '../../domain/notifications';
import { TEAM_ROLE_LABELS, teamRows, type TeamInvite, type TeamRow } from '../../domain/teamTable';
import { changeInvite, loadTeam, selectTeam } from './teamSlice';
import {
  ACTIONS,
  CHANGE_ROLE,
  COLUMNS,
  COPY_INVITE_LINK,
  INVITE_REVOKED,
  INVITE_TEAMMATE,
  inviteSentAgain,
  LINK_COPIED,
  LINK_NOT_COPIED,
  REMOVE,
  REVOKE_INVITE,
  SEND_AGAIN,
  TEAM_LOAD_ERROR,
  TEAM_TABLE,
  TEAM_TITLE,
  YOU,
} from './messages';
import { teamErrorText } from './teamErrors';

// The dialogs (react-bootstrap's Modal and Form, the form library and its schema) load when first opened: the
// table alone is what most visits need, and a Viewer never opens one.
const InviteDialog = lazy(() => import('./InviteDialog').then((m) => ({ default: m.InviteDialog })));
const MemberDialog = lazy(() => import('./MemberDialog').then((m) => ({ default: m.MemberDialog })));

type Dialog = { kind: 'invite' } | { kind: 'role' | 'remove'; row: TeamRow } | null;

export default function TeamPage() {
  const dispatch = useAppDispatch();
  const facility = useAppSelector(selectShownFacility);
  const isCompany = useAppSelector(selectUserType) === 'company';
  const me = useAppSelector(selectSignedInUid);
  const team = useAppSelector(selectTeam);
  const mayChange = useMayDo('team');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busyRow, setBusyRow] = useState<string | null>(null);

  // read again when the facility or its members change (an invite accepted, a member removed)
  const facilityId = facility?.id ?? null;
  const memberKey = facility ? [facility.ownerId, ...facility.adminIds].join(',') : '';
  useEffect(() => {
    if (facilityId) void dispatch(loadTeam(facilityId));
  }, [dispatch, facilityId, memberKey]);

  const now = Date.now();
  const rows = useMemo(
    () => (facility && team.facilityId === facility.id ? teamRows(facility, team.people, team.invites, now) : []),
    // `now` moves with each render; the rows follow the data, and an invite's expiry shows on the next read
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [facility, team.facilityId, team.people, team.invites],
  );

  if (!facility) return <Loader />;
  const current = team.facilityId === facility.id;
  const inviteOf = (row: TeamRow) => team.invites.find((i) => i.id === row.id);

  const onInviteChange = async (invite: TeamInvite, change: 'revoke' | 'resend') => {
    setBusyRow(invite.id);
    try {
      await dispatch(changeInvite({ invite, change })).unwrap();
      toast.success(change === 'revoke' ? INVITE_REVOKED : inviteSentAgain(invite.email), {
        toastId: `team-${change}-${invite.id}`,
      });
    } catch (err) {
      toast.error(teamErrorText(err as ThunkError), { toastId: 'team-error' });
      if ((err as ThunkError).kind === 'changed') void dispatch(loadTeam(facility.id));
    } finally {
      setBusyRow(null);
    }
  };

  const copyLink = async (invite: TeamInvite) => {
    const link = inviteLink(window.location.origin, invite.id, invite.facilityId);
    try {
      await navigator.clipboard.writeText(link);
      toast.success(LINK_COPIED, { toastId: 'team-link' });
    } catch {
      // a browser that refuses the clipboard: the link in the toast, to select by hand
      toast.warning(`${LINK_NOT_COPIED} ${link}`, { toastId: 'team-link' });
    }
  };

  const actionsOf = (row: TeamRow) => {
    if (row.kind === 'member')
      return (
        <>
          <Button size="sm" variant="outline-primary" onClick={() => setDialog({ kind: 'role', row })}>
            {CHANGE_ROLE}
          </Button>
          <Button size="sm" variant="outline-danger" onClick={() => setDialog({ kind: 'remove', row })}>
            {REMOVE}
          </Button>
        </>
      );
    const invite = inviteOf(row);
    if (!invite) return null;
    const busy = busyRow === invite.id;
    return (
      <>
        <Button size="sm" variant="outline-primary" onClick={() => void copyLink(invite)}>
          {COPY_INVITE_LINK}
        </Button>
        {row.status === 'Expired' && (
          <Button
            size="sm"
            variant="outline-primary"
            disabled={busy}
            onClick={() => void onInviteChange(invite, 'resend')}
          >
            {SEND_AGAIN}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline-danger"
          disabled={busy}
          onClick={() => void onInviteChange(invite, 'revoke')}
        >
          {REVOKE_INVITE}
        </Button>
      </>
    );
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <h1 className="h3 mb-0 me-auto">{TEAM_TITLE}</h1>
        {isCompany && <FacilitySelect id="team-facility" />}
        {mayChange && <Button onClick={() => setDialog({ kind: 'invite' })}>{INVITE_TEAMMATE}</Button>}
      </div>
      <section className="card" aria-labelledby="team-members-title">
        <div className="card-body">
          <h2 id="team-members-title" className="h5">
            {TEAM_TABLE}
          </h2>
          {current && team.status === 'failed' ? (
            <FailedAlert message={TEAM_LOAD_ERROR} onRetry={() => void dispatch(loadTeam(facility.id))} />
          ) : !current || (team.status === 'loading' && rows.length === 0) ? (
            <Loader />
          ) : (
            <Table responsive hover className="mb-0 align-middle" aria-labelledby="team-members-title">
              <thead>
                <tr>
                  <th scope="col">{COLUMNS.name}</th>
                  <th scope="col">{COLUMNS.email}</th>
                  <th scope="col">{COLUMNS.role}</th>
                  <th scope="col">{COLUMNS.status}</th>
                  {mayChange && <th scope="col">{ACTIONS}</th>}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key}>
                    <td>
                      {row.name}
                      {row.kind === 'member' && row.id === me && <span className="text-body-secondary"> {YOU}</span>}
                    </td>
                    <td>{row.email}</td>
                    <td>{TEAM_ROLE_LABELS[row.role]}</td>
                    <td>{row.status}</td>
                    {mayChange && (
                      <td>
                        <div className="d-flex flex-wrap gap-2">{actionsOf(row)}</div>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </div>
      </section>
      <Suspense fallback={null}>
        {dialog?.kind === 'invite' && <InviteDialog facility={facility} rows={rows} onClose={() => setDialog(null)} />}
        {(dialog?.kind === 'role' || dialog?.kind === 'remove') && (
          <MemberDialog facility={facility} row={dialog.row} mode={dialog.kind} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </>
  );
}
