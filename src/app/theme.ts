import { readLocal, STORAGE_KEYS, writeLocal } from '../lib/storage';

/** The spec's theme settings, kept in local storage and applied at once. */
export interface ThemeSettings {
  isDark: boolean;
  isFluid: boolean;
  isRTL: boolean;
  navbarPosition: 'vertical' | 'top' | 'combo';
  isNavbarVerticalCollapsed: boolean;
  navbarStyle: 'transparent' | 'inverted' | 'card' | 'vibrant';
}

const DEFAULT_THEME: ThemeSettings = {
  isDark: false,
  isFluid: false,
  isRTL: false,
  navbarPosition: 'vertical',
  isNavbarVerticalCollapsed: false,
  navbarStyle: 'transparent',
};

export function loadTheme(): ThemeSettings {
  try {
    const raw = readLocal(STORAGE_KEYS.theme);
    return raw ? { ...DEFAULT_THEME, ...(JSON.parse(raw) as Partial<ThemeSettings>) } : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function saveTheme(theme: ThemeSettings): void {
  writeLocal(STORAGE_KEYS.theme, JSON.stringify(theme));
  applyTheme(theme);
}

export function applyTheme(theme: ThemeSettings): void {
  const html = document.documentElement;
  html.setAttribute('data-bs-theme', theme.isDark ? 'dark' : 'light');
  html.setAttribute('dir', theme.isRTL ? 'rtl' : 'ltr');
}
