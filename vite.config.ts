import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { editorTypesPlugin } from './build/editor/editorTypesPlugin.ts';
import { embedScriptPlugin } from './build/embed-script/embedScriptPlugin.ts';
import { lessonContents, lessonsPlugin } from './build/lessons/lessonsPlugin.ts';
import { routesPlugin, staticRoutes } from './build/routes/routesPlugin.ts';
import { earlySandbox } from './build/sandbox/earlySandbox.ts';
import { sandboxPlugin } from './build/sandbox/sandboxPlugin.ts';
import { securityHeadersPlugin } from './build/security/securityHeadersPlugin.ts';
import { normalizeBase } from './scripts/serve.mjs';

// BASE_PATH lets the site live under a sub-path, e.g. BASE_PATH=/mcp-tour/ npm run build.
const base = normalizeBase(process.env.BASE_PATH ?? '/');

export default defineConfig({
  base,
  plugins: [
    // JSX, and Fast Refresh in `npm run dev`.
    react(),
    lessonsPlugin(),
    sandboxPlugin(),
    earlySandbox(),
    routesPlugin(
      () => staticRoutes(lessonContents()),
      undefined,
      async (base) => (await import('./build/routes/prerender.ts')).createPrerenderer(base),
    ),
    embedScriptPlugin(),
    editorTypesPlugin({ snapshots: true }),
    // Last: it reads every page as written.
    securityHeadersPlugin(),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: fileURLToPath(new URL('./src/platform/useSyncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  // `npm run dev`: the editor worker imports this on demand, where Vite's scan of the app does not
  // look; found late, it would make Vite re-bundle Monaco and reload the page as the editor loads.
  optimizeDeps: { include: ['monaco-editor/editor/editor.worker.start'] },
  // The editor's workers (Monaco, TypeScript). Learner code runs in the sandbox frame instead (sandboxPlugin).
  worker: { format: 'es', plugins: () => [editorTypesPlugin()] },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 4000,
    // dist/.vite/manifest.json: which chunks each entry and lesson pulls in (e2e/first-load.spec.ts reads it).
    manifest: true,
    // Every browser the site supports (es2022) preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Two entries: the site (with the router) and the embeds (without); routesPlugin writes each
      // page from its shell. React is a chunk of its own that both use, so it is downloaded once;
      // with it go the small modules every page of both loads (the bundler's runtime, Vite's preload
      // helper, the icons), each of which would otherwise be a request of its own.
      input: { index: 'index.html', embed: 'embed.html' },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|^\0rolldown[\\/]runtime\.js$|^\0vite[\\/]preload-helper\.js$|[\\/]src[\\/]ui[\\/]icons\.tsx$/,
            },
          ],
        },
      },
    },
  },
});
