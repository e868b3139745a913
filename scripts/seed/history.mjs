// The History of the demo shifts, as the portal writes it (src/data/history.ts) and words it (src/domain): each
// was created, and the cancelled, adjusted, approved, rejected and reviewed ones say so; each shift's historyId names
// its latest entry.
import { cancelReasonText, formatHours, personName, REJECT_REASON_LABELS } from './domain.mjs';
import { DEMO_IDS, PEOPLE } from './ids.mjs';

const ms = (d) => (d instanceof Date ? d.getTime() : d);

export function historyDocs(shifts, facilities, review) {
  const docs = [];
  for (const s of shifts) {
    const by = s.createdBy ?? facilities[s.facilityIdentifier]?.ownerId;
    const entries = [{ kind: 'created', at: new Date(s.createdAt), by }];
    if (s.status === 'cancelled' && s.cancellationReason) {
      entries.push({
        kind: 'cancelled',
        at: s.cancelledAt,
        by: s.cancelledBy,
        detail: cancelReasonText(s.cancellationReason),
      });
    }
    if (s.timesheetAdjustment) {
      const a = s.timesheetAdjustment;
      const changes = [
        { field: 'clockIn', before: ms(s.clockIn), after: ms(a.clockIn) },
        { field: 'clockOut', before: ms(s.clockOut), after: ms(a.clockOut) },
      ].filter((c) => c.before !== c.after);
      entries.push({ kind: 'adjusted', at: a.at, by: a.by, changes, detail: a.note, workerId: s.nurseId });
    }
    if (s.timesheetAction) {
      const r = s.timesheetRejectReason;
      const detail =
        s.timesheetAction === 'approved'
          ? s.approvedHours == null
            ? null
            : `${formatHours(s.approvedHours)} hours`
          : r
            ? REJECT_REASON_LABELS[r.type]
            : null;
      entries.push({ kind: s.timesheetAction, at: s.timesheetActionMadeAt, by: s.timesheetActionMadeBy, detail });
    }
    if (s.noShowAt) {
      entries.push({ kind: 'noShow', at: s.noShowAt, by: s.noShowBy, detail: s.noShowNote, workerId: s.nurseId });
    }
    if (review && s.id === DEMO_IDS.shifts.reviewed) {
      entries.push({
        kind: 'reviewed',
        at: review.submittedAt,
        by: review.reviewerId,
        detail: `${review.rating} of 5`,
        workerId: s.nurseId,
      });
    }
    entries.sort((a, b) => ms(a.at) - ms(b.at));
    entries.forEach((e, i) => {
      const id = `${s.id}-${i}-${e.kind}`;
      docs.push({
        path: `shifts/${s.id}/history/${id}`,
        data: {
          kind: e.kind,
          shiftId: s.id,
          facilityId: s.facilityIdentifier,
          shiftStart: s.start,
          shiftDescription: s.description,
          by: e.by,
          byName: personName(PEOPLE[e.by], e.by),
          at: e.at,
          changes: e.changes ?? [],
          detail: e.detail ?? null,
          workerId: e.workerId ?? null,
          // the shift's company, as the portal writes it
          companyId: s.companyId ?? null,
        },
      });
      s.historyId = id;
    });
  }
  return docs;
}
