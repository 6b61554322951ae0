import { useMemo } from 'react';
import { highlightJson, highlightJsonFoldingMeta, highlightJsonText } from './highlightJson';

// A syntax-coloured JSON value or JSON text. highlight.js escapes what it prints, so its HTML
// is safe to insert.

interface JsonBlockProps {
  /** A value, printed indented… */
  value?: unknown;
  /** …or JSON text, printed exactly as it is. */
  text?: string;
  className?: string;
  label?: string;
  /** Objects inside `value` (params, a result) whose `_meta` prints folded, as `{…}`. */
  foldMetaOf?: readonly object[];
}

export function JsonBlock({ value, text, className, label, foldMetaOf }: JsonBlockProps) {
  const html = useMemo(
    () =>
      text !== undefined
        ? highlightJsonText(text)
        : foldMetaOf?.length
          ? highlightJsonFoldingMeta(value, foldMetaOf)
          : highlightJson(value),
    [value, text, foldMetaOf],
  );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a JSON block scrolls: the keyboard must reach it (axe: scrollable-region-focusable), and its label names that tab stop
    <pre className={className ? `json-block ${className}` : 'json-block'} role="group" aria-label={label} tabIndex={0}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: highlight.js output of JSON.stringify: escaped */}
      <code dangerouslySetInnerHTML={{ __html: html }} />
    </pre>
  );
}
