import { configureStore, createAsyncThunk } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';

const reportError = vi.fn();
vi.mock('./errors', () => ({ reportError: (...args: unknown[]) => reportError(...args) }));
const { reported } = await import('./thunks');
const { declined } = await import('./thunkError');

const where = { collection: 'shifts', operation: 'edit' } as const;
const store = configureStore({ reducer: (s: { n: number } = { n: 1 }) => s });

describe('reported', () => {
  it('resolves with what run returns, reading the state it names', async () => {
    const thunk = createAsyncThunk(
      't/ok',
      reported<number, void, { n: number }>(where, async (_, { getState }) => getState().n),
    );
    expect(await store.dispatch(thunk()).unwrap()).toBe(1);
  });

  it('reports a failure once and rejects with its ThunkError', async () => {
    reportError.mockClear();
    const failure = Object.assign(new Error('denied'), { code: 'permission-denied' });
    const thunk = createAsyncThunk(
      't/fail',
      reported<never, void>(where, async () => Promise.reject(failure)),
    );
    await expect(store.dispatch(thunk()).unwrap()).rejects.toEqual({
      kind: 'refused',
      code: 'permission-denied',
      message: 'denied',
    });
    expect(reportError).toHaveBeenCalledWith(failure, where);
  });

  it("passes the thunk's own verdict on unreported", async () => {
    reportError.mockClear();
    const thunk = createAsyncThunk(
      't/declined',
      reported<never, void>(where, async () => {
        throw declined('locked');
      }),
    );
    await expect(store.dispatch(thunk()).unwrap()).rejects.toEqual({ kind: 'locked', message: 'locked' });
    expect(reportError).not.toHaveBeenCalled();
  });
});
