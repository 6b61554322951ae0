import { useEffect, useLayoutEffect, useState } from 'react';
import { LOOK_MESSAGE, LOOK_VARS, type LookMessage, type LookVar } from '../../embed-script/protocol';
import type { EditorTheme } from '../editor/types';
import type { EmbedOptions } from './embedOptions';
import { lookValueAllowed } from './lookValue';

// The embed's look. The theme an author chose; with "auto" the reader's system setting, followed
// live; with "inherit" (embed.js's default) the post's own theme, which embed.js tells the embed
// whenever the post switches it. The site's own saved preference does not apply: an embed should
// look the same to every reader of a post. embed.js also passes the post's --mcp-tour-* custom
// properties (background, accent, font, radius); each value is checked before use (lookValue.ts).

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The app's tokens each author property sets (src/ui/styles/tokens.css), and the CSS property that must accept its value. */
const TOKENS: Record<LookVar, { check: string; tokens: string[] }> = {
  background: { check: 'color', tokens: ['--embed-bg'] },
  accent: { check: 'color', tokens: ['--accent', '--accent-hover', '--focus'] },
  font: { check: 'font-family', tokens: ['--font-sans'] },
  radius: { check: 'border-radius', tokens: ['--radius', '--radius-small'] },
};

export function useEmbedTheme(options: Pick<EmbedOptions, 'theme' | 'transparent'>): EditorTheme {
  const option = options.theme;
  const [systemDark, setSystemDark] = useState(() => window.matchMedia?.(DARK_QUERY).matches ?? false);
  const [told, setTold] = useState<EditorTheme>();

  useEffect(() => {
    const query = window.matchMedia?.(DARK_QUERY);
    if (!query) return;
    const update = () => setSystemDark(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || window.parent === window) return;
      const data = event.data as Partial<LookMessage> | null;
      if (data?.type !== LOOK_MESSAGE) return;
      if (data.theme === 'light' || data.theme === 'dark') setTold(data.theme);
      applyVars(data.vars, options.transparent);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [options.transparent]);

  const fromQuery = option === 'light' || option === 'dark' ? option : systemDark ? 'dark' : 'light';
  // A page that tells the theme (embed.js, for an embed that follows the post) outranks the query.
  const theme = told ?? fromQuery;
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  useLayoutEffect(() => {
    if (options.transparent) document.documentElement.style.setProperty('--embed-bg', 'transparent');
  }, [options.transparent]);
  return theme;
}

/** Sets the tokens of the properties the post gives, and resets those it no longer gives (a theme switch may drop one). */
function applyVars(vars: unknown, transparent: boolean): void {
  const given = typeof vars === 'object' && vars !== null ? (vars as Record<string, unknown>) : {};
  const style = document.documentElement.style;
  for (const name of LOOK_VARS) {
    const value = given[name];
    const valid = lookValueAllowed(value, TOKENS[name].check, (property, text) => CSS.supports(property, text));
    for (const token of TOKENS[name].tokens) {
      if (valid) style.setProperty(token, value);
      else if (token === '--embed-bg' && transparent) style.setProperty(token, 'transparent');
      else style.removeProperty(token);
    }
    // Text on the accent (the Run button) stays readable whatever accent the post picks.
    if (name === 'accent') {
      if (valid) style.setProperty('--accent-text', textOn(value));
      else style.removeProperty('--accent-text');
    }
  }
}

/** Near-black or white, whichever reads better on `color` (WCAG relative luminance). */
function textOn(color: string): string {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const channels = /rgba?\((\d+), (\d+), (\d+)/.exec(getComputedStyle(probe).color)?.slice(1).map(Number);
  probe.remove();
  if (!channels) return '#ffffff';
  const [r, g, b] = channels.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? '#111418' : '#ffffff';
}
