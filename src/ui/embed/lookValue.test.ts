import { describe, expect, it } from 'vitest';
import { lookValueAllowed } from './lookValue';

const anything = () => true;

describe('lookValueAllowed', () => {
  it('takes colours, fonts and lengths, functions that compute them included', () => {
    for (const value of [
      '#0a7',
      'rebeccapurple',
      'rgb(1 2 3 / 50%)',
      'oklch(70% 0.1 200)',
      'color-mix(in srgb, red, blue)',
    ])
      expect(lookValueAllowed(value, 'color', anything)).toBe(true);
    expect(lookValueAllowed('"Iowan Old Style", serif', 'font-family', anything)).toBe(true);
    expect(lookValueAllowed('calc(4px + 0.2rem)', 'border-radius', anything)).toBe(true);
  });

  it('refuses var(), url(), image-set() and every other function, in any case, and CSS escapes', () => {
    for (const value of [
      'var(--x,) url(http://evil/x.png)',
      'VAR(--x)',
      'url(http://evil/x.png)',
      'image-set("x.png" 1x)',
      '-webkit-image-set(url(x) 1x)',
      'env(safe-area-inset-top)',
      'attr(data-x)',
      'red \\75 rl(http://evil/x.png)',
      'rgb (1 2 3) url (x)',
    ])
      expect(lookValueAllowed(value, 'color', anything), value).toBe(false);
  });

  it('refuses what is not text, too long, or not a value of the property', () => {
    expect(lookValueAllowed(5, 'color', anything)).toBe(false);
    expect(lookValueAllowed('a'.repeat(201), 'color', anything)).toBe(false);
    expect(lookValueAllowed('red', 'color', () => false)).toBe(false);
  });
});
