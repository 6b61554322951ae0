import hljs from 'highlight.js/lib/core';
import json from 'highlight.js/lib/languages/json';
import { escapeHiddenChars } from './hiddenChars';

// JSON colouring for the views: highlight.js core (already in the page for the light editor)
// with its small json grammar. Called only for what is on screen and expanded. Hidden format
// characters print as their \u escape (see hiddenChars.ts): the same JSON, and nothing reordered.

hljs.registerLanguage('json', json);

/** Escaped HTML with hljs-* spans for a value printed as indented JSON. */
export function highlightJson(value: unknown): string {
  return highlightJsonText(JSON.stringify(value, null, 2) ?? String(value));
}

/** Escaped HTML with hljs-* spans for JSON text as it is (a body on the wire, byte for byte). */
export function highlightJsonText(text: string): string {
  return hljs.highlight(escapeHiddenChars(text), { language: 'json', ignoreIllegals: true }).value;
}

const FOLD_MARK = '@@mcp-tour:folded@@';

/**
 * Like highlightJson, with the `_meta` of each holder in `foldMetaOf` (a request's params, a
 * result) printed folded as `{…}`: the envelope is shown on its own, above the message.
 */
export function highlightJsonFoldingMeta(value: unknown, foldMetaOf: readonly object[]): string {
  const holders = new Set(foldMetaOf);
  const text =
    JSON.stringify(
      value,
      function fold(this: unknown, key, inner: unknown) {
        return key === '_meta' && holders.has(this as object) ? FOLD_MARK : inner;
      },
      2,
    ) ?? String(value);
  return text
    .split(`"${FOLD_MARK}"`)
    .map((part) => highlightJsonText(part))
    .join('<span class="json-folded" title="_meta, folded: open it above">{…}</span>');
}
