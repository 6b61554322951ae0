declare module 'virtual:mcp-tour/export-names/*' {
  import type { ExportNames } from '../../modules/exportNames';

  /** The names node gives each function the pack's modules export, read at build time (build/sandbox/exportNames.ts). */
  const names: ExportNames;
  export default names;
}
