import { PANE_SPLITS, storageKeys } from './keys';
import { markLessonsDone } from './progress';
import { PROGRESS_FILE_FORMAT, PROGRESS_FILE_VERSION, type ProgressFile, type ProgressState } from './progressFile';
export { readProgressState } from './progressFile';
import { progressFileSchema } from './progressFileSchema';
import { appStorage, type SafeStorage } from './safeStorage';
import { kept, snippetName, writeSnippets, type Snippet } from './snippets';

// Reading a progress file back (progressFile.ts writes it). Nothing is stored until the file has
// passed the schema, and an import only ever adds: lessons finished stay finished, and where the
// file and this browser both have something different (a lesson's code, a snippet), the learner
// chooses between the file's ("replace") and this browser's ("keep-mine") before anything changes.

/** A progress file is a few hundred kB at most; anything far bigger is something else. */
export const MAX_PROGRESS_FILE_BYTES = 4_000_000;

export type ReadResult = { ok: true; file: ProgressFile } | { ok: false; message: string };

const NOTHING_CHANGED = 'Nothing was changed.';

/** Checks a file's text; `name` is the file's name, for the message. */
export function readProgressFile(name: string, text: string): ReadResult {
  const refuse = (why: string): ReadResult => ({ ok: false, message: `“${name}” ${why} ${NOTHING_CHANGED}` });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse('is not an MCP Tour progress file: it is not JSON (it may be damaged, or another kind of file).');
  }
  const { format, version } = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  if (format !== PROGRESS_FILE_FORMAT)
    return refuse('is not an MCP Tour progress file (use the file that Export progress saves).');
  if (typeof version === 'number' && version > PROGRESS_FILE_VERSION)
    return refuse(
      `was saved by a newer version of MCP Tour (progress file version ${version}; this one reads version ${PROGRESS_FILE_VERSION}).`,
    );
  const parsed = progressFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    return refuse(`is damaged: ${issue.message.toLowerCase()}${where}.`);
  }
  return { ok: true, file: parsed.data };
}

/** Where the file and this browser differ, whose wins: the file's, or what this browser has. */
export type ImportPolicy = 'replace' | 'keep-mine';

export interface ImportPlan {
  /** Lessons the file marks done that are not done here. */
  newlyDone: string[];
  /** Lessons with code in the file and none here. */
  codeAdded: string[];
  /** Lessons whose code here differs from the file's (replaced only under "replace"). */
  codeReplaced: string[];
  /** Snippets of the file that join the list. */
  snippetsAdded: Snippet[];
  /** Snippets here that the file has another version of (replaced only under "replace"). */
  snippetsReplaced: Snippet[];
  /** Snippets here that leave the list: it keeps only the newest (snippets.ts: kept). */
  snippetsDropped: Snippet[];
  /** Snippets of the file left out: the list was full. */
  snippetsLeftOut: Snippet[];
  /** Lessons the file names that this tour does not have (renamed or removed since): skipped. */
  unknownLessons: string[];
  /** Pane sizes taken from the file (only where this browser has none). */
  paneSizes: Record<string, number>;
  /** The snippet list after the import. */
  snippets: Snippet[];
}

/** What importing `file` into `state` does under `policy`; nothing is stored (applyImport does). */
export function planImport(
  state: ProgressState,
  file: ProgressFile,
  slugs: readonly string[],
  policy: ImportPolicy,
): ImportPlan {
  const known = new Set(slugs);
  const unknownLessons = [...new Set([...file.doneLessons, ...Object.keys(file.lessonCode)])].filter(
    (slug) => !known.has(slug),
  );
  const newlyDone = file.doneLessons.filter((slug) => known.has(slug) && !state.doneLessons.has(slug));
  const codeAdded: string[] = [];
  const codeReplaced: string[] = [];
  for (const [slug, code] of Object.entries(file.lessonCode)) {
    if (!known.has(slug)) continue;
    const here = state.lessonCode[slug];
    if (here === undefined) codeAdded.push(slug);
    else if (here !== code && policy === 'replace') codeReplaced.push(slug);
  }

  const mine = new Map(state.snippets.map((snippet) => [snippet.id, snippet]));
  const differs = (a: Snippet, b: Snippet) => a.code !== b.code || a.name !== b.name;
  const fromFile = [...file.snippets].sort((a, b) => b.updatedAt - a.updatedAt);
  const incoming = fromFile.filter((snippet) => !mine.has(snippet.id));
  const replacing =
    policy === 'replace'
      ? fromFile.filter((snippet) => mine.has(snippet.id) && differs(mine.get(snippet.id)!, snippet))
      : [];
  const replaced = new Map(replacing.map((snippet) => [snippet.id, snippet]));
  const updated = state.snippets.map((snippet) => replaced.get(snippet.id) ?? snippet);
  // Replacing, the newest are kept, whichever side they come from; keeping mine, the file's only fill free places.
  const candidates =
    policy === 'replace'
      ? [...updated, ...incoming].sort((a, b) => b.updatedAt - a.updatedAt)
      : [...updated, ...incoming];
  const snippets = kept(candidates).sort((a, b) => b.updatedAt - a.updatedAt);
  const stays = new Set(snippets.map((snippet) => snippet.id));

  const paneSizes: Record<string, number> = {};
  for (const [split, size] of Object.entries(file.paneSizes ?? {}))
    if ((PANE_SPLITS as readonly string[]).includes(split) && state.paneSizes[split] === undefined)
      paneSizes[split] = size;

  return {
    newlyDone,
    codeAdded,
    codeReplaced,
    snippetsAdded: incoming.filter((snippet) => stays.has(snippet.id)),
    snippetsReplaced: replacing.filter((snippet) => stays.has(snippet.id)).map((snippet) => mine.get(snippet.id)!),
    snippetsDropped: state.snippets.filter((snippet) => !stays.has(snippet.id)),
    snippetsLeftOut: incoming.filter((snippet) => !stays.has(snippet.id)),
    unknownLessons,
    paneSizes,
    snippets,
  };
}

/** What the learner is asked about before an import: anything of theirs it would replace or push out. */
export function replacesAnything(plan: ImportPlan): boolean {
  return plan.codeReplaced.length + plan.snippetsReplaced.length + plan.snippetsDropped.length > 0;
}

export function changesAnything(plan: ImportPlan): boolean {
  return (
    plan.newlyDone.length +
      plan.codeAdded.length +
      plan.codeReplaced.length +
      plan.snippetsAdded.length +
      plan.snippetsReplaced.length +
      Object.keys(plan.paneSizes).length >
    0
  );
}

/** Stores what `plan` says (from `file`). */
export function applyImport(plan: ImportPlan, file: ProgressFile, storage: SafeStorage = appStorage): void {
  for (const slug of [...plan.codeAdded, ...plan.codeReplaced])
    storage.set(storageKeys.code(slug), file.lessonCode[slug]);
  if (plan.snippetsAdded.length + plan.snippetsReplaced.length + plan.snippetsDropped.length > 0)
    writeSnippets(plan.snippets, storage);
  for (const [split, size] of Object.entries(plan.paneSizes)) storage.set(storageKeys.paneSize(split), String(size));
  // Last: the page hears of it (useDoneLessons) once the rest is in place.
  if (plan.newlyDone.length > 0) markLessonsDone(plan.newlyDone, storage);
}

/** The names of snippets, for a sentence. */
export function snippetNames(snippets: readonly Snippet[]): string[] {
  return snippets.map((snippet) => `“${snippetName(snippet)}”`);
}
