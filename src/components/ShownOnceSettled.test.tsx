import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShownOnceSettled } from './ShownOnceSettled';

const shown = () => screen.getByText('below').style.visibility !== 'hidden';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ShownOnceSettled', () => {
  it('shows at once what is below cards that already have their answer', () => {
    render(<ShownOnceSettled settled>below</ShownOnceSettled>);
    expect(shown()).toBe(true);
  });

  it('lays out but hides what is below until the cards above answer, then stays shown', () => {
    const { rerender } = render(<ShownOnceSettled settled={false}>below</ShownOnceSettled>);
    expect(shown()).toBe(false);
    expect(screen.getByText('below').getAttribute('aria-busy')).toBe('true');
    rerender(<ShownOnceSettled settled>below</ShownOnceSettled>);
    expect(shown()).toBe(true);
    // a card above loading again (a new scope) does not hide what the user has seen
    rerender(<ShownOnceSettled settled={false}>below</ShownOnceSettled>);
    expect(shown()).toBe(true);
  });

  it('shows after 3 s even when a card above is still loading (offline, a slow answer)', () => {
    render(<ShownOnceSettled settled={false}>below</ShownOnceSettled>);
    // a block body: act's callback returns nothing, so act does too (an arrow returning vi makes it a promise)
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(shown()).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shown()).toBe(true);
  });
});
