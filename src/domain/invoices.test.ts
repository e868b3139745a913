import { describe, expect, it } from 'vitest';
import { invoiceBadgeKind, invoiceStatusLabel, isHostedPageUrl, isPayable, totalAmountDue } from './invoices';

const invoice = (status: string, url = 'https://invoice.stripe.test/i/1', amount = 100) => ({
  status,
  invoice: { hosted_invoice_url: url, amount_due: amount },
});

describe('invoiceBadgeKind', () => {
  it.each([
    ['paid is green with a check', 'paid', 'paid'],
    ['open is grey and payable', 'open', 'open'],
    ['any other value is a warning badge (void)', 'void', 'other'],
    ['any other value is a warning badge (uncollectible)', 'uncollectible', 'other'],
    ['any other value is a warning badge (draft)', 'draft', 'other'],
    ['a missing status is a warning badge', '', 'other'],
    ['case does not matter', 'PAID', 'paid'],
  ])('%s', (_, status, expected) => {
    expect(invoiceBadgeKind(status)).toBe(expected);
  });
});

describe('invoiceStatusLabel', () => {
  it.each([
    ['paid', 'Paid'],
    ['open', 'Open'],
    ['void', 'Void'],
    ['past_due', 'Past due'],
    ['', 'Unknown'],
  ])('%s reads %s', (status, expected) => {
    expect(invoiceStatusLabel(status)).toBe(expected);
  });
});

describe('isPayable', () => {
  it.each([
    ['Pay Now only when the invoice status is open', invoice('open'), true],
    ['a paid invoice is not payable', invoice('paid'), false],
    ['a void invoice is not payable', invoice('void'), false],
    ['an open invoice without a hosted page is not payable', invoice('open', ''), false],
    ['a script URL is never opened', invoice('open', 'javascript:alert(1)'), false],
  ])('%s', (_, inv, expected) => {
    expect(isPayable(inv)).toBe(expected);
  });

  it.each([
    ['https://invoice.stripe.com/i/acct_1/test', true],
    ['http://localhost/x', true],
    ['data:text/html,hi', false],
    ['not a url', false],
    [null, false],
  ])('isHostedPageUrl(%s) is %s', (url, expected) => {
    expect(isHostedPageUrl(url)).toBe(expected);
  });
});

describe('totalAmountDue', () => {
  it('sums amount_due in cents', () => {
    expect(totalAmountDue([invoice('open', '', 123456), invoice('open', '', 544)])).toBe(124000);
  });
  it('an empty list sums to zero', () => {
    expect(totalAmountDue([])).toBe(0);
  });
  it('ignores a missing amount', () => {
    expect(totalAmountDue([invoice('open', '', Number.NaN), invoice('open', '', 5)])).toBe(5);
  });
});
