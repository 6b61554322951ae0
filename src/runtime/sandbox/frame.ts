import { FRAME_CONNECT, type FromFrame, type SandboxInit, type ToFrame } from './protocol';

// The script of /sandbox/, the page's hidden <iframe sandbox="allow-scripts">. That frame is an
// opaque origin (and, in Chromium, a process of its own: a heap bomb kills it, not the page), under
// a CSP that allows no network. It runs no learner code itself: it starts Workers from a data: URL
// that load the sandbox runtime with importScripts(), keeps one warm, hands each a run port of the
// page's, kills them on request and answers the page's pings so the page can tell it is alive.

const script = document.currentScript as HTMLScriptElement | null;
const runtimeUrl = new URL(script?.dataset.runtime ?? '', script?.src ?? location.href).href;
// A data: URL, not blob:: a blob: URL made here has the frame's opaque origin, which is never a
// secure context, and the SDK needs crypto.randomUUID and crypto.subtle (PKCE) that only exist in one.
// A data: URL is potentially trustworthy, and its Worker is opaque all the same.
const bootstrap = `data:text/javascript,${encodeURIComponent(`importScripts(${JSON.stringify(runtimeUrl)});`)}`;

const workers = new Map<number, Worker>();
let warm: Worker | undefined = startWorker();
let control: MessagePort | undefined;

function startWorker(): Worker {
  return new Worker(bootstrap, { name: 'mcp-tour-sandbox' });
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
  else if (data?.type === 'spawn' && typeof data.id === 'number' && data.port instanceof MessagePort) spawn(data.id, data.port);
  else if (data?.type === 'kill' && typeof data.id === 'number') {
    workers.get(data.id)?.terminate();
    workers.delete(data.id);
  }
}

// Only the page that holds this frame may connect, and only once.
window.addEventListener('message', function onConnect(event: MessageEvent) {
  if (event.source !== window.parent || event.data?.type !== FRAME_CONNECT || !(event.ports[0] instanceof MessagePort)) return;
  window.removeEventListener('message', onConnect);
  control = event.ports[0];
  control.onmessage = onControl;
});
