import { describe, expect, it } from 'vitest';
import { escapeHiddenChars, hasHiddenChars, hiddenCharParts, showHiddenChars } from './hiddenChars';

describe('hidden format characters in text the program chose', () => {
  it('cuts a name into plain runs and named tokens', () => {
    expect(hiddenCharParts('\u202Egnp.exe\u202C')).toEqual([
      { hidden: '\u202E', token: '⟨U+202E⟩', name: 'U+202E right-to-left override' },
      { text: 'gnp.exe' },
      { hidden: '\u202C', token: '⟨U+202C⟩', name: 'U+202C pop directional formatting' },
    ]);
    expect(hiddenCharParts('plain')).toEqual([{ text: 'plain' }]);
    // Twice in a row, after a test for hidden characters: nothing carries over from one call to the next.
    expect(hasHiddenChars('\u202Ex')).toBe(true);
    expect(hiddenCharParts('\u202Ex')[0]).toMatchObject({ token: '⟨U+202E⟩' });
    expect(showHiddenChars('\u202Ex')).toBe('⟨U+202E⟩x');
  });

  it('shows zero-width characters, isolates, the BOM and tag characters as tokens', () => {
    expect(showHiddenChars('a\u200Bb\u200Dc\uFEFF')).toBe('a⟨U+200B⟩b⟨U+200D⟩c⟨U+FEFF⟩');
    expect(showHiddenChars('x\u2066y\u2069\u061C')).toBe('x⟨U+2066⟩y⟨U+2069⟩⟨U+061C⟩');
    expect(showHiddenChars('tag\u{E0041}')).toBe('tag⟨U+E0041⟩');
    expect(showHiddenChars('שלום_tool 🔥')).toBe('שלום_tool 🔥');
  });

  it('escapes them in JSON text, which still parses to the same value', () => {
    const value = { name: '\u202Erevres\u202C', tag: '\u{E0041}', path: 'a\\\u202Eb' };
    const json = escapeHiddenChars(JSON.stringify(value));
    expect(json).toBe('{"name":"\\u202erevres\\u202c","tag":"\\udb40\\udc41","path":"a\\\\\\u202eb"}');
    expect(JSON.parse(json)).toEqual(value);
    expect(escapeHiddenChars('{"a":1}')).toBe('{"a":1}');
  });
});
