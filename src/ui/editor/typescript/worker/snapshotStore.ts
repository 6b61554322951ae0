import { builtSnapshotPath, type HoverSnapshot } from './hoverSnapshot';

// Hover snapshots made by the build for every starter text, fetched from the site. Answers for a
// learner's edited text are kept in memory only: nothing derived from a learner's text is stored
// where code could read a learner's text or plant forged errors. Earlier builds of the site kept
// such answers in Cache Storage; that cache is deleted on sight.

const LEGACY_CACHE_NAME = 'mcp-tour-editor-types';

/** Deletes what earlier versions kept in Cache Storage (it may hold edited text, or planted entries). */
export async function deleteLegacySnapshots(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(LEGACY_CACHE_NAME);
  } catch {
    // Blocked storage holds nothing to delete.
  }
}

/** The build's snapshot of a starter (a lesson's code, the playground's example), if `text` is one. */
export async function fetchBuiltSnapshot(
  base: string,
  version: string,
  text: string,
): Promise<HoverSnapshot | undefined> {
  try {
    const response = await fetch(new URL(base + builtSnapshotPath(version, text), self.location.origin));
    if (!response.ok) return undefined;
    const snapshot = (await response.json()) as HoverSnapshot;
    return snapshot.text === text ? snapshot : undefined;
  } catch {
    return undefined;
  }
}
