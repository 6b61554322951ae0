import { storageKeys } from './keys';
import { appStorage, type SafeStorage } from './safeStorage';

// The playground's code, kept in this browser: a short list of recent snippets, newest first.
// A snippet is code the learner wrote or opened from a link; each has its own entry, so opening
// a shared link never overwrites what the learner had. Links are kept apart and few: another site
// can open link after link in a tab of ours, and none of them may push out the learner's work.
// A link's snippet becomes the learner's own once it is edited.

export interface Snippet {
  id: string;
  code: string;
  /** When the code last changed (ms since the epoch). */
  updatedAt: number;
  /** It came from a share link (and was not edited here yet). */
  fromLink?: boolean;
}

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

/** Puts `snippet` first (replacing the entry with its id) and keeps what `kept` keeps. */
export function saveSnippet(snippet: Snippet, storage: SafeStorage = appStorage): Snippet[] {
  const others = readSnippets(storage).filter((entry) => entry.id !== snippet.id);
  const list = kept([snippet, ...others]);
  storage.set(storageKeys.playgroundSnippets, JSON.stringify(list));
  return list;
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
  return typeof entry.id === 'string' && typeof entry.code === 'string' && typeof entry.updatedAt === 'number';
}
