import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { chooseTheme, followSystemScheme, loadTheme, type ThemeSettings } from '../theme';

interface ThemeCtx {
  theme: ThemeSettings;
  setTheme: (patch: Partial<ThemeSettings>) => void;
}

const Ctx = createContext<ThemeCtx | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, set] = useState(loadTheme);
  const setTheme = useCallback((patch: Partial<ThemeSettings>) => set(chooseTheme(patch)), []);
  useEffect(() => followSystemScheme(set), []);
  return <Ctx.Provider value={{ theme, setTheme }}>{children}</Ctx.Provider>;
}

export function useTheme(): ThemeCtx {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useTheme outside ThemeProvider');
  return ctx;
}
