import type { Alias } from 'vite';

// The UI is written against React's API and types, and runs on Preact's compat layer: the same
// components for about 50 kB less page script before Run is usable. Exact matches, so
// that no other package whose name starts with "react" is caught.
export const reactOnPreact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
