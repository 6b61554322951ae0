declare module 'virtual:mcp-tour/sandbox-packs' {
  import type { PackScript } from '../modules/packs';

  /** Where each pack's script lives on the site (build/sandbox/sandboxPlugin.ts). */
  const packUrls: Readonly<Record<PackScript, string>>;
  export default packUrls;
}
