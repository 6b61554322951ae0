const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Text made safe for HTML and XML, in element content and in double-quoted attributes (the only
 * kind this project writes). Named entities, and quotes in code left alone: snippets are read by people.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ENTITIES[c]);
}
