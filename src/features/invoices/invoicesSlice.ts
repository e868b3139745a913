import { createAppSlice, profileLoaded, signedOut, type AppState } from '../../lib/redux';
import { selectActingUid } from '../../session/sessionSlice';
import { reportError } from '../../lib/errors';
import type { Invoice } from '../../domain/types';

type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface InvoicesState {
  /** the invoice list: dashboard table and /invoices */
  rows: Invoice[];
  status: LoadStatus;
  hasMore: boolean;
  error: string | null;
  requestId: string | null;
  /** /invoice/:id */
  detail: { id: string | null; invoice: Invoice | null; status: LoadStatus };
  /** /pages/billing */
  billing: { open: Invoice[]; paidTotal: number; paidCount: number; paidCapped: boolean; status: LoadStatus };
}

const initialState: InvoicesState = {
  rows: [],
  status: 'idle',
  hasMore: false,
  error: null,
  requestId: null,
  detail: { id: null, invoice: null, status: 'idle' },
  billing: { open: [], paidTotal: 0, paidCount: 0, paidCapped: false, status: 'idle' },
};

function actingUid(getState: () => unknown): string {
  const uid = selectActingUid(getState() as AppState);
  if (!uid) throw new Error('No user to show invoices for');
  return uid;
}

async function withDb() {
  const [api, { appDb }] = await Promise.all([import('./invoicesApi'), import('../../lib/firebase/firestore')]);
  return { api, db: appDb() };
}

function logged<T>(operation: string) {
  return (error: unknown): T => {
    reportError(error, { collection: 'invoices', operation });
    throw error;
  };
}

/** The payment-provider invoices of the shown user (spec 'invoices (page size 10, hasMore)'). */
export const invoicesSlice = createAppSlice({
  name: 'invoices',
  initialState,
  reducers: (create) => ({
    /** The first page again (dashboard and /invoices). */
    loadInvoices: create.asyncThunk(
      async (_: void, { getState }) => {
        const uid = actingUid(getState);
        const { api, db } = await withDb();
        return api.fetchInvoicesPage(db, uid).catch(logged<never>('list'));
      },
      {
        pending: (s, a) => {
          s.status = 'loading';
          s.error = null;
          s.rows = [];
          s.requestId = a.meta.requestId;
        },
        fulfilled: (s, a) => {
          if (s.requestId !== a.meta.requestId) return;
          s.rows = a.payload.invoices;
          s.hasMore = a.payload.hasMore;
          s.status = 'succeeded';
        },
        rejected: (s, a) => {
          if (s.requestId !== a.meta.requestId) return;
          s.status = 'failed';
          s.error = a.error.message ?? 'Unknown error';
        },
      },
    ),
    /** 'next page by startAfter the last created value' */
    loadMoreInvoices: create.asyncThunk(
      async (_: void, { getState }) => {
        const uid = actingUid(getState);
        const rows = (getState() as AppState).invoices.rows;
        const { api, db } = await withDb();
        return api.fetchInvoicesPage(db, uid, rows[rows.length - 1]?.invoice.created).catch(logged<never>('list'));
      },
      {
        options: {
          condition: (_, { getState }) => {
            const s = (getState() as AppState).invoices;
            return s.status !== 'loading' && s.hasMore && s.rows.length > 0;
          },
        },
        pending: (s, a) => {
          s.status = 'loading';
          s.error = null;
          s.requestId = a.meta.requestId;
        },
        fulfilled: (s, a) => {
          if (s.requestId !== a.meta.requestId) return;
          const known = new Set(s.rows.map((r) => r.id));
          s.rows.push(...a.payload.invoices.filter((i) => !known.has(i.id)));
          s.hasMore = a.payload.hasMore;
          s.status = 'succeeded';
        },
        rejected: (s, a) => {
          if (s.requestId !== a.meta.requestId) return;
          s.status = 'failed';
          s.error = a.error.message ?? 'Unknown error';
        },
      },
    ),
    loadInvoice: create.asyncThunk(
      async (id: string, { getState }) => {
        const uid = actingUid(getState);
        const { api, db } = await withDb();
        return api.fetchInvoice(db, uid, id).catch(logged<never>('get'));
      },
      {
        pending: (s, a) => {
          s.detail = {
            id: a.meta.arg,
            invoice: s.detail.id === a.meta.arg ? s.detail.invoice : null,
            status: 'loading',
          };
        },
        fulfilled: (s, a) => {
          if (s.detail.id !== a.meta.arg) return;
          s.detail.invoice = a.payload;
          s.detail.status = 'succeeded';
        },
        rejected: (s, a) => {
          if (s.detail.id !== a.meta.arg) return;
          s.detail.status = 'failed';
        },
      },
    ),
    loadBilling: create.asyncThunk(
      async (_: void, { getState }) => {
        const uid = actingUid(getState);
        const { api, db } = await withDb();
        return api.fetchBillingSummary(db, uid).catch(logged<never>('billing'));
      },
      {
        pending: (s) => {
          s.billing.status = 'loading';
        },
        fulfilled: (s, a) => {
          s.billing = { ...a.payload, status: 'succeeded' };
        },
        rejected: (s) => {
          s.billing.status = 'failed';
        },
      },
    ),
  }),
  extraReducers: (builder) => {
    // another user's portal (impersonation) or none: nothing of the previous one stays
    builder.addCase(signedOut, () => initialState).addCase(profileLoaded, () => initialState);
  },
  selectors: {
    selectInvoiceRows: (s) => s.rows,
    selectInvoicesStatus: (s) => s.status,
    selectInvoicesHasMore: (s) => s.hasMore,
    selectInvoiceDetail: (s) => s.detail,
    selectBilling: (s) => s.billing,
  },
});

export const { loadInvoices, loadMoreInvoices, loadInvoice, loadBilling } = invoicesSlice.actions;
export const { selectInvoiceRows, selectInvoicesStatus, selectInvoicesHasMore, selectInvoiceDetail, selectBilling } =
  invoicesSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    invoices: InvoicesState;
  }
}
