import { MoonIcon, SunIcon, SystemIcon } from '../icons';
import { useTheme } from './ThemeContext';
import type { ThemePreference } from './themePreference';

const LABELS: Record<ThemePreference, string> = {
  system: 'Theme: same as system',
  light: 'Theme: light',
  dark: 'Theme: dark',
};

const NEXT_HINT: Record<ThemePreference, string> = {
  system: 'switch to light',
  light: 'switch to dark',
  dark: 'follow the system setting',
};

/** Cycles system → light → dark. Its name says the current state; the tooltip says what a click does. */
export function ThemeToggle() {
  const { preference, cycle } = useTheme();
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      onClick={cycle}
      aria-label={LABELS[preference]}
      title={`${LABELS[preference]} (click to ${NEXT_HINT[preference]})`}
    >
      {preference === 'system' ? <SystemIcon /> : preference === 'light' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
