import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Virtual modules the app's build makes; unit tests get stand-ins.
  resolve: {
    alias: [
      {
        find: 'virtual:mcp-tour/sandbox-packs',
        replacement: fileURLToPath(new URL('./test/fixtures/sandboxPacks.ts', import.meta.url)),
      },
    ],
  },
  test: {
    include: [
      'src/**/*.test.ts',
      'build/**/*.test.ts',
      'lessons/**/*.test.ts',
      'scripts/**/*.test.ts',
      'packages/*/src/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20000,
    // Monaco's ESM files (its 9 MB TypeScript among them) load natively instead of being transformed.
    server: { deps: { external: [/[\\/]node_modules[\\/]monaco-editor[\\/]/] } },
  },
});
