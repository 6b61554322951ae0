// What marked wrote as text, read back: its escapes undone and its tags dropped (build time only).

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

export function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity]);
}
