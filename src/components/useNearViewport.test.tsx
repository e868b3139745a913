import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './useNearViewport';

function Probe({ enabled }: { enabled?: boolean }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(enabled);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

/** A stand-in IntersectionObserver whose callbacks the test fires, remembering what each one observes. */
function fakeObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    disconnected: boolean;
  }[] = [];
  class FakeIntersectionObserver {
    entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const o of observers.filter((x) => !x.disconnected)) {
        o.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
  return { observers, report };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('is near at once where there is no IntersectionObserver (jsdom, old browsers)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
  });

  it('waits until the element is in the viewport, then stays near and stops observing', () => {
    const { observers, report } = fakeObserver();
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    expect(observers[0]?.options?.rootMargin).toBe('0px');
    report(false);
    expect(screen.getByText('far')).toBeTruthy();
    report(true);
    expect(screen.getByText('near')).toBeTruthy();
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('looks 200 px below the viewport once the page, or anything in it, has been scrolled', () => {
    const { observers, report } = fakeObserver();
    const { container } = render(<Probe />);
    expect(observers).toHaveLength(1);
    // a scroll of an element inside the page counts as well as the window's
    act(() => {
      container.dispatchEvent(new Event('scroll'));
    });
    expect(observers).toHaveLength(2);
    expect(observers[0]?.disconnected).toBe(true);
    expect(observers[1]?.options?.rootMargin).toBe('0px 0px 200px 0px');
    report(false);
    expect(screen.getByText('far')).toBeTruthy();
    report(true);
    expect(screen.getByText('near')).toBeTruthy();
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('is near at once when not enabled (the /invoices page reads its table at once)', () => {
    const { observers } = fakeObserver();
    render(<Probe enabled={false} />);
    expect(screen.getByText('near')).toBeTruthy();
    expect(observers).toHaveLength(0);
  });
});
