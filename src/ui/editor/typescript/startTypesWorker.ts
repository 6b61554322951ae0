import { CONNECT, type ConnectMessage } from './protocol';

// Starts the editor's type support (once per page): two workers linked by a MessageChannel.
// - The types worker is what Monaco talks to. It is small, answers at once, and answers hovers and
//   diagnostics for code TypeScript has answered for before (a repeat visit, a lesson's starter).
// - The TypeScript worker loads TypeScript and the declarations and does the real work; seconds of
//   parsing there never make the types worker unresponsive.
// This module is tiny on purpose: it sits in the page's first chunk so both can start, and check the
// code, while Monaco is still downloading.

let typesWorker: Worker | undefined;

/** The worker Monaco talks to, started on the first call; `code` (the first editor's) is looked up and checked ahead of Monaco. */
export function startTypesWorker(code?: { uri: string; text: string }): Worker {
  if (!typesWorker) {
    const typescript = new Worker(new URL('./worker/liveWorker.ts', import.meta.url), {
      type: 'module',
      name: 'mcp-tour-typescript',
    });
    typesWorker = new Worker(new URL('./worker/typesWorker.ts', import.meta.url), {
      type: 'module',
      name: 'mcp-tour-types',
    });
    const channel = new MessageChannel();
    typescript.postMessage({ kind: CONNECT, port: channel.port2, code } satisfies ConnectMessage, [channel.port2]);
    typesWorker.postMessage({ kind: CONNECT, port: channel.port1, code } satisfies ConnectMessage, [channel.port1]);
  }
  return typesWorker;
}
