import { describe, expect, it } from 'vitest';
import { entryText, loadTokenCounter } from './tokenCounts';

describe('token counts', () => {
  it('counts with o200k_base exactly', async () => {
    const count = await loadTokenCounter();
    // o200k_base splits these as the tokenizer does: "hello", " world".
    expect(count('hello world')).toBe(2);
    expect(count('')).toBe(0);
  });

  it('counts an entry as the text or JSON that carries it', () => {
    expect(entryText({ type: 'user', text: 'List the open issues' })).toBe('List the open issues');
    expect(entryText({ type: 'tool-call', id: 'c1', name: 'close_issue', arguments: { iid: 1 } })).toBe(
      'close_issue{"iid":1}',
    );
    expect(
      entryText({ type: 'tool-result', id: 'c1', name: 'close_issue', content: [{ type: 'text', text: 'Closed #1' }] }),
    ).toBe('[{"type":"text","text":"Closed #1"}]');
  });
});
