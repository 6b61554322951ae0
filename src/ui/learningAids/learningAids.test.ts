import { describe, expect, it } from 'vitest';
import { changesText } from './changesText';
import { hintButtonName } from './useLessonHints';

const all = ['first', 'second', 'third'];

describe('hintButtonName', () => {
  it('says what the next press does', () => {
    expect(hintButtonName({ all, shown: 0, open: false })).toBe('Show a hint');
    expect(hintButtonName({ all, shown: 1, open: true })).toBe('Next hint (2 of 3)');
    expect(hintButtonName({ all, shown: 2, open: true })).toBe('Next hint (3 of 3)');
    expect(hintButtonName({ all, shown: 3, open: true })).toBe('Every hint is shown (3 of 3)');
  });

  it('offers the hints already seen once they are hidden', () => {
    expect(hintButtonName({ all, shown: 1, open: false })).toBe('Show hint 1 again');
    expect(hintButtonName({ all, shown: 3, open: false })).toBe('Show hint 1–3 again');
  });

  it('always holds the word of the visible label', () => {
    for (let shown = 0; shown <= 3; shown++)
      for (const open of [true, false]) expect(hintButtonName({ all, shown, open })).toMatch(/\bhint\b/i);
  });
});

describe('changesText', () => {
  it('counts the places that differ', () => {
    expect(changesText(0)).toBe('Your code is the same as the solution.');
    expect(changesText(1)).toBe('1 place differs between your code and the solution.');
    expect(changesText(4)).toBe('4 places differ between your code and the solution.');
  });
});
