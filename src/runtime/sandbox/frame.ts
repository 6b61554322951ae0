import { FRAME_CONNECT, RUNTIME_SOURCE, type FromFrame, type SandboxInit, type ToFrame } from './protocol';
import { SANDBOX_RUNTIME_ELEMENT } from './sandboxNames';

// The script of /sandbox/, the page's hidden <iframe sandbox="allow-scripts">. That frame is an
// opaque origin (and, in Chromium, a process of its own: a heap bomb kills it, not the page), under
// a CSP that allows no network. It runs no learner code itself: it starts Workers from a data: URL,
// hands each the sandbox runtime (the text this page carries, see build/sandbox/sandboxPlugin.ts),
// keeps one warm, hands each a run port of the page's, kills them on request and answers the page's
// pings so the page can tell it is alive.

const runtimeSource = document.getElementById(SANDBOX_RUNTIME_ELEMENT)?.textContent ?? '';
// A data: URL, not blob:: a blob: URL made here has the frame's opaque origin, which is never a
// secure context, and the SDK needs crypto.randomUUID and crypto.subtle (PKCE) that only exist in one.
// A data: URL is potentially trustworthy, and its Worker is opaque all the same. The Worker loads the
// runtime it is sent from a blob: URL of its own (the frame's CSP allows blob: scripts).
const loader = `self.onmessage=function(e){var d=e.data;if(d&&d.type===${JSON.stringify(RUNTIME_SOURCE)}){self.onmessage=null;importScripts(URL.createObjectURL(new Blob([d.source],{type:"text/javascript"})))}}`;
const bootstrap = `data:text/javascript,${encodeURIComponent(loader)}`;

// Only as the site's own sandboxed frame: opened without the sandbox attribute (by another site,
// say) it would run code on the site's origin, so it does nothing at all.
const sandboxed = self.origin === 'null';
const workers = new Map<number, Worker>();
let warm: Worker | undefined = sandboxed ? startWorker() : undefined;
let control: MessagePort | undefined;

function startWorker(): Worker {
  const worker = new Worker(bootstrap, { name: 'mcp-tour-sandbox' });
  worker.postMessage({ type: RUNTIME_SOURCE, source: runtimeSource });
  return worker;
}

function tell(message: FromFrame): void {
  control?.postMessage(message);
}

function spawn(id: number, port: MessagePort): void {
  const worker = warm ?? startWorker();
  warm = undefined;
  workers.set(id, worker);
  // A script that fails to load or a throw outside any run; a run's own errors travel on its port.
  worker.onerror = (event) => {
    event.preventDefault();
    tell({ type: 'worker-error', id, message: event.message || 'the code runner failed to start' });
  };
  worker.postMessage({ type: 'init', port } satisfies SandboxInit, [port]);
}

function onControl({ data }: MessageEvent<ToFrame>): void {
  if (data?.type === 'ping' && typeof data.n === 'number') tell({ type: 'pong', n: data.n });
  else if (data?.type === 'spawn' && typeof data.id === 'number' && data.port instanceof MessagePort)
    spawn(data.id, data.port);
  else if (data?.type === 'kill' && typeof data.id === 'number') {
    workers.get(data.id)?.terminate();
    workers.delete(data.id);
  }
}

// Only a page of this site that holds this frame may connect, and only once.
window.addEventListener('message', function onConnect(event: MessageEvent) {
  if (!sandboxed || event.source !== window.parent || event.origin !== location.origin) return;
  if (event.data?.type !== FRAME_CONNECT || !(event.ports[0] instanceof MessagePort)) return;
  window.removeEventListener('message', onConnect);
  control = event.ports[0];
  control.onmessage = onControl;
});
