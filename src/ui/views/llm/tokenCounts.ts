import { useEffect, useState } from 'react';
import type { LlmContextEntry } from '../../../runtime/trace/events';

// How many tokens each entry of the model's context is, counted by one real tokenizer: o200k_base,
// the encoding of OpenAI's GPT-4o (gpt-tokenizer). Other models tokenize differently, and an API
// adds its own framing around messages and tools, so the view calls these an estimate and names
// the tokenizer. The tokenizer (about 2 MB) loads only when the LLM context view is shown.

export const TOKENIZER_NAME = 'o200k_base (GPT-4o)';

/** The entry as text, the way it would be sent: its text, or its structured part as JSON. */
export function entryText(entry: LlmContextEntry): string {
  switch (entry.type) {
    case 'system':
    case 'user':
    case 'assistant':
      return entry.text;
    case 'tools':
      return JSON.stringify(entry.tools);
    case 'tool-call':
      return `${entry.name}${JSON.stringify(entry.arguments ?? {})}`;
    case 'tool-result':
      return JSON.stringify(entry.content ?? null);
  }
}

type Count = (text: string) => number;
let loading: Promise<Count> | undefined;

/** The tokenizer's count function, loaded once. */
export function loadTokenCounter(): Promise<Count> {
  loading ??= import('gpt-tokenizer/encoding/o200k_base').then(
    (tokenizer) => (text: string) => tokenizer.countTokens(text),
  );
  return loading;
}

/** Token counts of the entries, in order, once the tokenizer has loaded (undefined until then, or if it fails to). */
export function useTokenCounts(entries: readonly LlmContextEntry[]): number[] | undefined {
  const [count, setCount] = useState<Count>();
  useEffect(() => {
    let live = true;
    loadTokenCounter().then(
      (loaded) => live && setCount(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const [counts, setCounts] = useState<{ entries: readonly LlmContextEntry[]; counts: number[] }>();
  useEffect(() => {
    if (count) setCounts({ entries, counts: entries.map((entry) => count(entryText(entry))) });
  }, [count, entries]);
  return counts?.entries === entries ? counts.counts : undefined;
}
