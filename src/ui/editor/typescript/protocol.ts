// The one message the page sends the TypeScript worker before Monaco talks to it: the editor's code,
// so that the worker can parse the declarations and check that code while Monaco is still loading.

export const PREWARM = 'mcp-tour:prewarm';

export interface PrewarmMessage {
  kind: typeof PREWARM;
  /** The URI Monaco's model will have (compilerOptions.editorModelUri). */
  uri: string;
  text: string;
}

export function isPrewarmMessage(data: unknown): data is PrewarmMessage {
  return typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === PREWARM;
}
