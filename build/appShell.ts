import type { OutputAsset, OutputBundle } from 'rolldown';

/**
 * The app's index.html as Vite's HTML plugin put it into the bundle, for the plugins that write
 * into it after that (enforce: 'post'): the early sandbox start, the per-route pages.
 */
export function appShell(bundle: OutputBundle, plugin: string): OutputAsset {
  const shell = bundle['index.html'];
  if (shell?.type !== 'asset') throw new Error(`${plugin}: index.html is missing from the bundle`);
  return shell;
}
