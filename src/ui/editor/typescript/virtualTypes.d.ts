// Built by build/editor/editorTypesPlugin.ts for the editor's TS worker.

/** The declarations and lib files all learner code needs (zod's); a pack's (an SDK generation's, node:assert's) come in its module below. */
declare module 'virtual:mcp-tour-editor/types' {
  const types: { files: Record<string, string>; libs: Record<string, string> };
  export default types;
}

/** Changes whenever the types, or the TypeScript that reads them, change: keys cached answers. */
declare module 'virtual:mcp-tour-editor/types-version' {
  const version: string;
  export default version;
}

/** SDK 1.x's declarations and the tour helpers', beyond the ones above: loaded only by code that imports the pack (packDeclarations.ts). */
declare module 'virtual:mcp-tour-editor/types-sdk1' {
  const types: { files: Record<string, string>; libs: Record<string, string> };
  export default types;
}

/** SDK v2's declarations, beyond the ones above: loaded only by code that imports the pack. */
declare module 'virtual:mcp-tour-editor/types-sdk2' {
  const types: { files: Record<string, string>; libs: Record<string, string> };
  export default types;
}

/** node:assert's declarations (@types/node's), beyond the ones above: loaded only by code that imports it. */
declare module 'virtual:mcp-tour-editor/types-assert' {
  const types: { files: Record<string, string>; libs: Record<string, string> };
  export default types;
}
