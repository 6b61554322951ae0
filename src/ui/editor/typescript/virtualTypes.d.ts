// Built by build/editor/editorTypesPlugin.ts for the editor's TS worker.

/** The declarations and lib files learner code needs. */
declare module 'virtual:mcp-tour-editor/types' {
  const types: { files: Record<string, string>; libs: Record<string, string> };
  export default types;
}

/** Changes whenever the types, or the TypeScript that reads them, change: keys cached answers. */
declare module 'virtual:mcp-tour-editor/types-version' {
  const version: string;
  export default version;
}

/** SDK v2's declarations beyond the ones above: loaded only by code that imports the pack (packDeclarations.ts). */
declare module 'virtual:mcp-tour-editor/types-sdk2' {
  const types: { files: Record<string, string>; libs: Record<string, string> };
  export default types;
}
