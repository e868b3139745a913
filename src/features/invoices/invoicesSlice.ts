import { createAppSlice, profileLoaded, sessionEnded, type LoadStatus, addSlice } from '../../lib/redux';
import { type SessionView, selectActingUid } from '../../session/sessionSlice';
import { reported, type ThunkConfig } from '../../lib/thunks';
import { withDb } from '../../data/db';
import { declined, type ThunkError } from '../../lib/thunkError';
import type { Invoice } from '../../domain/types';

interface InvoicesState {
  /** the invoice list: dashboard table and /invoices */
  rows: Invoice[];
  status: LoadStatus;
  hasMore: boolean;
  error: ThunkError | null;
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

type State = { invoices: InvoicesState } & SessionView;

const invoicesData = () => import('../../data/invoices');

function shownUid(state: State): string {
  const uid = selectActingUid(state);
  if (!uid) throw declined('refused');
  return uid;
}

/** A page of the list: the first, or the one after the rows shown. */
const listPage = (more: boolean) =>
  reported({ collection: 'invoices', operation: 'list' }, async (_: void, { getState }: { getState: () => State }) => {
    const state = getState();
    const rows = state.invoices.rows;
    const { api, db } = await withDb(invoicesData);
    return api.fetchInvoicesPage(db, shownUid(state), more ? rows[rows.length - 1]?.invoice.created : undefined);
  });

/** The list's request ends: only the latest one counts. */
function listSettled(s: InvoicesState, requestId: string, error: ThunkError | null): boolean {
  if (s.requestId !== requestId) return false;
  s.status = error ? 'failed' : 'succeeded';
  s.error = error;
  return true;
}

/** The payment-provider invoices of the shown user (spec 'invoices (page size 10, hasMore)'). */
export const invoicesSlice = createAppSlice({
  name: 'invoices',
  initialState,
  reducers: (create) => {
    const thunk = create.asyncThunk.withTypes<ThunkConfig>();
    return {
      /** The first page again (dashboard and /invoices). */
      loadInvoices: thunk(listPage(false), {
        pending: (s, a) => {
          s.status = 'loading';
          s.error = null;
          s.rows = [];
          s.requestId = a.meta.requestId;
        },
        fulfilled: (s, a) => {
          if (!listSettled(s, a.meta.requestId, null)) return;
          s.rows = a.payload.invoices;
          s.hasMore = a.payload.hasMore;
        },
        rejected: (s, a) => void listSettled(s, a.meta.requestId, a.payload ?? null),
      }),
      /** 'next page by startAfter the last created value' */
      loadMoreInvoices: thunk(listPage(true), {
        options: {
          condition: (_, { getState }) => {
            const s = (getState() as State).invoices;
            return s.status !== 'loading' && s.hasMore && s.rows.length > 0;
          },
        },
        pending: (s, a) => {
          s.status = 'loading';
          s.error = null;
          s.requestId = a.meta.requestId;
        },
        fulfilled: (s, a) => {
          if (!listSettled(s, a.meta.requestId, null)) return;
          const known = new Set(s.rows.map((r) => r.id));
          s.rows.push(...a.payload.invoices.filter((i) => !known.has(i.id)));
          s.hasMore = a.payload.hasMore;
        },
        rejected: (s, a) => void listSettled(s, a.meta.requestId, a.payload ?? null),
      }),
      loadInvoice: thunk(
        reported(
          { collection: 'invoices', operation: 'get' },
          async (id: string, { getState }: { getState: () => State }) => {
            const uid = shownUid(getState());
            const { api, db } = await withDb(invoicesData);
            return api.fetchInvoice(db, uid, id);
          },
        ),
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
      loadBilling: thunk(
        reported(
          { collection: 'invoices', operation: 'billing' },
          async (_: void, { getState }: { getState: () => State }) => {
            const uid = shownUid(getState());
            const { api, db } = await withDb(invoicesData);
            return api.fetchBillingSummary(db, uid);
          },
        ),
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
    };
  },
  extraReducers: (builder) => {
    // another user's portal (impersonation) or none: nothing of the previous one stays
    builder.addCase(profileLoaded, () => initialState).addMatcher(sessionEnded, () => initialState);
  },
  selectors: {
    selectInvoiceRows: (s) => s.rows,
    selectInvoicesStatus: (s) => s.status,
    selectInvoicesHasMore: (s) => s.hasMore,
    selectInvoiceDetail: (s) => s.detail,
    selectBilling: (s) => s.billing,
  },
});
addSlice(invoicesSlice);

export const { loadInvoices, loadMoreInvoices, loadInvoice, loadBilling } = invoicesSlice.actions;
export const { selectInvoiceRows, selectInvoicesStatus, selectInvoicesHasMore, selectInvoiceDetail, selectBilling } =
  invoicesSlice.selectors;

declare module '../../lib/redux' {
  interface AppState {
    invoices: InvoicesState;
  }
}
