// The editor's declarations, built by src/ui/editor/build/editorTypesPlugin.ts for the TS worker.
declare module 'virtual:mcp-tour-editor/types' {
  const types: { files: Record<string, string>; libs: Record<string, string> };
  export default types;
}
