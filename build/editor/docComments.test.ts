import { describe, expect, it } from 'vitest';
import { stripDocComments } from './docComments';

describe('stripDocComments', () => {
  it('removes doc comments with their lines and keeps the declarations', () => {
    const text = [
      '/*! license */',
      'interface A {',
      '    /**',
      '     * Docs.',
      '     */',
      '    a(): void;',
      '    /** One line. */',
      '    b: string;',
      '}',
      '',
    ].join('\n');
    expect(stripDocComments(text)).toBe(
      ['/*! license */', 'interface A {', '    a(): void;', '    b: string;', '}', ''].join('\n'),
    );
  });
  it('removes a doc comment in the middle of a line', () => {
    expect(stripDocComments('declare var x: /** inline */ number;')).toBe('declare var x:  number;');
  });
  it('keeps plain block and line comments', () => {
    const text = '/* plain */\n// line\ndeclare const y: 1;\n';
    expect(stripDocComments(text)).toBe(text);
  });
});
