import { htmlText } from './htmlText.ts';

// Links the first use of each glossary term in a lesson's rendered prose to its entry. It works on
// the HTML marked wrote (well-formed, text escaped), so Markdown stays free of markup: authors write
// "a handle" and the glossary decides what links. Headings, existing links and code blocks are
// left alone; inline code links only when it is exactly one of an entry's `code` names.

export interface LinkableTerm {
  id: string;
  /** Phrases matched as whole words, exactly as written (letter case included). */
  matches: readonly string[];
  /** Inline code texts matched exactly. */
  code: readonly string[];
}

export interface LinkedProse {
  html: string;
  /** The ids of the entries linked, in the order they were first used. */
  linked: string[];
}

const SKIP = /^(a|pre|code|h[1-6])$/;

export function linkTerms(html: string, terms: readonly LinkableTerm[], href: (id: string) => string): LinkedProse {
  const pending = new Map(terms.map((term) => [term.id, term]));
  const linked: string[] = [];
  const patterns = terms.flatMap((term) => term.matches.map((phrase) => ({ id: term.id, regex: phraseRegex(phrase) })));
  const tokens = html.match(/<[^>]*>|[^<]+/g) ?? [];
  const out: string[] = [];
  let skipDepth = 0;
  const anchor = (id: string, inner: string) => {
    pending.delete(id);
    linked.push(id);
    return `<a class="glossary-link" href="${href(id)}">${inner}</a>`;
  };

  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (token.startsWith('<')) {
      const tag = /^<(\/?)([a-z0-9]+)/i.exec(token);
      // Inline code that names a term: <code>ttlMs</code> becomes a link around the code.
      if (tag && !tag[1] && tag[2] === 'code' && skipDepth === 0 && tokens[index + 2] === '</code>') {
        const text = htmlText(tokens[index + 1] ?? '');
        const term = [...pending.values()].find((candidate) => candidate.code.includes(text));
        if (term) {
          out.push(anchor(term.id, `${token}${tokens[index + 1]}</code>`));
          index += 2;
          continue;
        }
      }
      if (tag && SKIP.test(tag[2].toLowerCase())) skipDepth += tag[1] ? -1 : 1;
      out.push(token);
      continue;
    }
    out.push(skipDepth > 0 ? token : linkText(token));
  }
  return { html: out.join(''), linked };

  function linkText(text: string): string {
    let rest = text;
    let result = '';
    for (;;) {
      let first: { id: string; at: number; length: number } | undefined;
      for (const { id, regex } of patterns) {
        if (!pending.has(id)) continue;
        regex.lastIndex = 0;
        const found = regex.exec(rest);
        if (found && (!first || found.index < first.at)) first = { id, at: found.index, length: found[0].length };
      }
      if (!first) return result + rest;
      result += rest.slice(0, first.at) + anchor(first.id, rest.slice(first.at, first.at + first.length));
      rest = rest.slice(first.at + first.length);
    }
  }
}

function phraseRegex(phrase: string): RegExp {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ +/g, '\\s+');
  return new RegExp(`(?<![\\w/-])${escaped}(?![\\w/-])`, 'g');
}
