// The simulated model splits a user message into the values it might pass as arguments (quoted
// text, owner/name paths, numbers) and the plain words that tell it what the user is asking about.

/** quoted text, an owner/name path, a number, or a plain word. */
export type MessageTokenKind = 'quoted' | 'path' | 'number' | 'word';

/** One piece of a user message, as the simulated model reads it. */
export interface MessageToken {
  kind: MessageTokenKind;
  /** The value as the model would pass it, quotes removed. */
  text: string;
  /** For words: the lowercase form used for matching. */
  word?: string;
  /** For numbers. */
  number?: number;
}

// One alternation, tried left to right at each position: a quoted string ("…", '…' or “…”), an
// owner/name path such as acme/web, a number (a leading "#" as in "#42" is dropped), a word.
const TOKEN = new RegExp(
  [
    /"([^"]+)"/.source,
    /\u201c([^\u201d]+)\u201d/.source,
    // Single quotes only around whole words, so "what's" or "users'" are not quotes.
    /(?<![\w'])'([^']+)'(?![\w'])/.source,
    /([A-Za-z0-9_.-]*[A-Za-z0-9_-]\/[A-Za-z0-9_./-]*[A-Za-z0-9_-])/.source,
    // Not the digits of a word such as v2 or web3.
    /(?<![\w.])#?(-?\d+(?:\.\d+)?)(?![\w/])/.source,
    /([A-Za-z]+)/.source,
  ].join('|'),
  'g',
);

/** The message as a list of tokens, in the order they appear. */
export function tokenize(message: string): MessageToken[] {
  const tokens: MessageToken[] = [];
  for (const match of message.matchAll(TOKEN)) {
    const [, dq, curly, sq, path, number, word] = match;
    const quoted = dq ?? curly ?? sq;
    if (quoted !== undefined) tokens.push({ kind: 'quoted', text: quoted });
    else if (path !== undefined) tokens.push({ kind: 'path', text: path });
    else if (number !== undefined) tokens.push({ kind: 'number', text: number, number: Number(number) });
    else if (word !== undefined) {
      // camelCase inside a word is two words for matching, as in tool names.
      for (const part of word.replace(/([a-z])([A-Z])/g, '$1 $2').split(' ')) {
        tokens.push({ kind: 'word', text: part, word: part.toLowerCase() });
      }
    }
  }
  return tokens;
}
