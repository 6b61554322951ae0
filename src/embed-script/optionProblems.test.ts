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
      'max-lines="-1" is ignored: max-lines takes a number of lines, 3 to 1000.',
      'highlight="abc" is ignored: highlight takes lines and ranges, such as 3,12-18.',
      'theme="<script>" is ignored: theme takes light, dark, auto or inherit.',
      'height="abc" is ignored: height takes pixels, 160 to 4000.',
      'readonly="perhaps" is ignored: readonly takes no value, 1, true, yes, 0, false or no.',
      'load="later" is ignored: load takes click or near.',
      'background="red" is ignored: background takes transparent.',
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
      expect.stringMatching(/^max-lines="-1" is ignored: /),
      expect.stringMatching(/^autorun="maybe" is ignored: /),
    ]);
  });
});
