import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'build/**/*.test.ts', 'lessons/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
    // Monaco's ESM files (its 9 MB TypeScript among them) load natively instead of being transformed.
    server: { deps: { external: [/[\\/]node_modules[\\/]monaco-editor[\\/]/] } },
  },
});
