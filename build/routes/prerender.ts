import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { lessonsPlugin } from '../lessons/lessonsPlugin.ts';

// Renders pages with the app's own components at build time (src/ui/prerender.tsx), through a
// Vite server in middleware mode that loads them for Node: their CSS imports, the lessons' virtual
// modules and import.meta.env work as in the app. The page's runner is never started there, so
// the sandbox packs' addresses are left empty rather than built twice.

export interface Prerenderer {
  render(pathname: string): Promise<string>;
  close(): Promise<void>;
}

const NO_PACKS = 'virtual:mcp-tour/sandbox-packs';

function noSandboxPacks(): Plugin {
  return {
    name: 'mcp-tour-prerender-no-packs',
    resolveId: (id) => (id === NO_PACKS ? `\0${NO_PACKS}` : undefined),
    load: (id) => (id === `\0${NO_PACKS}` ? 'export default {};' : undefined),
  };
}

export async function createPrerenderer(base: string): Promise<Prerenderer> {
  const server = await createServer({
    configFile: false,
    base,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [react(), lessonsPlugin(), noSandboxPacks()],
  });
  const { renderPage } = (await server.ssrLoadModule('/src/ui/prerender.tsx')) as {
    renderPage(pathname: string): Promise<string>;
  };
  return { render: renderPage, close: () => server.close() };
}
