import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH, socialCardPng, socialCardSvg, wrap } from './socialCard';

describe('link preview card', () => {
  it('wraps words to lines, cutting the last with an ellipsis', () => {
    expect(wrap('one two three four', 9, 3)).toEqual(['one two', 'three', 'four']);
    expect(wrap('one two three four five', 9, 2)).toEqual(['one two', 'three…']);
  });

  it('escapes the text and renders a PNG of the announced size', { timeout: 20_000 }, () => {
    const card = { kicker: 'Lesson 1 of 2', title: 'Tools <and> "prompts"', summary: 'A & B' };
    expect(socialCardSvg(card)).toContain('Tools &#60;and&#62; &#34;prompts&#34;');
    const png = socialCardPng(card);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
  });
});
