import { useMemo } from 'react';
import { highlightJson, highlightJsonText } from './highlightJson';

// A syntax-coloured JSON value or JSON text. highlight.js escapes what it prints, so its HTML
// is safe to insert.

interface JsonBlockProps {
  /** A value, printed indented… */
  value?: unknown;
  /** …or JSON text, printed exactly as it is. */
  text?: string;
  className?: string;
  label?: string;
}

export function JsonBlock({ value, text, className, label }: JsonBlockProps) {
  const html = useMemo(() => (text !== undefined ? highlightJsonText(text) : highlightJson(value)), [value, text]);
  return (
    <pre className={className ? `json-block ${className}` : 'json-block'} aria-label={label} tabIndex={0}>
      <code dangerouslySetInnerHTML={{ __html: html }} />
    </pre>
  );
}
