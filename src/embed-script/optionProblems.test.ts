import { describe, expect, it } from 'vitest';
import { readMarker, type MarkerElement } from './markers';
import { optionProblems } from './optionProblems';

describe('optionProblems', () => {
  it('says which value of which option means nothing, and what the option takes', () => {
    const problems = optionProblems({
      'max-lines': '-1',
      highlight: 'abc',
      theme: '<script>',
      height: 'abc',
      readonly: 'perhaps',
      load: 'later',
      background: 'red',
    });
    expect(problems).toEqual([
      'max-lines="-1" is not an option value MCP Tour knows, so it is ignored. max-lines takes a number of lines (3 to 1000), such as 20.',
      'highlight="abc" is not an option value MCP Tour knows, so it is ignored. highlight takes line numbers and ranges, such as 3 or 12-18,20.',
      'theme="<script>" is not an option value MCP Tour knows, so it is ignored. theme takes light, dark, auto or inherit.',
      'height="abc" is not an option value MCP Tour knows, so it is ignored. height takes a height in pixels (160 to 4000), such as 480.',
      'readonly="perhaps" is not an option value MCP Tour knows, so it is ignored. readonly takes no value (on), 1, true, yes, 0, false or no.',
      'load="later" is not an option value MCP Tour knows, so it is ignored. load takes click (or near, the default).',
      'background="red" is not an option value MCP Tour knows, so it is ignored. background takes transparent.',
    ]);
  });

  it('passes every value an embed reads', () => {
    expect(
      optionProblems({
        theme: 'Dark',
        background: 'transparent',
        height: '480px',
        'max-lines': '30',
        highlight: '2, 12-18,20–21',
        autorun: '',
        readonly: 'yes',
        typecheck: '0',
        wrap: 'false',
        load: 'click',
        panels: 'console,messages',
        unknown: 'anything',
        constructor: 'x',
      }),
    ).toEqual([]);
  });

  it('is what readMarker reports for a block’s data-* attributes', () => {
    const attributes: Record<string, string> = { 'data-mcp-tour': '', 'data-max-lines': '-1', 'data-autorun': 'maybe' };
    const element: MarkerElement = {
      tagName: 'PRE',
      textContent: 'console.log(1);',
      getAttribute: (name) => (Object.hasOwn(attributes, name) ? attributes[name] : null),
      querySelector: () => null,
    };
    expect(readMarker(element)?.problems).toEqual([
      expect.stringMatching(/^max-lines="-1" is not an option value/),
      expect.stringMatching(/^autorun="maybe" is not an option value/),
    ]);
  });
});
