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

const DARK_QUERY = '(prefers-color-scheme: dark)';

const darkQuery = (): MediaQueryList | null => (typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : null);

/** What the user chose in the theme settings, and only that: a setting never chosen keeps following its default. */
function loadChoices(): Partial<ThemeSettings> {
  try {
    const raw = readLocal(STORAGE_KEYS.theme);
    return raw ? (JSON.parse(raw) as Partial<ThemeSettings>) : {};
  } catch {
    return {};
  }
}

/** The settings in force: the user's choices over the defaults, the colour scheme the system's until one is chosen. */
export function loadTheme(): ThemeSettings {
  return { ...DEFAULT_THEME, isDark: darkQuery()?.matches ?? false, ...loadChoices() };
}

/** Keeps what the user just chose beside their earlier choices, applies the result and returns it. */
export function chooseTheme(choice: Partial<ThemeSettings>): ThemeSettings {
  writeLocal(STORAGE_KEYS.theme, JSON.stringify({ ...loadChoices(), ...choice }));
  const theme = loadTheme();
  applyTheme(theme);
  return theme;
}

/** Follows the system's colour scheme as it changes, while the user has chosen none; returns the unsubscribe. */
export function followSystemScheme(onChange: (theme: ThemeSettings) => void): () => void {
  const query = darkQuery();
  if (!query) return () => undefined;
  const changed = () => {
    if (loadChoices().isDark !== undefined) return;
    const theme = loadTheme();
    applyTheme(theme);
    onChange(theme);
  };
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

export function applyTheme(theme: ThemeSettings): void {
  const html = document.documentElement;
  html.setAttribute('data-bs-theme', theme.isDark ? 'dark' : 'light');
  html.setAttribute('dir', theme.isRTL ? 'rtl' : 'ltr');
}
