// How the simulated model reads text: lowercase words, no filler, plurals, endings and short forms folded. Deliberately
// crude, so a learner can predict every decision it makes from the words alone.

/**
 * Words the simulated model ignores when it compares a message with a tool: filler (articles,
 * pronouns, prepositions, question words) and generic request verbs such as "get", "list" or
 * "show", which say nothing about *which* tool is meant.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but not no of in on at to for from by with about into over under than as ' +
    'is are was were be been being am do does did has have had having it its this that these those ' +
    'there here which what who whom whose where when how why if then so ' +
    'i me my mine you your yours we us our ours they them their he him his she her ' +
    'please can could would should will shall may might must let lets ' +
    'get gets got list lists show shows find finds give gives tell fetch return returns use uses using ' +
    'want need look some any all each every one ones tool tools'
  ).split(' '),
);

/** Splits text into lowercase words of letters only; snake_case and camelCase count as separate words. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 1);
}

/** The words that carry meaning: `wordsOf(text)` without stop words, each once, in order. */
export function contentWords(text: string): string[] {
  return [...new Set(wordsOf(text).filter((word) => !STOP_WORDS.has(word)))];
}

/**
 * True when two lowercase words are the same word as a crude reader sees it: equal, a plural
 * (issue/issues, repository/repositories), the same stem (open/opened/opening, close/closed,
 * stage/staging), or one a short form of the other of at least 4 letters (repo/repository,
 * prod/production).
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b || pluralOf(a, b) || pluralOf(b, a)) return true;
  if (stem(a) === stem(b)) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short);
}

function pluralOf(singular: string, plural: string): boolean {
  if (plural === `${singular}s` || plural === `${singular}es`) return true;
  return singular.endsWith('y') && plural === `${singular.slice(0, -1)}ies`;
}

/** The word without one inflection ending: issues → issu, issue → issu, opened → open, staging → stag. */
export function stem(word: string): string {
  const cut = (suffix: string, keep = 3) =>
    word.endsWith(suffix) && word.length - suffix.length >= keep ? word.slice(0, -suffix.length) : undefined;
  if (cut('ies')) return `${cut('ies')}y`;
  const base = cut('ing') ?? cut('ed') ?? cut('es') ?? (word.endsWith('ss') ? undefined : cut('s')) ?? cut('e') ?? word;
  // stopped → stopp → stop; but not "ss" (passed → pass).
  return /([b-df-hj-np-rtv-z])\1$/.test(base) && !base.endsWith('ss') && base !== word ? base.slice(0, -1) : base;
}

/** True when `word` matches any of `words` (see sameWord). */
export function mentions(words: readonly string[], word: string): boolean {
  return words.some((candidate) => sameWord(candidate, word));
}
