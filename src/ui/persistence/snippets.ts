import { storageKeys } from './keys';
import { appStorage, type SafeStorage } from './safeStorage';

// The playground's code, kept in this browser: a short list of recent snippets, newest first.
// A snippet is code the learner wrote or opened from a link; each has its own entry, so opening
// a shared link never overwrites what the learner had.

export interface Snippet {
  id: string;
  code: string;
  /** When the code last changed (ms since the epoch). */
  updatedAt: number;
  /** It came from a share link (and was not edited here yet). */
  fromLink?: boolean;
}

export const MAX_SNIPPETS = 8;

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

/** Puts `snippet` first (replacing the entry with its id) and keeps the newest MAX_SNIPPETS. */
export function saveSnippet(snippet: Snippet, storage: SafeStorage = appStorage): Snippet[] {
  const others = readSnippets(storage).filter((entry) => entry.id !== snippet.id);
  const list = [snippet, ...others].slice(0, MAX_SNIPPETS);
  storage.set(storageKeys.playgroundSnippets, JSON.stringify(list));
  return list;
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
