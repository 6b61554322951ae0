import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { lessonsPlugin, lessonSummaries } from './src/lessons/build/lessonsPlugin.ts';
import { routesPlugin, staticRoutes } from './src/lessons/build/routesPlugin.ts';
import { embedScriptPlugin } from './src/embed-script/build/embedScriptPlugin.ts';
import { earlySandbox } from './src/runtime/sandbox/build/earlySandbox.ts';
import { sandboxPlugin } from './src/runtime/sandbox/build/sandboxPlugin.ts';
import { securityHeadersPlugin } from './src/security/securityHeadersPlugin.ts';
import { editorTypesPlugin } from './src/ui/editor/build/editorTypesPlugin.ts';

// BASE_PATH lets the site live under a sub-path, e.g. BASE_PATH=/mcp-tour/ npm run build.
const base = normalizeBase(process.env.BASE_PATH ?? '/');

export default defineConfig({
  base,
  plugins: [
    react(),
    lessonsPlugin(),
    sandboxPlugin(),
    earlySandbox(),
    routesPlugin(() => staticRoutes(lessonSummaries())),
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

function normalizeBase(path: string): string {
  const withLeading = path.startsWith('/') ? path : `/${path}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}
