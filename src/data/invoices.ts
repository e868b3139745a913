// The customers/{uid}/invoices collection: the payment provider writes it, the portal only reads it (a page, one
// invoice by id, the billing summary).
import {
  collection,
  count,
  type DocumentData,
  type Firestore,
  limit,
  orderBy,
  query,
  type QueryDocumentSnapshot,
  startAfter,
  sum,
  where,
} from 'firebase/firestore';
// server reads bounded in time (online.ts)
import { getAggregateFromServer, getDocsFromServer } from './online';
import { toPlain } from './convert';
import type { Invoice, NurseType } from '../domain/types';

/** 'Invoice page size 10 in client state' */
export const INVOICE_PAGE_SIZE = 10;
/** Open invoices are few; the billing page lists at most this many (the rules' largest invoice page). */
const OPEN_INVOICES_LIMIT = 100;
/**
 * The billing summary sums at most this many paid invoices. The rules bound every invoice query (they
 * cannot tell an aggregation from a document query) and allow this larger bound only for the paid ones;
 * past it the page says that the total counts this many.
 */
const PAID_SUMMARY_LIMIT = 5000;

const invoicesOf = (db: Firestore, uid: string) => collection(db, 'customers', uid, 'invoices');

// One named function per query, so the index test can list them all.
/** @public 'ordered by invoice.created descending, paged by startAfter the last created value' */
export const invoicesPageQuery = (db: Firestore, uid: string, afterCreated?: number) =>
  afterCreated === undefined
    ? query(invoicesOf(db, uid), orderBy('invoice.created', 'desc'), limit(INVOICE_PAGE_SIZE))
    : query(
        invoicesOf(db, uid),
        orderBy('invoice.created', 'desc'),
        startAfter(afterCreated),
        limit(INVOICE_PAGE_SIZE),
      );
/** @public 'Read one invoice where invoice.id equals the route id.' */
export const invoiceByIdQuery = (db: Firestore, uid: string, invoiceId: string) =>
  query(invoicesOf(db, uid), where('invoice.id', '==', invoiceId), limit(1));
/** @public (the index test builds it by name) */
export const invoicesWithStatusQuery = (
  db: Firestore,
  uid: string,
  status: 'open' | 'paid',
  max = status === 'open' ? OPEN_INVOICES_LIMIT : PAID_SUMMARY_LIMIT,
) => query(invoicesOf(db, uid), where('status', '==', status), limit(max));

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : v == null ? fallback : String(v));
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const msOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

/** A provider record as plain data, whatever fields it lacks. */
function toInvoice(snap: QueryDocumentSnapshot<DocumentData>): Invoice {
  const d = obj(toPlain(snap.data()));
  const inv = obj(d.invoice);
  const shift = obj(d.shift);
  const nurse = obj(d.nurse);
  const lines = Array.isArray(obj(inv.lines).data) ? (obj(inv.lines).data as unknown[]) : [];
  const status = str(d.status) || str(inv.status);
  return {
    id: snap.id,
    shiftId: str(d.shiftId),
    status,
    shift: {
      description: str(shift.description),
      nurseType: str(shift.nurseType) as NurseType,
      numberOfNurse: num(shift.numberOfNurse) || 1,
      start: num(shift.start),
      end: num(shift.end),
      clockIn: msOrNull(shift.clockIn),
      clockOut: msOrNull(shift.clockOut),
    },
    nurseId: str(d.nurseId),
    nurse: { firstName: str(nurse.firstName), lastName: str(nurse.lastName) },
    invoice: {
      id: str(inv.id) || snap.id,
      number: str(inv.number),
      created: num(inv.created),
      due_date: num(inv.due_date),
      status: str(inv.status) || status,
      amount_due: num(inv.amount_due),
      hosted_invoice_url: str(inv.hosted_invoice_url),
      lines: { data: lines.map((l) => ({ amount: num(obj(l).amount), description: str(obj(l).description) })) },
    },
  };
}

export interface InvoicePage {
  invoices: Invoice[];
  hasMore: boolean;
}

/** 'fewer than 10 returned means no more' */
export async function fetchInvoicesPage(db: Firestore, uid: string, afterCreated?: number): Promise<InvoicePage> {
  const snap = await getDocsFromServer(invoicesPageQuery(db, uid, afterCreated));
  return { invoices: snap.docs.map(toInvoice), hasMore: snap.size === INVOICE_PAGE_SIZE };
}

export async function fetchInvoice(db: Firestore, uid: string, invoiceId: string): Promise<Invoice | null> {
  const snap = await getDocsFromServer(invoiceByIdQuery(db, uid, invoiceId));
  const [first] = snap.docs;
  return first ? toInvoice(first) : null;
}

export interface BillingSummary {
  /** newest first */
  open: Invoice[];
  paidTotal: number;
  paidCount: number;
  /** true when paidCount reached the bound of the sum: there may be more paid invoices than were counted */
  paidCapped: boolean;
}

/** What is open (listed, to pay) and what was paid (summed on the server, over at most paidLimit invoices). */
export async function fetchBillingSummary(
  db: Firestore,
  uid: string,
  paidLimit = PAID_SUMMARY_LIMIT,
): Promise<BillingSummary> {
  const [openSnap, paid] = await Promise.all([
    getDocsFromServer(invoicesWithStatusQuery(db, uid, 'open')),
    getAggregateFromServer(invoicesWithStatusQuery(db, uid, 'paid', paidLimit), {
      total: sum('invoice.amount_due'),
      count: count(),
    }),
  ]);
  const open = openSnap.docs.map(toInvoice).sort((a, b) => b.invoice.created - a.invoice.created);
  const paidCount = paid.data().count;
  return { open, paidTotal: paid.data().total ?? 0, paidCount, paidCapped: paidCount >= paidLimit };
}
