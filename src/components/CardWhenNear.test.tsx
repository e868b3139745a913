import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardWhenNear } from './CardWhenNear';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CardWhenNear', () => {
  it('shows the title at once and loads the card only once it nears the viewport', async () => {
    let report: (near: boolean) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = (isIntersecting) =>
            callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
        observe() {}
        disconnect() {}
      },
    );
    const load = vi.fn(async () => ({ default: () => <p>the invoices</p> }));
    const Lazy = lazy(load);
    render(
      <CardWhenNear title="Invoices">
        <Lazy />
      </CardWhenNear>,
    );
    expect(screen.getByRole('heading', { name: 'Invoices' })).toBeTruthy();
    // not an empty box: the card says it is loading, and is not yet a live region (nothing is under way)
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).not.toHaveBeenCalled();
    act(() => report(true));
    expect(await screen.findByText('the invoices')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
