// The invoices feature's words (spec 2 'Invoice table', 'Invoice detail', /pages/billing).
export const INVOICES_TITLE = 'Invoices';
export const COLUMN_INVOICE_NO = 'Invoice No';
export const COLUMN_SHIFT = 'Shift';
export const COLUMN_INVOICE_DATE = 'Invoice Date';
export const COLUMN_DUE_DATE = 'Due Date';
export const COLUMN_STATUS = 'Status';
export const COLUMN_AMOUNT = 'Amount';
export const VIEW_INVOICE = 'View Invoice';
export const PAY_NOW = 'Pay Now';
export const PAID = 'Paid';
export const NO_INVOICES = 'You have no invoices yet.';
export const INVOICE_NOT_FOUND = 'Invoice not found';
export const INVOICE_LOAD_FAILED = 'The invoice could not be loaded.';
export const BILLING_TITLE = 'Billing';
export const BILLING_LOAD_FAILED = 'Billing could not be loaded.';
export const NO_OPEN_INVOICES = 'You have no open invoices. Thank you!';
/** The paid total when the sum reached its bound (data/invoices' PAID_SUMMARY_LIMIT). */
export const paidCappedNote = (counted: number) =>
  `The total counts ${counted.toLocaleString('en-US')} paid invoices; there are more.`;
export const invoiceMenuLabel = (number: string) => `Actions for invoice ${number}`;
export const payInvoiceLabel = (number: string) => `${PAY_NOW}: invoice ${number}`;
