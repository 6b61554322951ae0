import type { Plugin } from 'vite';
import { EMBED_DIR } from '../../embed-script/protocol.ts';
import { EARLY_SANDBOX_GLOBAL, SANDBOX_WORKER_NAME } from '../worker/sandboxNames.ts';

// The sandbox Worker is the largest download before Run is usable, and the page's own script
// only asks for it after it has been fetched and evaluated. A tiny inline script in <head>
// starts the Worker while the page's script is still downloading; the runner adopts it.
// An embed page (a blog may hold ten) starts it only once the embed is on screen: the app starts
// it later for an embed that comes near (src/ui/embed/useRunnerStart.ts). Whichever starts first
// wins: once the runner has looked for an early Worker, the global exists and this script stands down.
// Pages without an editor (the lesson list, not-found) never start it.


export function earlySandbox(): Plugin {
  let base = '/';
  return {
    name: 'mcp-tour-early-sandbox',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const worker = Object.keys(bundle).find((file) => /(^|\/)sandbox\.worker-[\w-]+\.js$/.test(file));
      const shell = bundle['index.html'];
      if (!worker || !shell || shell.type !== 'asset') this.error('earlySandbox: the sandbox worker or index.html is missing from the bundle');
      const url = JSON.stringify(base + worker);
      const embedPath = JSON.stringify(base + EMBED_DIR);
      const runnablePages = JSON.stringify([base + 'lessons/', base + 'playground/']);
      const key = JSON.stringify(EARLY_SANDBOX_GLOBAL);
      const start = `function s(){if(!(${key} in window))try{window[${key}]=new Worker(${url},{type:"module",name:"${SANDBOX_WORKER_NAME}"})}catch(e){}}`;
      const whenOnScreen = `var o=new IntersectionObserver(function(e){if(e[e.length-1].isIntersecting){o.disconnect();s()}});o.observe(document.documentElement)`;
      const under = (prefixes: string) => `${prefixes}.some(function(p){return location.pathname.indexOf(p)===0})`;
      const script = `<script>(function(){${start}if(${under(runnablePages)})s();else if(${under(`[${embedPath}]`)}&&"IntersectionObserver" in window){${whenOnScreen}}})()</script>`;
      shell.source = String(shell.source).replace('</title>', `</title>\n    ${script}`);
    },
  };
}
