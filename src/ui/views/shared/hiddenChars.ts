// Text a program chose (a server's name, a tool's name or description, what it printed) may hold
// characters that show nothing yet change what is around them: a right-to-left override turns
// "client → server" into "server → client" and "gnp.exe" into "exe.png". The views show each one as
// a visible token, and JSON prints it escaped, which is exactly what the bytes are.

/** Unicode's format characters (bidi controls, zero-width ones, BOM, tags) and the line separators. */
const HIDDEN = /[\p{Cf}\u2028\u2029]/gu;
/** The same, without the global flag: a test that keeps no lastIndex between calls. */
const HAS_HIDDEN = /[\p{Cf}\u2028\u2029]/u;

const NAMES: Record<string, string> = {
  'U+00AD': 'soft hyphen',
  'U+061C': 'Arabic letter mark',
  'U+200B': 'zero-width space',
  'U+200C': 'zero-width non-joiner',
  'U+200D': 'zero-width joiner',
  'U+200E': 'left-to-right mark',
  'U+200F': 'right-to-left mark',
  'U+2028': 'line separator',
  'U+2029': 'paragraph separator',
  'U+202A': 'left-to-right embedding',
  'U+202B': 'right-to-left embedding',
  'U+202C': 'pop directional formatting',
  'U+202D': 'left-to-right override',
  'U+202E': 'right-to-left override',
  'U+2060': 'word joiner',
  'U+2066': 'left-to-right isolate',
  'U+2067': 'right-to-left isolate',
  'U+2068': 'first strong isolate',
  'U+2069': 'pop directional isolate',
  'U+FEFF': 'zero-width no-break space (BOM)',
};

export type TextPart = { text: string } | { hidden: string; token: string; name: string };

export function hasHiddenChars(text: string): boolean {
  return HAS_HIDDEN.test(text);
}

/** "U+202E". */
function codePointOf(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The text cut into plain runs and hidden characters, each with its visible token and name. */
export function hiddenCharParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(HIDDEN)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    const char = match[0];
    const code = codePointOf(char);
    const name = NAMES[code] ?? 'invisible format character';
    parts.push({ hidden: char, token: `⟨${code}⟩`, name: `${code} ${name}` });
    from = match.index + char.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

/** The text with each hidden character as its token, for labels and titles: "⟨U+202E⟩gnp.exe⟨U+202C⟩". */
export function showHiddenChars(text: string): string {
  return hasHiddenChars(text) ? text.replace(HIDDEN, (char) => `⟨${codePointOf(char)}⟩`) : text;
}

/**
 * JSON text with each hidden character written as its \u escape. Still the same JSON: such
 * characters only occur inside strings, and a raw character never completes a backslash escape.
 */
export function escapeHiddenChars(json: string): string {
  return hasHiddenChars(json)
    ? json.replace(HIDDEN, (char) =>
        Array.from({ length: char.length }, (_, i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`).join(
          '',
        ),
      )
    : json;
}
