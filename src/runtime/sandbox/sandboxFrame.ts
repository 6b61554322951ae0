import { FRAME_CONNECT, type FrameConnect, type ToFrame } from './protocol';
import { EARLY_SANDBOX_GLOBAL, SANDBOX_FRAME_DIR, SANDBOX_FRAME_TITLE } from './sandboxNames';
import { readFromFrame } from './validateMessage';

// The page's handle on its sandbox frame (see frame.ts): it starts Workers there, kills them, and
// watches that the frame is alive. A frame whose process died (a heap bomb takes the whole
// process) sends nothing at all, so the page pings it and calls it dead after a silence.

export interface SandboxWorker {
  id: number;
  /** The run port: the page and the Worker talk over it directly. */
  port: MessagePort;
}

export interface SandboxFrame {
  spawn(): SandboxWorker;
  kill(id: number): void;
  /** Called once if the frame stops answering, or a Worker reports that it failed to start. */
  onTrouble(
    listener: (trouble: { kind: 'dead' } | { kind: 'worker-error'; id: number; message: string }) => void,
  ): void;
  /** How long the frame has not answered (0 while it does): a frame that is dying goes quiet first. */
  silentForMs(): number;
  dispose(): void;
}

const PING_EVERY_MS = 250;
/** Silence for this long (while the page itself was not stalled) means the frame is gone. */
const DEAD_AFTER_MS = 1500;

export function openSandboxFrame(): SandboxFrame {
  const iframe = adoptEarlyFrame() ?? createFrame();
  const channel = new MessageChannel();
  const control = channel.port1;
  let nextId = 1;
  let listeners: Parameters<SandboxFrame['onTrouble']>[0][] = [];
  let lastHeard = performance.now();
  let lastTick = performance.now();
  let pings = 0;

  const post = (message: ToFrame, transfer: Transferable[] = []) => control.postMessage(message, transfer);
  const trouble = (event: Parameters<Parameters<SandboxFrame['onTrouble']>[0]>[0]) => {
    for (const listener of listeners) listener(event);
  };

  control.onmessage = ({ data }) => {
    const message = readFromFrame(data);
    if (!message) return;
    lastHeard = performance.now();
    if (message.type === 'worker-error') trouble({ kind: 'worker-error', id: message.id, message: message.message });
  };

  // The frame may still be loading: connect once it has, whether that is now or later.
  const connect = () =>
    iframe.contentWindow?.postMessage({ type: FRAME_CONNECT } satisfies FrameConnect, '*', [channel.port2]);
  if (iframe.dataset.loaded) connect();
  else iframe.addEventListener('load', connect, { once: true });

  const heartbeat = setInterval(() => {
    const now = performance.now();
    // A page that was itself stalled (a long task, a background tab) has not heard anything either.
    if (now - lastTick > PING_EVERY_MS * 3) lastHeard = now;
    lastTick = now;
    if (iframe.dataset.loaded && now - lastHeard > DEAD_AFTER_MS) {
      clearInterval(heartbeat);
      trouble({ kind: 'dead' });
      return;
    }
    post({ type: 'ping', n: ++pings });
  }, PING_EVERY_MS);

  return {
    spawn() {
      const id = nextId++;
      const run = new MessageChannel();
      post({ type: 'spawn', id, port: run.port2 }, [run.port2]);
      return { id, port: run.port1 };
    },
    kill(id) {
      post({ type: 'kill', id });
    },
    onTrouble(listener) {
      listeners.push(listener);
    },
    silentForMs() {
      return iframe.dataset.loaded ? Math.max(0, performance.now() - lastHeard - PING_EVERY_MS) : 0;
    },
    dispose() {
      clearInterval(heartbeat);
      listeners = [];
      control.close();
      iframe.remove();
    },
  };
}

function createFrame(): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  configureFrame(iframe, new URL(import.meta.env.BASE_URL + SANDBOX_FRAME_DIR, location.href).href);
  document.body.append(iframe);
  return iframe;
}

/** Sandbox attributes and a style that keeps it out of sight, layout and the accessibility tree. */
export function configureFrame(iframe: HTMLIFrameElement, src: string): void {
  iframe.setAttribute('sandbox', 'allow-scripts');
  iframe.title = SANDBOX_FRAME_TITLE;
  iframe.setAttribute('aria-hidden', 'true');
  iframe.tabIndex = -1;
  // Not display:none: a frame out of sight but rendered keeps its process at normal priority.
  iframe.style.cssText =
    'position:fixed;left:-10px;top:-10px;width:1px;height:1px;border:0;opacity:0;pointer-events:none';
  iframe.addEventListener('load', () => (iframe.dataset.loaded = '1'), { once: true });
  iframe.src = src;
}

/** The frame the page's <head> may have started already (see build/sandbox/earlySandbox.ts). */
function adoptEarlyFrame(): HTMLIFrameElement | undefined {
  const scope = globalThis as unknown as Record<string, HTMLIFrameElement | undefined>;
  const early = scope[EARLY_SANDBOX_GLOBAL];
  scope[EARLY_SANDBOX_GLOBAL] = undefined;
  return early instanceof HTMLIFrameElement && early.isConnected ? early : undefined;
}
