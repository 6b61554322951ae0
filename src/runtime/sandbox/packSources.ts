import packUrls from 'virtual:mcp-tour/sandbox-packs';
import type { PackScript } from '../modules/packs';

// The page fetches a pack's text from the site (same origin: cached like any asset, which a fetch
// from the opaque sandbox would never be) and hands it to the Worker. Fetched once per page.

const sources = new Map<PackScript, Promise<string>>();

export function packSource(pack: PackScript): Promise<string> {
  let source = sources.get(pack);
  if (!source) {
    source = fetch(packUrls[pack]).then((response) => {
      if (!response.ok) throw new Error(`${packUrls[pack]} answered ${response.status}`);
      return response.text();
    });
    // A failed download may succeed on the next run.
    source.catch(() => sources.delete(pack));
    sources.set(pack, source);
  }
  return source;
}
