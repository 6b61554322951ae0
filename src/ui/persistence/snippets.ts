import { storageKeys } from './keys';
import { appStorage, type SafeStorage } from './safeStorage';

// The playground's code, kept in this browser: a short list of recent snippets, newest first.
// A snippet is code the learner wrote or opened from a link; each has its own entry, so opening
// a shared link never overwrites what the learner had. Links are kept apart and few: another site
// can open link after link in a tab of ours, and none of them may push out the learner's work.
// A link's snippet becomes the learner's own once it is edited or renamed.

export interface Snippet {
  id: string;
  code: string;
  /** When the code last changed (ms since the epoch). */
  updatedAt: number;
  /** It came from a share link (and was not edited here yet). */
  fromLink?: boolean;
  /** The name the learner gave it; without one, the list names it by its code (snippetTitle). */
  name?: string;
}

/** The longest name a snippet may have: it has to fit in the list. */
export const MAX_SNIPPET_NAME = 60;

/** The learner's own snippets kept, newest first. */
export const MAX_SNIPPETS = 8;
/** Snippets opened from links and not edited since, kept besides the learner's own. */
export const MAX_LINK_SNIPPETS = 2;

export function readSnippets(storage: SafeStorage = appStorage): Snippet[] {
  const raw = storage.get(storageKeys.playgroundSnippets);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isSnippet).sort((a, b) => b.updatedAt - a.updatedAt);
  } catch {
    return [];
  }
}

/**
 * Puts `snippet` first (replacing the entry with its id, whose name it keeps unless it brings its
 * own) and keeps what `kept` keeps.
 */
export function saveSnippet(snippet: Snippet, storage: SafeStorage = appStorage): Snippet[] {
  const list = readSnippets(storage);
  const name = snippet.name ?? list.find((entry) => entry.id === snippet.id)?.name;
  const others = list.filter((entry) => entry.id !== snippet.id);
  return writeSnippets([{ ...snippet, ...(name !== undefined && { name }) }, ...others], storage);
}

/** Names a snippet of the list (it keeps its place); a link's snippet named here is the learner's own. */
export function renameSnippet(id: string, name: string, storage: SafeStorage = appStorage): Snippet[] {
  return writeSnippets(
    readSnippets(storage).map((entry) =>
      entry.id === id ? { id, code: entry.code, updatedAt: entry.updatedAt, name } : entry,
    ),
    storage,
  );
}

/** Takes a snippet out of the list. */
export function deleteSnippet(id: string, storage: SafeStorage = appStorage): Snippet[] {
  return writeSnippets(
    readSnippets(storage).filter((entry) => entry.id !== id),
    storage,
  );
}

/** Puts back a snippet taken out (Undo): with its own time, so it returns to its place in the list. */
export function restoreSnippet(snippet: Snippet, storage: SafeStorage = appStorage): Snippet[] {
  return writeSnippets([snippet, ...readSnippets(storage).filter((entry) => entry.id !== snippet.id)], storage);
}

/** Stores `list` (newest first, as far as `kept` keeps it) and returns what was stored. */
export function writeSnippets(list: readonly Snippet[], storage: SafeStorage = appStorage): Snippet[] {
  const stored = kept([...list].sort((a, b) => b.updatedAt - a.updatedAt));
  storage.set(storageKeys.playgroundSnippets, JSON.stringify(stored));
  return stored;
}

/**
 * Of a list, newest first: the newest MAX_SNIPPETS of the learner's own and the newest
 * MAX_LINK_SNIPPETS opened from links. A link only ever pushes out another link.
 */
export function kept(list: readonly Snippet[]): Snippet[] {
  let own = 0;
  let links = 0;
  return list.filter((snippet) => (snippet.fromLink === true ? ++links <= MAX_LINK_SNIPPETS : ++own <= MAX_SNIPPETS));
}

export function newSnippetId(): string {
  return `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** What the list calls a snippet: the name the learner gave it, or else one read from its code. */
export function snippetName(snippet: Pick<Snippet, 'code' | 'name'>): string {
  return snippet.name ?? snippetTitle(snippet.code);
}

/** Why `name` cannot name a snippet, if it cannot (it is trimmed first). */
export function snippetNameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'A snippet needs a name.';
  if (name.trim().length > MAX_SNIPPET_NAME) return `A name has at most ${MAX_SNIPPET_NAME} characters.`;
  return undefined;
}

/** A name for the list: the first line that says something (not an import, not blank). */
export function snippetTitle(code: string): string {
  const lines = code.split('\n').map((line) => line.trim());
  const line =
    lines.find((text) => text !== '' && !text.startsWith('import ') && !/^\/\/\s*$/.test(text)) ??
    lines.find((text) => text !== '') ??
    'Empty snippet';
  const text = line.replace(/^\/\/\s*/, '');
  return text.length > 48 ? `${text.slice(0, 47)}…` : text;
}

function isSnippet(value: unknown): value is Snippet {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.code === 'string' &&
    typeof entry.updatedAt === 'number' &&
    (entry.name === undefined || typeof entry.name === 'string')
  );
}
