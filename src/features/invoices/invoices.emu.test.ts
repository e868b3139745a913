// The invoices Api and thunks against the emulators seeded with the demo data, signed in as the demo
// accounts (so the rules apply): paging by invoice.created, one invoice by id, the billing summary.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signOut } from 'firebase/auth';
import { appAuth } from '../../lib/firebase/auth';
import { appDb } from '../../data/firestore';
import { reseed } from '../../../tests/support/demo';
import { fetchBillingSummary, fetchInvoice, fetchInvoicesPage, INVOICE_PAGE_SIZE } from '../../data/invoices';
import {
  loadBilling,
  loadInvoices,
  loadMoreInvoices,
  selectBilling,
  selectInvoiceRows,
  selectInvoicesHasMore,
} from './invoicesSlice';
import { defined } from '../../../tests/support/defined';
import { signInAs, storeAs } from '../../../tests/support/session';

const DANA = 'uid-dana';

beforeAll(async () => {
  await reseed();
});
afterEach(async () => {
  await signOut(appAuth());
});

describe('invoices of customers/{uid}/invoices', () => {
  it('pages 10 at a time by invoice.created descending, then startAfter the last created value', async () => {
    await signInAs('facility@shiftcover.test');
    const first = await fetchInvoicesPage(appDb(), DANA);
    expect(INVOICE_PAGE_SIZE).toBe(10);
    expect(first.invoices).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    const created = first.invoices.map((i) => i.invoice.created);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(first.invoices[0]?.invoice.number).toBe('SC-MG-1012');

    const second = await fetchInvoicesPage(appDb(), DANA, created[created.length - 1]);
    expect(second.invoices.map((i) => i.invoice.number)).toEqual(['SC-MG-1002', 'SC-MG-1001']);
    expect(second.hasMore).toBe(false);
    const all = [...first.invoices, ...second.invoices];
    expect(new Set(all.map((i) => i.id)).size).toBe(12);
  });

  it('returns plain data: unix-second dates, cents, shift times as epoch ms', async () => {
    await signInAs('facility@shiftcover.test');
    const { invoices } = await fetchInvoicesPage(appDb(), DANA);
    const inv = defined(invoices[0], 'an invoice');
    expect(JSON.parse(JSON.stringify(invoices))).toEqual(invoices);
    expect(inv.invoice.created).toBeLessThan(Date.now() / 1000 + 1);
    expect(inv.invoice.due_date - inv.invoice.created).toBe(14 * 86_400);
    expect(Number.isInteger(inv.invoice.amount_due)).toBe(true);
    expect(typeof inv.shift.start).toBe('number');
    expect(inv.shift.end).toBeGreaterThan(inv.shift.start);
    expect(inv.nurse).toEqual({
      firstName: expect.stringMatching(/^[A-Z][a-z]+$/),
      lastName: expect.stringMatching(/^[A-Z][a-z]+$/),
    });
    // the worker named on the invoice is the one its line bills
    expect(inv.invoice.lines.data[0]?.description).toContain(`(${inv.nurse.firstName} ${inv.nurse.lastName})`);
    expect(inv.invoice.lines.data[0]).toEqual({ amount: expect.any(Number), description: expect.any(String) });
  });

  it('reads one invoice where invoice.id equals the route id', async () => {
    await signInAs('facility@shiftcover.test');
    const inv = await fetchInvoice(appDb(), DANA, 'in_demo_12');
    expect(inv).toMatchObject({
      status: 'open',
      invoice: {
        id: 'in_demo_12',
        number: 'SC-MG-1012',
        hosted_invoice_url: 'https://invoice.stripe.test/i/in_demo_12',
      },
    });
    expect(await fetchInvoice(appDb(), DANA, 'in_nowhere')).toBeNull();
  });

  it('sums up what is open and what was paid', async () => {
    await signInAs('facility@shiftcover.test');
    const summary = await fetchBillingSummary(appDb(), DANA);
    const everything = [...(await fetchInvoicesPage(appDb(), DANA)).invoices];
    everything.push(
      ...(await fetchInvoicesPage(appDb(), DANA, defined(everything[9], 'the tenth invoice').invoice.created)).invoices,
    );
    const paid = everything.filter((i) => i.status === 'paid');
    expect(summary.open.map((i) => i.invoice.number)).toEqual(['SC-MG-1012', 'SC-MG-1011', 'SC-MG-1010', 'SC-MG-1009']);
    expect(summary.paidCount).toBe(7);
    expect(summary.paidTotal).toBe(paid.reduce((s, i) => s + i.invoice.amount_due, 0));
    expect(summary.paidCapped).toBe(false);
  });

  it('says so when the paid invoices reach the bound of the sum (the rules bound every invoice query)', async () => {
    await signInAs('facility@shiftcover.test');
    const capped = await fetchBillingSummary(appDb(), DANA, 5);
    expect(capped).toMatchObject({ paidCount: 5, paidCapped: true });
    expect(await fetchBillingSummary(appDb(), DANA, 7)).toMatchObject({ paidCount: 7, paidCapped: true });
    expect(await fetchBillingSummary(appDb(), DANA, 8)).toMatchObject({ paidCount: 7, paidCapped: false });
  });

  it("refuses another customer's invoices (permission-denied)", async () => {
    await signInAs('company@shiftcover.test');
    await expect(fetchInvoicesPage(appDb(), DANA)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await fetchInvoicesPage(appDb(), 'uid-morgan')).toEqual({ invoices: [], hasMore: false });
  });
});

describe('invoices slice', () => {
  it('loads the first page, then Load More until no more', async () => {
    const { store } = await storeAs('facility@shiftcover.test');
    await store.dispatch(loadInvoices()).unwrap();
    expect(selectInvoiceRows(store.getState())).toHaveLength(10);
    expect(selectInvoicesHasMore(store.getState())).toBe(true);
    await store.dispatch(loadMoreInvoices()).unwrap();
    expect(selectInvoiceRows(store.getState())).toHaveLength(12);
    expect(selectInvoicesHasMore(store.getState())).toBe(false);
    // 'No more items': a further Load More does nothing
    await store.dispatch(loadMoreInvoices());
    expect(selectInvoiceRows(store.getState())).toHaveLength(12);
  });

  it("shows an impersonating admin the impersonated user's invoices", async () => {
    const { store } = await storeAs('admin@shiftcover.test', DANA);
    await store.dispatch(loadInvoices()).unwrap();
    expect(selectInvoiceRows(store.getState())[0]?.invoice.number).toBe('SC-MG-1012');
    await store.dispatch(loadBilling()).unwrap();
    expect(selectBilling(store.getState()).open).toHaveLength(4);
  });
});
