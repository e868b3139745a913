// /activity: the changes made through the portal to the shifts and the team of the facility (or of the company's
// facilities), newest first, a page at a time, by kind and, for a company user, by facility.
import { FacilitySelect } from '../../components/FacilitySelect';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectChosenFacilityId, selectFacilitiesById, selectScopeFacilities } from '../../session/scope';
import { selectUserType } from '../../session/sessionSlice';
import { formatShiftTime } from '../../domain/formats';
import {
  entryText,
  HISTORY_KIND_LABELS,
  HISTORY_KINDS,
  type HistoryEntry,
  type HistoryKind,
} from '../../domain/history';
import { isTeamEntry, TEAM_HISTORY_KIND_LABELS, TEAM_HISTORY_KINDS, teamEntryText } from '../../domain/teamHistory';
import { DEFAULT_TZ } from '../../domain/types';
import { PagedTable, type Column } from '../../components/PagedTable';
import { loadActivity, selectActivity, type ActivityFilter } from './historySlice';
import { ACTIVITY_EMPTY, ACTIVITY_TITLE, ALL_KINDS, KIND_FILTER_LABEL, TEAM_LINK, UNKNOWN_ACTOR } from './messages';

export default function ActivityPage() {
  const dispatch = useAppDispatch();
  const isCompany = useAppSelector(selectUserType) === 'company';
  const facilities = useAppSelector(selectScopeFacilities);
  const byId = useAppSelector(selectFacilitiesById);
  const facilityId = useAppSelector(selectChosenFacilityId);
  const [kind, setKind] = useState<HistoryKind | null>(null);
  const filter = useMemo<ActivityFilter>(() => ({ facilityId, kind }), [facilityId, kind]);
  const activity = useAppSelector((state) => selectActivity(state, filter));
  const scope = facilities.map((f) => f.id).join(',');

  // a later filter's answer wins: the slice drops one for a filter no longer shown
  const loadFirst = useCallback(() => void dispatch(loadActivity(filter)), [dispatch, filter]);
  useEffect(() => {
    if (scope) loadFirst();
  }, [loadFirst, scope]);

  const loadMore = () => {
    const shown = activity.entries.map((e) => ({ id: e.id, at: e.at }));
    void dispatch(loadActivity({ ...filter, shown }));
  };

  const tzOf = (e: HistoryEntry) => byId[e.facilityId]?.tz || DEFAULT_TZ;
  const columns: Column<HistoryEntry>[] = [
    { header: 'When', render: (e) => formatShiftTime(e.at, tzOf(e)), className: 'text-nowrap' },
    { header: 'Who', render: (e) => e.byName || UNKNOWN_ACTOR },
    {
      header: 'Shift',
      render: (e) => (
        <>
          {isTeamEntry(e) ? (
            // a team change is about the facility's team, not a shift
            <Link to="/team">{TEAM_LINK}</Link>
          ) : (
            <Link to={`/shift-details/${encodeURIComponent(e.shiftId)}`}>{e.shiftDescription || e.shiftId}</Link>
          )}
          <div className="small text-body-secondary">
            {!isTeamEntry(e) && formatShiftTime(e.shiftStart, tzOf(e))}
            {isCompany && `${isTeamEntry(e) ? '' : ' · '}${byId[e.facilityId]?.facilityName ?? e.facilityId}`}
          </div>
        </>
      ),
    },
    {
      header: 'What',
      render: (e) => (isTeamEntry(e) ? teamEntryText(e) : entryText(e, (ms) => formatShiftTime(ms, tzOf(e)))),
    },
  ];

  return (
    <>
      <Row className="g-2 mb-3">
        <Col xs={12} sm={6} md={4}>
          <Form.Group controlId="activity-kind">
            <Form.Label className="small mb-1">{KIND_FILTER_LABEL}</Form.Label>
            <Form.Select
              size="sm"
              value={kind ?? ''}
              onChange={(e) => setKind((e.target.value || null) as HistoryKind | null)}
            >
              <option value="">{ALL_KINDS}</option>
              {HISTORY_KINDS.map((k) => (
                <option key={k} value={k}>
                  {HISTORY_KIND_LABELS[k]}
                </option>
              ))}
              {TEAM_HISTORY_KINDS.map((k) => (
                <option key={k} value={k}>
                  {TEAM_HISTORY_KIND_LABELS[k]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        {isCompany && (
          <Col xs={12} sm={6} md={4}>
            <FacilitySelect id="activity-facility" allowAll />
          </Col>
        )}
      </Row>
      <PagedTable
        title={ACTIVITY_TITLE}
        headingLevel="h1"
        columns={columns}
        rows={activity.entries}
        rowKey={(e) => e.id}
        status={activity.loadingMore ? 'loading' : activity.status}
        emptyText={ACTIVITY_EMPTY}
        onRetry={loadFirst}
        mode="loadMore"
        hasMore={activity.hasMore}
        onLoadMore={loadMore}
      />
    </>
  );
}
