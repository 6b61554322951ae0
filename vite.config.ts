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
  // The editor's workers (Monaco, TypeScript). Learner code runs in the sandbox frame instead (sandboxPlugin).
  worker: { format: 'es', plugins: () => [editorTypesPlugin()] },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 4000,
    // dist/.vite/manifest.json: which chunks each entry and lesson pulls in (e2e/first-load.spec.ts reads it).
    manifest: true,
  },
});
