import { builtSnapshotPath, type HoverSnapshot } from './hoverSnapshot';

// Hover snapshots made by the build for every starter text, fetched from the site. Answers for a
// learner's edited text are kept in memory only: an earlier version kept them in Cache Storage,
// where code running on the site's origin could read a learner's text and plant forged errors.
// Learner code no longer runs on the site's origin, and nothing derived from a learner's text is
// stored at all; the old cache is deleted on sight.

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
