import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  nextThemePreference,
  readThemePreference,
  resolveTheme,
  saveThemePreference,
  type Theme,
  type ThemePreference,
} from './themePreference';

interface ThemeState {
  preference: ThemePreference;
  theme: Theme;
  cycle(): void;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';
const ThemeContext = createContext<ThemeState | undefined>(undefined);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreference] = useState(readThemePreference);
  const systemPrefersDark = useSystemPrefersDark();
  const theme = resolveTheme(preference, systemPrefersDark);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  const cycle = useCallback(() => {
    setPreference((current) => {
      const next = nextThemePreference(current);
      saveThemePreference(next);
      return next;
    });
  }, []);

  const value = useMemo(() => ({ preference, theme, cycle }), [preference, theme, cycle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme() needs a <ThemeProvider> above it');
  return state;
}

function useSystemPrefersDark(): boolean {
  const [dark, setDark] = useState(() => window.matchMedia?.(DARK_QUERY).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(DARK_QUERY);
    if (!query) return;
    const update = () => setDark(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return dark;
}
