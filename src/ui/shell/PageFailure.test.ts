import { describe, expect, it } from 'vitest';
import { createSafeStorage } from '../persistence/safeStorage';
import { pageErrorMessage } from './PageFailure';

describe('pageErrorMessage', () => {
  it('says the work is saved while storage keeps it', () => {
    const storage = createSafeStorage(() => ({ setItem() {} }) as unknown as Storage);
    storage.set('k', 'v');
    expect(pageErrorMessage(storage)).toContain('What you wrote is saved in this browser');
  });

  it('does not claim so once storage has refused (blocked or full)', () => {
    const storage = createSafeStorage(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    storage.set('k', 'v');
    const message = pageErrorMessage(storage);
    expect(message).not.toContain('is saved');
    expect(message).toContain('not saved');
  });
});
