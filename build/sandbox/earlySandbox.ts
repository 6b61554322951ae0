import type { Plugin } from 'vite';
import { EMBED_DIR } from '../../src/embed-script/protocol.ts';
import {
  EARLY_SANDBOX_GLOBAL,
  SANDBOX_FRAME_DIR,
  SANDBOX_FRAME_TITLE,
} from '../../src/runtime/sandbox/sandboxNames.ts';

// The sandbox runtime is the largest download before Run is usable, and the page's own script
// only asks for it after it has been fetched and evaluated. A tiny inline script in <head>
// opens the sandbox frame (which starts and warms a Worker at once) while the page's script is
// still downloading; the runner adopts it (sandboxFrame.ts, whose configureFrame it mirrors).
// An embed page (a blog may hold ten) opens it only once the embed is on screen: the app starts
// it later for an embed that comes near (src/ui/embed/useRunnerStart.ts). Whichever starts first
// wins: once the runner has looked for an early frame, the global exists and this script stands down.
// Pages without an editor (the lesson list, not-found) never open it. Its hash goes into the CSP.

export function earlySandbox(): Plugin {
  let base = '/';
  return {
    name: 'mcp-tour-early-sandbox',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // Into both shells (index.html, embed.html), so into every page written from them (routesPlugin.ts).
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', children: earlySandboxScript(base), injectTo: 'head' }],
    },
  };
}

function earlySandboxScript(base: string): string {
  const url = JSON.stringify(base + SANDBOX_FRAME_DIR);
  const embedPath = JSON.stringify(base + EMBED_DIR);
  const runnablePages = JSON.stringify([`${base}lessons/`, `${base}playground/`]);
  const key = JSON.stringify(EARLY_SANDBOX_GLOBAL);
  const style = 'position:fixed;left:-10px;top:-10px;width:1px;height:1px;border:0;opacity:0;pointer-events:none';
  const start =
    `function s(){if(${key} in window)return;var f=document.createElement("iframe");` +
    `f.setAttribute("sandbox","allow-scripts");f.title=${JSON.stringify(SANDBOX_FRAME_TITLE)};f.setAttribute("aria-hidden","true");f.tabIndex=-1;` +
    `f.style.cssText=${JSON.stringify(style)};f.addEventListener("load",function(){f.dataset.loaded="1"},{once:true});f.src=${url};` +
    `document.documentElement.appendChild(f);window[${key}]=f}`;
  const whenOnScreen = `var o=new IntersectionObserver(function(e){if(e[e.length-1].isIntersecting){o.disconnect();s()}});o.observe(document.documentElement)`;
  const under = (prefixes: string) => `${prefixes}.some(function(p){return location.pathname.indexOf(p)===0})`;
  return `(function(){${start}if(${under(runnablePages)})s();else if(${under(`[${embedPath}]`)}&&"IntersectionObserver" in window){${whenOnScreen}}})()`;
}
