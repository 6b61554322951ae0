// Monaco's hover, completion details and signature help join TypeScript's display parts as they
// come, as Markdown. Two things in doc comments then read badly, and SDK v2's docs are full of both:
// a `{@linkcode McpServer.server | server}` shows as "{@linkcode McpServer.serverserver}", and an
// @example's fenced code block lands after "@example —" on the same line, its fence in mid-line, so
// the code shows as one inline run. The worker rewrites both before answering: a link becomes its
// text (in code style for linkcode), and an example's block starts on a line of its own.

export interface DisplayPart {
  text: string;
  kind: string;
}

export interface DocTag {
  name: string;
  text?: DisplayPart[];
}

/** `parts` with each {@link…} written as its text (or else its target's name), in backticks for {@linkcode…}. */
export function readableParts<T extends DisplayPart>(parts: T[]): DisplayPart[];
export function readableParts<T extends DisplayPart>(parts: T[] | undefined): DisplayPart[] | undefined;
export function readableParts<T extends DisplayPart>(parts: T[] | undefined): DisplayPart[] | undefined {
  if (!parts?.some((part) => part.kind === 'link')) return parts;
  const out: DisplayPart[] = [];
  let link: { code: boolean; name: string; text: string } | undefined;
  for (const part of parts) {
    if (part.kind === 'link') {
      if (!link) {
        link = { code: part.text.startsWith('{@linkcode'), name: '', text: '' };
        continue;
      }
      const label = link.text.trim() || link.name.trim();
      out.push({ kind: 'text', text: link.code && label ? `\`${label}\`` : label });
      link = undefined;
    } else if (link) {
      if (part.kind === 'linkName') link.name += part.text;
      else link.text += part.text;
    } else {
      out.push(part);
    }
  }
  return out;
}

/** `tags` with readable links, and a code block that opens a tag's text moved to a line of its own. */
export function readableTags(tags: DocTag[] | undefined): DocTag[] | undefined {
  return tags?.map((tag) => {
    let text = readableParts(tag.text);
    if (text?.[0]?.text.startsWith('```')) text = [{ ...text[0], text: `\n${text[0].text}` }, ...text.slice(1)];
    return text === tag.text ? tag : { ...tag, text };
  });
}

interface Documented {
  documentation?: DisplayPart[];
  tags?: DocTag[];
}

/** A quick info or completion entry's details, its documentation and tags made readable. */
export function readableDocs<T extends Documented>(info: T | undefined): T | undefined {
  if (!info) return info;
  return { ...info, documentation: readableParts(info.documentation), tags: readableTags(info.tags) };
}

interface SignatureHelp {
  items: Array<Documented & { parameters: Array<{ documentation?: DisplayPart[] }> }>;
}

/** Signature help with readable docs for each signature and parameter. */
export function readableSignatureHelp<T extends SignatureHelp>(help: T | undefined): T | undefined {
  if (!help) return help;
  return {
    ...help,
    items: help.items.map((item) => ({
      ...readableDocs(item)!,
      parameters: item.parameters.map((parameter) => ({
        ...parameter,
        documentation: readableParts(parameter.documentation),
      })),
    })),
  };
}
