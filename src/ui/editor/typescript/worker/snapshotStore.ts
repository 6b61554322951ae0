import { builtSnapshotPath, textKey, type HoverSnapshot } from './hoverSnapshot';

// Hover snapshots in the browser's Cache Storage, per build of the editor's types (a new SDK, new
// declarations or a new TypeScript start afresh). Cache Storage exists only on secure origins
// (https, localhost); elsewhere nothing is kept and every visit asks TypeScript.

const CACHE_NAME = 'mcp-tour-editor-types';
const MAX_SNAPSHOTS = 24;

const keyUrl = (version: string, text: string) => new URL(`/__mcp-tour-editor-types/${version}/${textKey(text)}`, self.location.origin).href;

function openCache(): Promise<Cache> | undefined {
  try {
    return typeof caches === 'undefined' ? undefined : caches.open(CACHE_NAME);
  } catch {
    return undefined;
  }
}

export async function readSnapshot(version: string, text: string): Promise<HoverSnapshot | undefined> {
  try {
    const cache = await openCache();
    const response = await cache?.match(keyUrl(version, text));
    const snapshot = (await response?.json()) as HoverSnapshot | undefined;
    return snapshot?.text === text ? snapshot : undefined;
  } catch {
    return undefined;
  }
}

/** The build's snapshot of a starter (a lesson's code, the playground's example), if `text` is one. */
export async function fetchBuiltSnapshot(base: string, version: string, text: string): Promise<HoverSnapshot | undefined> {
  try {
    const response = await fetch(new URL(base + builtSnapshotPath(version, text), self.location.origin));
    if (!response.ok) return undefined;
    const snapshot = (await response.json()) as HoverSnapshot;
    return snapshot.text === text ? snapshot : undefined;
  } catch {
    return undefined;
  }
}

export async function writeSnapshot(version: string, snapshot: HoverSnapshot): Promise<void> {
  try {
    const cache = await openCache();
    if (!cache) return;
    await cache.put(keyUrl(version, snapshot.text), new Response(JSON.stringify(snapshot), { headers: { 'content-type': 'application/json' } }));
    // Oldest first: drop other builds' snapshots and all but the newest few.
    const keys = await cache.keys();
    const current = `/__mcp-tour-editor-types/${version}/`;
    const stale = keys.filter((request) => !new URL(request.url).pathname.startsWith(current));
    const kept = keys.filter((request) => !stale.includes(request));
    await Promise.all([...stale, ...kept.slice(0, Math.max(0, kept.length - MAX_SNAPSHOTS))].map((request) => cache.delete(request)));
  } catch {
    // A full or blocked cache costs only the head start on the next visit.
  }
}
