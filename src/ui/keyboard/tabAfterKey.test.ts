import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tabAfterKey';

const TABS = ['console', 'checks', 'chain'];

describe('tabAfterKey', () => {
  it('moves with the arrows and wraps around at either end', () => {
    expect(tabAfterKey(TABS, 'console', 'ArrowRight')).toBe('checks');
    expect(tabAfterKey(TABS, 'chain', 'ArrowRight')).toBe('console');
    expect(tabAfterKey(TABS, 'checks', 'ArrowLeft')).toBe('console');
    expect(tabAfterKey(TABS, 'console', 'ArrowLeft')).toBe('chain');
  });

  it('goes to the first tab on Home and the last on End', () => {
    expect(tabAfterKey(TABS, 'checks', 'Home')).toBe('console');
    expect(tabAfterKey(TABS, 'checks', 'End')).toBe('chain');
  });

  it('ignores other keys, and has nowhere to go without tabs', () => {
    expect(tabAfterKey(TABS, 'checks', 'ArrowDown')).toBeUndefined();
    expect(tabAfterKey(TABS, 'checks', 'Enter')).toBeUndefined();
    expect(tabAfterKey([], 'checks', 'ArrowRight')).toBeUndefined();
  });

  it('stays on the only tab', () => {
    expect(tabAfterKey(['console'], 'console', 'ArrowRight')).toBe('console');
    expect(tabAfterKey(['console'], 'console', 'ArrowLeft')).toBe('console');
  });
});
