// An embed address with no page of its own (an unknown lesson) is served the not-found page, which
// the site's entry draws. That page names the embeds' entry (build/routes/routesPlugin.ts), and the
// site's script loads it there, so the embed says what it says for an unknown lesson. Loaded by its
// address, not imported: an import would tie the two entries' chunks together.

export const EMBED_ENTRY_META = 'mcp-tour:embed-entry';

export interface EmbedEntry {
  script: string;
  styles: string[];
}

/** Loads the embeds' entry named by this page, if it names one. */
export function loadEmbedEntry(): void {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${EMBED_ENTRY_META}"]`)?.content;
  if (!content) return;
  const { script, styles } = JSON.parse(content) as EmbedEntry;
  for (const href of styles) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ script);
}
