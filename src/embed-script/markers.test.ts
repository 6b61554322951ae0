import { describe, expect, it } from 'vitest';
import { readFenceLine, readMarker, type MarkerElement } from './markers';
import { embedUrl, readFlag, readHeight } from './protocol';

function element(
  tagName: string,
  attributes: Record<string, string>,
  text = '',
  codeChild?: string,
  codeClass = '',
): MarkerElement {
  return {
    tagName,
    textContent: text,
    getAttribute: (name) => (Object.hasOwn(attributes, name) ? attributes[name] : null),
    querySelector: (selector) =>
      selector === 'code' && codeChild !== undefined ? { textContent: codeChild, className: codeClass } : null,
  };
}

const BASE = 'https://tour.example/sub/';

describe('readMarker', () => {
  it('reads a lesson and its options', () => {
    const embed = readMarker(
      element('DIV', {
        'data-mcp-tour': 'host-client-server',
        'data-theme': 'dark',
        'data-autorun': '',
        'data-height': '480px',
      }),
    );
    expect(embed?.target).toEqual({ kind: 'lesson', slug: 'host-client-server' });
    expect(embed?.fixedHeight).toBe(480);
    expect(embedUrl(BASE, embed!.target, embed!.options)).toBe(
      'https://tour.example/sub/embed/host-client-server/?theme=dark&height=480&autorun=1',
    );
  });

  it('reads the code of a block, with or without an inner <code>, without the fence’s last newline', () => {
    const plain = readMarker(element('PRE', { 'data-mcp-tour': '' }, "console.log('a < b');\n"));
    const nested = readMarker(element('PRE', { 'data-mcp-tour': '' }, 'ignored', "console.log('nested');\n"));
    for (const [embed, code] of [
      [plain, "console.log('a < b');"],
      [nested, "console.log('nested');"],
    ] as const) {
      expect(embed?.target.kind).toBe('code');
      const url = new URL(embedUrl(BASE, embed!.target, { panels: 'console,messages' }));
      expect(url.pathname).toBe('/sub/embed/playground/');
      expect(url.search).toBe('?panels=console,messages');
      expect(embed?.code).toBe(code);
      expect(decodeURIComponent(url.hash.slice('#text/'.length))).toBe(code);
    }
  });

  it('does not type-check a JavaScript block, unless the author asks', () => {
    const js = readMarker(element('PRE', { 'data-mcp-tour': '' }, '', 'let a = 1;', 'language-js'));
    expect(js?.options.typecheck).toBe('0');
    const ts = readMarker(element('PRE', { 'data-mcp-tour': '' }, '', 'let a = 1;', 'hljs language-ts'));
    expect(ts?.options.typecheck).toBeUndefined();
    const asked = readMarker(
      element('PRE', { 'data-mcp-tour': '', 'data-typecheck': '' }, '', 'let a = 1;', 'language-javascript'),
    );
    expect(asked?.options.typecheck).toBe('1');
    expect(readMarker(element('PRE', { 'data-mcp-tour': '', 'data-typecheck': '0' }, 'x'))?.options.typecheck).toBe(
      '0',
    );
  });

  it('passes any slug on (the embed page says what is wrong with it), and skips empty code', () => {
    expect(readMarker(element('DIV', { 'data-mcp-tour': '01-Host' }))?.target).toEqual({
      kind: 'lesson',
      slug: '01-Host',
    });
    expect(readMarker(element('PRE', { 'data-mcp-tour': '' }, '  \n'))).toBeUndefined();
    expect(readMarker(element('DIV', { 'data-mcp-tour': 'x', 'data-height': 'tall' }))?.fixedHeight).toBeUndefined();
    expect(
      readMarker(element('DIV', { 'data-mcp-tour': 'x', 'data-readonly': 'false', 'data-max-lines': 'many' }))?.options,
    ).toEqual({ readonly: '0' });
    expect(readMarker(element('PRE', { 'data-mcp-tour': '', 'data-load': 'Click' }, 'x'))?.load).toBe('click');
    expect(readMarker(element('PRE', { 'data-mcp-tour': '' }, 'x'))?.load).toBe('near');
  });

  it('reads the options of a Markdown fence that opts in, and nothing else', () => {
    expect(readFenceLine('// mcp-tour theme=dark max-lines=30 autorun highlight="2-4"\nconst a = 1;')).toEqual({
      theme: 'dark',
      'max-lines': '30',
      autorun: '',
      highlight: '2-4',
    });
    expect(readFenceLine('  //mcp-tour\nx')).toEqual({});
    expect(readFenceLine('// mcp-tour:hide\nx')).toBeUndefined();
    expect(readFenceLine('const a = 1; // mcp-tour\n')).toBeUndefined();
    expect(readFenceLine('// mcp-tours\n')).toBeUndefined();
  });
});

describe('option values', () => {
  it('reads flags and heights', () => {
    expect([readFlag(''), readFlag('1'), readFlag('true'), readFlag('0'), readFlag('false'), readFlag(null)]).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([
      readHeight('480'),
      readHeight('480px'),
      readHeight('20'),
      readHeight('auto'),
      readHeight(undefined),
    ]).toEqual([480, 480, 160, undefined, undefined]);
  });
});
