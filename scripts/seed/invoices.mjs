// Dana's invoices (written by the payment side in production) and the timesheet approvals of the paid ones.
import { spanHours } from './domain.mjs';
import { docList, HOUR } from './clock.mjs';
import { DEMO_IDS, WORKER_BY_ID } from './ids.mjs';
import { approveHours } from './timesheet.mjs';

// hourly pay rates (cents)
const RATE = { Caregiver: 2600, CNA: 3200, LPN: 4500, RN: 5800 };

/** The 12 older claimed Maple Grove shifts (mg-shift-04..15) that Dana was invoiced for, oldest first. */
function invoicedShifts(shifts) {
  const invoiced = shifts
    .filter(
      (s) =>
        s.facilityIdentifier === 'maple-grove' &&
        s.nurseId &&
        s.clockOut &&
        !DEMO_IDS.shifts.recent.includes(s.id) &&
        !s.id.includes('-hist-'),
    )
    .sort((a, b) => a.end - b.end); // oldest first
  if (invoiced.length !== 12) throw new Error(`seed: expected 12 invoiced shifts, got ${invoiced.length}`);
  return invoiced;
}
// oldest first: 7 paid, 1 void, 4 open (the most recent)
const INVOICE_STATUS = ['paid', 'paid', 'paid', 'paid', 'paid', 'void', 'paid', 'paid', 'open', 'open', 'open', 'open'];

/**
 * The paid ones were approved on the timesheet first (the hours that insights sums): each gets the approval with
 * its hours, as the timesheet's Approve writes them, an hour after the clock-out.
 */
export function approvePaidTimesheets(shifts) {
  invoicedShifts(shifts).forEach((s, i) => {
    if (INVOICE_STATUS[i] !== 'paid') return;
    approveHours(s, 'uid-dana', new Date(s.clockOut.getTime() + HOUR));
  });
}

/** Dana's 12 invoices, one per invoiced shift, and her customer record. */
export function invoiceDocs(shifts) {
  const { docs, add } = docList();
  add('customers/uid-dana', { email: 'facility@shiftcover.test' });
  const invoiced = invoicedShifts(shifts);
  const invoiceStatus = INVOICE_STATUS;
  invoiced.forEach((s, i) => {
    const n = String(i + 1).padStart(2, '0');
    const id = `in_demo_${n}`;
    const worker = WORKER_BY_ID[s.nurseId];
    const hours = spanHours(s.clockIn.getTime(), s.clockOut.getTime());
    const lines = [
      {
        amount: Math.round(hours * RATE[s.nurseType]),
        description:
          `${s.nurseType} shift, ${hours} h at $${(RATE[s.nurseType] / 100).toFixed(2)}/h ` +
          `(${worker.firstName} ${worker.lastName})`,
      },
    ];
    if (i % 3 === 0) lines.push({ amount: 1500, description: 'Platform service fee' });
    const created = Math.floor((s.clockOut.getTime() + 2 * HOUR) / 1000);
    const status = invoiceStatus[i];
    add(`customers/uid-dana/invoices/${id}`, {
      shiftId: s.id,
      status,
      shift: {
        description: s.description,
        nurseType: s.nurseType,
        numberOfNurse: 1,
        start: s.start,
        end: s.end,
        clockIn: s.clockIn,
        clockOut: s.clockOut,
      },
      nurseId: s.nurseId,
      nurse: { firstName: worker.firstName, lastName: worker.lastName },
      invoice: {
        id,
        number: `SC-MG-${String(1000 + i + 1)}`,
        created,
        due_date: created + 14 * 24 * 3600,
        status,
        amount_due: lines.reduce((sum, l) => sum + l.amount, 0),
        hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
        lines: { data: lines },
      },
    });
  });
  return docs;
}
