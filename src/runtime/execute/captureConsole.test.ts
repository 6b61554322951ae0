import { describe, expect, it } from 'vitest';
import { runInNode } from '../node/runInNode';
import type { ConsoleEvent } from '../trace/events';

const lines = async (source: string) =>
  (await runInNode(source)).events.filter((e): e is ConsoleEvent => e.kind === 'console');

describe('console capture', () => {
  it('prints what Node prints, and keeps the nested objects Node hides for the Console to expand', async () => {
    const [nested, flat] = await lines(`
      console.log({ messages: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }] });
      console.log({ a: 1 }, 'plain');
    `);
    expect(nested.text).toBe("{ messages: [ { role: 'user', content: [Array] } ] }");
    expect(nested.fullText).toContain("content: [ { type: 'text', text: 'hi' } ]");
    expect(flat.text).toBe('{ a: 1 } plain');
    expect(flat.fullText).toBeUndefined();
  });

  it('does not take a string that merely says [Object] for a hidden object', async () => {
    const [line] = await lines(`console.log('[Object] is what Node prints');`);
    expect(line.fullText).toBeUndefined();
  });
});
