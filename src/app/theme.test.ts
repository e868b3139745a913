import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseTheme, followSystemScheme, loadTheme } from './theme';

/** A system colour scheme the test can change, as prefers-color-scheme does. */
function stubSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  vi.stubGlobal('matchMedia', () => query);
  return (nowDark: boolean) => {
    query.matches = nowDark;
    listeners.forEach((fn) => fn());
  };
}

const scheme = () => document.documentElement.getAttribute('data-bs-theme');

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the colour scheme', () => {
  it.each([
    ['follows a dark system while nothing is chosen', true, undefined, true],
    ['follows a light system while nothing is chosen', false, undefined, false],
    ['keeps Light once chosen, on a dark system', true, false, false],
    ['keeps Dark once chosen, on a light system', false, true, true],
  ])('%s', (_, systemDark, chosen, dark) => {
    stubSystemScheme(systemDark);
    if (chosen !== undefined) chooseTheme({ isDark: chosen });
    expect(loadTheme().isDark).toBe(dark);
  });

  it('follows the system as it changes until the user picks one, then stays', () => {
    const setSystem = stubSystemScheme(false);
    const seen: boolean[] = [];
    const stop = followSystemScheme((t) => seen.push(t.isDark));
    setSystem(true);
    expect(scheme()).toBe('dark');
    chooseTheme({ isDark: false });
    setSystem(false);
    setSystem(true);
    expect(scheme()).toBe('light');
    expect(seen).toEqual([true]);
    stop();
  });

  it('another setting chosen does not fix the colour scheme', () => {
    stubSystemScheme(true);
    chooseTheme({ isFluid: true });
    expect(JSON.parse(localStorage.getItem('shiftcover.theme')!)).toEqual({ isFluid: true });
    expect(loadTheme()).toMatchObject({ isFluid: true, isDark: true });
  });
});
