// The page's one message to each of the editor's two type workers (typescript/startTypesWorker.ts):
// the port that links them, and the editor's code, so that they can look up answers kept for it and
// check it while Monaco is still loading.

export const CONNECT = 'mcp-tour:connect';

export interface ConnectMessage {
  kind: typeof CONNECT;
  /** Links the types worker (Monaco's side) to the TypeScript worker. */
  port: MessagePort;
  /** The first editor's code, under the URI Monaco's model will have (compilerOptions.editorModelUri). */
  code?: { uri: string; text: string };
}

export function isConnectMessage(data: unknown): data is ConnectMessage {
  return typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === CONNECT;
}
