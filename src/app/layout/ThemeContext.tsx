import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { loadTheme, saveTheme, type ThemeSettings } from '../theme';

interface ThemeCtx {
  theme: ThemeSettings;
  setTheme: (patch: Partial<ThemeSettings>) => void;
}

const Ctx = createContext<ThemeCtx | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, set] = useState(loadTheme);
  const setTheme = useCallback((patch: Partial<ThemeSettings>) => {
    set((old) => {
      const next = { ...old, ...patch };
      saveTheme(next);
      return next;
    });
  }, []);
  return <Ctx.Provider value={{ theme, setTheme }}>{children}</Ctx.Provider>;
}

export function useTheme(): ThemeCtx {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useTheme outside ThemeProvider');
  return ctx;
}
