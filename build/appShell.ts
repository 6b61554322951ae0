import type { OutputAsset, OutputBundle } from 'rolldown';

/**
 * A shell (the site's index.html, the embeds' embed.html) as Vite's HTML plugin put it into the
 * bundle, for the plugin that writes the per-route pages from it after that (enforce: 'post').
 */
export function appShell(bundle: OutputBundle, plugin: string, name = 'index.html'): OutputAsset {
  const shell = bundle[name];
  if (shell?.type !== 'asset') throw new Error(`${plugin}: ${name} is missing from the bundle`);
  return shell;
}
