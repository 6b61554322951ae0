import { foldCode } from '../ui/embed/foldedCode';
import { highlightNodes } from './tinyHighlight';

// load=click: until the reader asks for it, an embed is the author's own block, highlighted, with a
// Run bar under the code. Nothing is fetched for it: no frame, no editor, no runner. The bar takes
// the row the `// mcp-tour` line of a Markdown fence took, so the post keeps its height. Pressing
// Run, or clicking into the code, loads the embed (autorun when Run was pressed); tabbing past it
// loads nothing. Styles go through a constructed stylesheet, which a strict CSP allows.

export const STATIC_ATTRIBUTE = 'data-mcp-tour-static';

const CSS = `
[${STATIC_ATTRIBUTE}]{position:relative}
.mcp-tour-bar{position:sticky;left:0;display:flex;align-items:center;gap:.6em;height:var(--mcp-tour-row,1.6em);margin:0;font:600 13px/1 system-ui,sans-serif;color:inherit;opacity:.95;white-space:nowrap}
.mcp-tour-bar button{all:unset;box-sizing:border-box;display:inline-flex;align-items:center;gap:.4em;height:calc(100% - 2px);padding:0 .8em;border-radius:var(--mcp-tour-radius,5px);background:var(--mcp-tour-accent,#3451b2);color:#fff;cursor:pointer}
.mcp-tour-bar button:focus-visible{outline:2px solid var(--mcp-tour-accent,#3451b2);outline-offset:2px}
.mcp-tour-bar button[disabled]{opacity:.7;cursor:progress}
.mcp-tour-bar span{opacity:.75;font-weight:500}
[${STATIC_ATTRIBUTE}=light] .mcp-tour-comment{color:#5c6670;font-style:italic}
[${STATIC_ATTRIBUTE}=light] .mcp-tour-string{color:#0a6b36}
[${STATIC_ATTRIBUTE}=light] .mcp-tour-number{color:#a04100}
[${STATIC_ATTRIBUTE}=light] .mcp-tour-keyword{color:#a0137c}
[${STATIC_ATTRIBUTE}=dark] .mcp-tour-comment{color:#9aa4ad;font-style:italic}
[${STATIC_ATTRIBUTE}=dark] .mcp-tour-string{color:#8fdc9f}
[${STATIC_ATTRIBUTE}=dark] .mcp-tour-number{color:#f5b26b}
[${STATIC_ATTRIBUTE}=dark] .mcp-tour-keyword{color:#f29bd6}
`;

let styled = false;
function addStyles(): void {
  if (styled) return;
  styled = true;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // An old browser without constructed stylesheets: the bar still works, unstyled.
  }
}

export interface StaticView {
  /** Marks the bar as loading (the embed is on its way). */
  loading(): void;
  /** The post's theme changed: the colours follow the block's background (`dark`: it is dark now). */
  tint(dark: boolean): void;
}

/**
 * Turns `element` (a code block, or a lesson's fallback) into the static view. `code`: the code
 * block's code, to fold and highlight; `dark`: the block's background is dark. `onLoad(run)` is
 * called once, with run true when Run was pressed.
 */
export function showStatic(
  element: HTMLElement,
  code: string | undefined,
  dark: boolean,
  label: string,
  onLoad: (run: boolean) => void,
): StaticView {
  addStyles();
  const tint = (dark: boolean) => element.setAttribute(STATIC_ATTRIBUTE, dark ? 'dark' : 'light');
  tint(dark);
  const target = element.querySelector('code') ?? element;
  if (code !== undefined) {
    const folded = foldCode(code);
    // The blog's own highlighting stays, unless hidden lines have to be folded out of it.
    if (folded || target.children.length === 0) target.replaceChildren(...highlightNodes(folded?.shown ?? code));
  }
  const lineHeight = Number.parseFloat(getComputedStyle(target).lineHeight);
  if (lineHeight > 0) element.style.setProperty('--mcp-tour-row', `${Math.max(lineHeight, 24)}px`);

  const bar = document.createElement('div');
  bar.className = 'mcp-tour-bar';
  const run = document.createElement('button');
  run.type = 'button';
  run.textContent = '▶ Run';
  const note = document.createElement('span');
  note.textContent = label;
  bar.append(run, note);
  element.append(bar);

  let asked = false;
  const load = (withRun: boolean) => {
    if (asked) return;
    asked = true;
    onLoad(withRun);
  };
  run.addEventListener('click', () => load(true));
  // Clicking into the code: the reader means to edit it.
  target.addEventListener('pointerdown', () => load(false));
  return {
    loading() {
      run.disabled = true;
      run.textContent = 'Loading…';
    },
    tint,
  };
}
