import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { lessonContents, lessonsPlugin } from './src/lessons/build/lessonsPlugin.ts';
import { routesPlugin, staticRoutes } from './src/lessons/build/routesPlugin.ts';
import { embedScriptPlugin } from './src/embed-script/build/embedScriptPlugin.ts';
import { earlySandbox } from './src/runtime/build/earlySandbox.ts';
import { slimSandbox } from './src/runtime/build/slimSandbox.ts';
import { editorTypesPlugin } from './src/ui/editor/build/editorTypesPlugin.ts';

// BASE_PATH lets the site live under a sub-path, e.g. BASE_PATH=/mcp-tour/ npm run build.
const base = normalizeBase(process.env.BASE_PATH ?? '/');

export default defineConfig({
  base,
  plugins: [react(), lessonsPlugin(), earlySandbox(), routesPlugin(() => staticRoutes(lessonContents())), embedScriptPlugin(), editorTypesPlugin({ snapshots: true })],
  worker: { format: 'es', plugins: () => [slimSandbox(), editorTypesPlugin()] },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 4000,
  },
  optimizeDeps: {
    // Imported only inside the sandbox worker: pre-bundle them so dev does not reload mid-run.
    include: ['@modelcontextprotocol/sdk/client/index.js', '@modelcontextprotocol/sdk/server/mcp.js', 'zod', 'sucrase', 'es-module-lexer/minimal', 'node-inspect-extracted'],
  },
});

function normalizeBase(path: string): string {
  const withLeading = path.startsWith('/') ? path : `/${path}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}
