// The huge facility: 20,000 shifts in the last 12 weeks, 500 invoices and 200 workers (issues 18 and 20: /insights must
// read under 200 documents' worth for it, and no screen's count may grow with it).
import { CANCEL_REASON_TYPES } from '../seed/domain.mjs';
import { workerLinkDocs } from '../seed/index.mjs';
import { benchShift } from './common.mjs';
import { complianceDocs } from './compliance.mjs';

const HUGE_SHIFTS = 20_000;
const HUGE_INVOICES = 500;
const HUGE_WORKERS = 200;
export const BUSY_WORKER = 'bench-worker-busy';
const BUSY_WORKER_SHIFTS = 300;

export function hugeFacilityDocs(now) {
  const uid = 'uid-bench-huge';
  const fid = 'bench-huge';
  const docs = [];
  const weeks = 12 * 7 * 86_400_000;
  for (let w = 0; w < HUGE_WORKERS; w++) {
    docs.push({
      path: `user/bench-worker-${w}`,
      data: { firstName: 'Worker', lastName: `No${w}`, userType: 'worker', nurseType: 'CNA', isTest: true },
    });
  }
  for (let i = 0; i < HUGE_SHIFTS; i++) {
    // spread over the 12 weeks before now, every one started (so every one counts in the period)
    const start = new Date(now - weeks + Math.floor((i / HUGE_SHIFTS) * (weeks - 10 * 3_600_000)));
    const end = new Date(start.getTime() + 8 * 3_600_000);
    const cancelled = i % 10 === 9;
    const claimed = !cancelled && i % 5 !== 0;
    const approved = claimed && end.getTime() < now && i % 3 !== 0;
    docs.push({
      path: `shifts/huge-${String(i).padStart(5, '0')}`,
      data: benchShift({
        facilityIdentifier: fid,
        description: `Huge shift ${i}`,
        isFree: !claimed,
        status: cancelled ? 'cancelled' : 'active',
        start,
        end,
        clockIn: claimed ? start : null,
        clockOut: claimed ? end : null,
        nurseType: ['Caregiver', 'CNA', 'LPN', 'RN'][i % 4],
        nurseId: claimed ? `bench-worker-${i % HUGE_WORKERS}` : null,
        createdAt: start.getTime() - 7 * 86_400_000,
        createdBy: uid,
        cancelledAt: cancelled ? new Date(start.getTime() - 86_400_000) : null,
        cancelledBy: cancelled ? uid : null,
        cancellationReason: cancelled ? { type: CANCEL_REASON_TYPES[i % CANCEL_REASON_TYPES.length] } : null,
        timesheetAction: approved ? 'approved' : null,
        timesheetActionMadeBy: approved ? uid : null,
        timesheetActionMadeAt: approved ? new Date(end.getTime() + 3_600_000) : null,
        ...(approved ? { approvedHours: 8 } : {}),
      }),
    });
  }
  // the worker page's measurement: a worker with BUSY_WORKER_SHIFTS shifts at this facility, one a day, all before the
  // 12 weeks above (so insights' figures stay those of the 20,000), clocked in (every third 10 minutes late), approved
  docs.push({
    path: `user/${BUSY_WORKER}`,
    data: { firstName: 'Busy', lastName: 'Worker', userType: 'worker', nurseType: 'CNA', isTest: true },
  });
  for (let i = 0; i < BUSY_WORKER_SHIFTS; i++) {
    const start = new Date(now - weeks - (i + 1) * 86_400_000);
    const end = new Date(start.getTime() + 8 * 3_600_000);
    docs.push({
      path: `shifts/busy-${String(i).padStart(3, '0')}`,
      data: benchShift({
        facilityIdentifier: fid,
        description: `Busy worker's shift ${i}`,
        isFree: false,
        start,
        end,
        clockIn: new Date(start.getTime() + (i % 3 === 0 ? 10 * 60_000 : 0)),
        clockOut: end,
        nurseType: 'CNA',
        nurseId: BUSY_WORKER,
        createdAt: start.getTime() - 7 * 86_400_000,
        createdBy: uid,
        timesheetAction: 'approved',
        timesheetActionMadeBy: uid,
        timesheetActionMadeAt: new Date(end.getTime() + 3_600_000),
        approvedHours: 8,
      }),
    });
  }
  for (let i = 0; i < HUGE_INVOICES; i++) {
    const created = Math.floor((now - weeks + (i / HUGE_INVOICES) * weeks) / 1000);
    const status = i % 4 === 0 ? 'open' : 'paid';
    docs.push({
      path: `customers/${uid}/invoices/huge-in-${i}`,
      data: {
        shiftId: `huge-${String(i).padStart(5, '0')}`,
        status,
        nurseId: 'bench-worker-0',
        invoice: {
          id: `huge-in-${i}`,
          number: `SC-HUGE-${i}`,
          created,
          due_date: created + 14 * 86_400,
          status,
          amount_due: 25_000 + i,
        },
      },
    });
  }
  // /compliance's measurement: claimed shifts of the next 14 days and the workers' documents
  docs.push(...complianceDocs(now, { fid, uid, workers: HUGE_WORKERS }));
  // the worker links the server writes for those claims, without which the facility reads none of their documents
  const shifts = docs.filter((d) => d.path.startsWith('shifts/')).map((d) => d.data);
  docs.push(...workerLinkDocs(shifts, (id) => (id === fid ? null : undefined)));
  return docs;
}
