import type { GlossaryEntrySource } from './schema';

/** One glossary entry as the glossary page shows it: rendered at build time. */
export interface GlossaryEntry {
  id: string;
  /** The term, rendered from Markdown to inline HTML. */
  termHtml: string;
  /** The term as plain text (the page's outline, link titles). */
  termText: string;
  revision: GlossaryEntrySource['revision'];
  /** The definition, rendered from Markdown to inline HTML. */
  definitionHtml: string;
  spec: GlossaryEntrySource['spec'];
  /** The lessons whose prose links to the entry, in lesson order. */
  lessons: { slug: string; number: number; title: string }[];
}
