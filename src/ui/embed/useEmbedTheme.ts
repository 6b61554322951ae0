import { useEffect, useState } from 'react';
import type { EditorTheme } from '../editor/types';
import type { EmbedThemeOption } from './embedOptions';

// The theme an author chose, or with "auto" the reader's system setting, followed live. The site's
// own saved preference does not apply: an embed should look the same to every reader of a post.

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function useEmbedTheme(option: EmbedThemeOption): EditorTheme {
  const [systemDark, setSystemDark] = useState(() => window.matchMedia?.(DARK_QUERY).matches ?? false);
  useEffect(() => {
    if (option !== 'auto') return;
    const query = window.matchMedia?.(DARK_QUERY);
    if (!query) return;
    const update = () => setSystemDark(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [option]);

  const theme = option === 'auto' ? (systemDark ? 'dark' : 'light') : option;
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return theme;
}
