import { storageKeys } from '../persistence/keys';
import { appStorage } from '../persistence/safeStorage';

export type ThemePreference = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

const PREFERENCES: readonly ThemePreference[] = ['system', 'light', 'dark'];

export function readThemePreference(): ThemePreference {
  const stored = appStorage.get(storageKeys.theme);
  return PREFERENCES.find((preference) => preference === stored) ?? 'system';
}

export function saveThemePreference(preference: ThemePreference): void {
  if (preference === 'system') appStorage.remove(storageKeys.theme);
  else appStorage.set(storageKeys.theme, preference);
}

export function nextThemePreference(preference: ThemePreference): ThemePreference {
  return PREFERENCES[(PREFERENCES.indexOf(preference) + 1) % PREFERENCES.length];
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}
