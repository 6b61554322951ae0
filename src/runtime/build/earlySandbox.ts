import type { Plugin } from 'vite';
import { EARLY_SANDBOX_GLOBAL, SANDBOX_WORKER_NAME } from '../worker/sandboxNames.ts';

// The sandbox Worker is the largest download before Run is usable, and the page's own script
// only asks for it after it has been fetched and evaluated. A tiny inline script in <head>
// starts the Worker while the page's script is still downloading; the runner adopts it.


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
      const script = `<script>try{window.${EARLY_SANDBOX_GLOBAL}=new Worker(${url},{type:"module",name:"${SANDBOX_WORKER_NAME}"})}catch(e){}</script>`;
      shell.source = String(shell.source).replace('</title>', `</title>\n    ${script}`);
    },
  };
}
