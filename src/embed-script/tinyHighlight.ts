// The static rendering of a load=click embed is highlighted by embed.js itself: a few token kinds
// (comments, strings, numbers, keywords), enough to read code before the reader asks for the editor,
// at a few hundred bytes instead of a highlighter library. A block the blog already highlighted
// (its <code> holds elements) keeps the blog's own colours.

const TOKENS =
  /(\/\/[^\n]*|\/\*[\s\S]*?\*\/)|('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|\b(\d[\d_.]*)\b|\b(async|await|break|case|catch|class|const|continue|default|else|export|extends|false|finally|for|from|function|if|import|in|instanceof|interface|let|new|null|of|return|switch|this|throw|true|try|type|typeof|undefined|var|while)\b/g;
const TOKEN_CLASSES = ['comment', 'string', 'number', 'keyword'] as const;

/** `code` as nodes: plain text and <span class="mcp-tour-<kind>"> for each token. */
export function highlightNodes(code: string): Node[] {
  const nodes: Node[] = [];
  let last = 0;
  for (const match of code.matchAll(TOKENS)) {
    const at = match.index ?? 0;
    if (at > last) nodes.push(document.createTextNode(code.slice(last, at)));
    const kind = TOKEN_CLASSES[match.slice(1).findIndex((group) => group !== undefined)];
    const span = document.createElement('span');
    span.className = `mcp-tour-${kind}`;
    span.textContent = match[0];
    nodes.push(span);
    last = at + match[0].length;
  }
  if (last < code.length) nodes.push(document.createTextNode(code.slice(last)));
  return nodes;
}
