import { Resvg } from '@resvg/resvg-js';
import { escapeHtml } from '../../src/platform/escapeHtml.ts';

// The picture a link preview shows (Open Graph / Twitter card): drawn at build time as SVG and
// rendered to PNG, since most previewers (social networks, chat apps) take no SVG. 1200×630 is
// the size they all crop well. resvg draws the text with the machine's fonts; the families below
// are tried in order, and any sans-serif will do.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const FONT = "'DejaVu Sans', 'Liberation Sans', 'Helvetica Neue', Arial, sans-serif";

export interface CardText {
  /** A small line above the title, such as "Lesson 2 of 11". */
  kicker: string;
  title: string;
  summary: string;
}

export function socialCardSvg({ kicker, title, summary }: CardText): string {
  const titleLines = wrap(title, 30, 3);
  const titleSize = titleLines.length > 2 ? 58 : 66;
  const titleTop = 230;
  const summaryTop = titleTop + titleLines.length * titleSize * 1.15 + 34;
  // As many summary lines as fit above the footer.
  const summaryLines = wrap(summary, 58, Math.max(1, Math.min(3, Math.floor((CARD_HEIGHT - 100 - summaryTop) / 42))));
  const text = (lines: string[], top: number, size: number, lineHeight: number, attributes: string) =>
    lines
      .map(
        (line, index) =>
          `<text x="80" y="${Math.round(top + index * size * lineHeight)}" font-size="${size}" ${attributes}>${escapeHtml(line)}</text>`,
      )
      .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${FONT}">
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#161a26"/>
<rect x="0" y="0" width="12" height="${CARD_HEIGHT}" fill="#4a62d6"/>
<g transform="translate(80 70) scale(2)"><rect width="32" height="32" rx="8" fill="#4a62d6"/><circle cx="9" cy="16" r="3.2" fill="#fff"/><circle cx="23" cy="10" r="3.2" fill="#fff"/><circle cx="23" cy="22" r="3.2" fill="#fff"/><path d="M12 14.6 20 11.4M12 17.4l8 3.2" stroke="#fff" stroke-width="2" stroke-linecap="round"/></g>
<text x="164" y="118" font-size="40" font-weight="bold" fill="#e4e7ec">MCP Tour</text>
<text x="80" y="186" font-size="28" font-weight="bold" fill="#9fb0ff" letter-spacing="1">${escapeHtml(kicker.toUpperCase())}</text>
${text(titleLines, titleTop + titleSize * 0.9, titleSize, 1.15, 'font-weight="bold" fill="#ffffff"')}
${text(summaryLines, summaryTop + 30, 30, 1.4, 'fill="#c3c9d4"')}
<text x="80" y="${CARD_HEIGHT - 48}" font-size="24" fill="#8b95a5">Learn the Model Context Protocol by running it: real SDK code, in your browser</text>
</svg>`;
}

export function socialCardPng(card: CardText): Buffer {
  const svg = socialCardSvg(card);
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: CARD_WIDTH },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  })
    .render()
    .asPng();
}

/** Greedy word wrap to about `columns` characters, at most `maxLines` lines (the last one ends with "…" if cut). */
export function wrap(text: string, columns: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > columns) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[\s,.;:]*$/, '')}…`;
  return kept;
}
