declare module 'virtual:mcp-tour/sandbox-packs' {
  import type { PackName } from '../modules/packs';
  /** Where each pack's script lives on the site (build/sandbox/sandboxPlugin.ts). */
  const packUrls: Readonly<Record<PackName, string>>;
  export default packUrls;
}
