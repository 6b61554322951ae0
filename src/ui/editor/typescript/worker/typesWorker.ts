/// <reference lib="webworker" />
import { isPrewarmMessage, type PrewarmMessage } from '../protocol';

// The editor's TypeScript worker. It is started by the page as soon as the code can run, before
// Monaco itself is loaded, and fetches its two big parts in parallel: TypeScript (with Monaco's
// worker protocol) and the declarations built for the editor (virtual:mcp-tour-editor/types).
// While Monaco downloads on the main thread, this worker parses the declarations and checks the
// learner's code; Monaco's requests that arrive meanwhile wait here and are answered in order.

declare const self: DedicatedWorkerGlobalScope;

console.log('DEBUG-ED', 'worker start', Math.round(performance.timeOrigin + performance.now()));
const early: MessageEvent[] = [];
let prewarm: PrewarmMessage | undefined;
self.onmessage = (event) => {
  if (isPrewarmMessage(event.data)) prewarm = event.data;
  else early.push(event);
};

const [{ default: types }, { serveTypeScript }] = await Promise.all([
  import('virtual:mcp-tour-editor/types'),
  import('./serveTypeScript'),
]);
console.log('DEBUG-ED', 'worker chunks loaded', Math.round(performance.timeOrigin + performance.now()));
const prewarmed = serveTypeScript(types, prewarm);
// Monaco's protocol has replaced onmessage; hand it what came in while loading, after the prewarm's
// first step (parsing), so that these requests find the program built.
console.log('DEBUG-ED', 'program built, replay '+early.length, Math.round(performance.timeOrigin + performance.now()));
for (const event of early) self.onmessage?.(event);
await prewarmed;
console.log('DEBUG-ED', 'prewarm done', Math.round(performance.timeOrigin + performance.now()));
