// What the invoices feature reads, all of it through src/data/invoices (the thunks load this module on demand).
export { fetchBillingSummary, fetchInvoice, fetchInvoicesPage, INVOICE_PAGE_SIZE } from '../../data/invoices';
