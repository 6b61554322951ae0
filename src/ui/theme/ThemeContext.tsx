import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useHydrated } from '../hooks/useHydrated';
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
  // The prerendered page says 'system' (the build cannot know the choice); the page's <head> has
  // already painted the chosen theme (index.html), and this takes it over once hydrated.
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<ThemePreference>();
  const preference = chosen ?? (hydrated ? readThemePreference() : 'system');
  const systemPrefersDark = useSystemPrefersDark();
  const theme = resolveTheme(preference, systemPrefersDark);

  useEffect(() => {
    if (hydrated) document.documentElement.dataset.theme = theme;
  }, [hydrated, theme]);

  const cycle = useCallback(() => {
    setChosen((current) => {
      const next = nextThemePreference(current ?? readThemePreference());
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
  return useSyncExternalStore(
    (listener) => {
      const query = window.matchMedia?.(DARK_QUERY);
      query?.addEventListener('change', listener);
      return () => query?.removeEventListener('change', listener);
    },
    () => window.matchMedia?.(DARK_QUERY).matches ?? false,
    () => false,
  );
}
