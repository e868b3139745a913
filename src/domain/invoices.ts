// Spec 4 'Invoice: paid is green with a check; open is grey and payable; any other value is a warning badge.'
// and spec 9 'Money held in cents'.

export type InvoiceBadgeKind = 'paid' | 'open' | 'other';

/** Which of the spec's three badges an invoice status gets. */
export function invoiceBadgeKind(status: string | null | undefined): InvoiceBadgeKind {
  const s = (status ?? '').trim().toLowerCase();
  return s === 'paid' ? 'paid' : s === 'open' ? 'open' : 'other';
}

/** The badge's words: the status with a capital, so a badge never relies on its colour alone. */
export function invoiceStatusLabel(status: string | null | undefined): string {
  const s = (status ?? '').trim().replace(/[_-]+/g, ' ');
  return s ? s.charAt(0).toUpperCase() + s.slice(1).toLowerCase() : 'Unknown';
}

/** Only http(s) pages may be opened: a hosted_invoice_url is data from outside the portal. */
export function isHostedPageUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** 'Pay Now only when the invoice status is open', and only with a page to open. */
export function isPayable(invoice: { status: string; invoice: { hosted_invoice_url: string } }): boolean {
  return invoiceBadgeKind(invoice.status) === 'open' && isHostedPageUrl(invoice.invoice.hosted_invoice_url);
}

/** The sum of amount_due, in cents. */
export function totalAmountDue(invoices: readonly { invoice: { amount_due: number } }[]): number {
  return invoices.reduce((sum, i) => sum + (Number.isFinite(i.invoice.amount_due) ? i.invoice.amount_due : 0), 0);
}
