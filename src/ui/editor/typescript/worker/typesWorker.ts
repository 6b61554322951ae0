/// <reference lib="webworker" />
import typesVersion from 'virtual:mcp-tour-editor/types-version';
import { isConnectMessage } from '../protocol';
import { RelayClient } from './relay';
import { TypesFacade } from './typesFacade';

// The types worker: what Monaco talks to. It loads only Monaco's worker protocol, so it answers
// within moments of starting; hovers and diagnostics for code TypeScript has answered for before
// come from those answers (typesFacade.ts), the rest goes to the TypeScript worker (liveWorker.ts).

declare const self: DedicatedWorkerGlobalScope;

const facade = new TypesFacade(typesVersion, import.meta.env.BASE_URL);
const early: MessageEvent[] = [];
/** True if `event` was the page's connect message (handled here, whenever it comes). */
function connected(event: MessageEvent): boolean {
  if (!isConnectMessage(event.data)) return false;
  facade.connect(new RelayClient(event.data.port, () => facade.ctx.getMirrorModels()));
  if (event.data.code) facade.expect(event.data.code.text);
  return true;
}
self.onmessage = (event) => void (connected(event) || early.push(event));

const { start } = await import('monaco-editor/editor/editor.worker.start');
start((ctx) => facade.attach(ctx));
// Monaco's protocol has replaced onmessage; hand it what came in while loading.
const answer = self.onmessage;
self.onmessage = (event) => void (connected(event) || answer?.call(self, event));
for (const event of early) self.onmessage(event);
