import { useRef, useState } from 'react';
import type { EmbedRoute } from '../routing/routes';
import { NARROW_PX } from '../../embed-script/layout';
import { readEmbedOptions } from './embedOptions';
import { EmbedLesson } from './EmbedLesson';
import { EmbedPlayground } from './EmbedPlayground';
import { embedRunner } from './embedRunner';
import { useEmbedTheme } from './useEmbedTheme';
import { useReportHeight } from './useReportHeight';
import { useRunnerStart } from './useRunnerStart';
import { useTapActivation } from './useTapActivation';
import '../workbench/workbench.css';
import './embed.css';

// The page inside a blog's iframe: /embed/<slug>/ or /embed/playground/#code/…, with the options
// of the query string. No site chrome; it reports its height to the page around it.

export function EmbedApp({ route }: { route: EmbedRoute }) {
  const [narrow] = useState(() => window.innerWidth < NARROW_PX);
  const [options] = useState(() => readEmbedOptions(window.location.search, window.parent !== window, narrow));
  const theme = useEmbedTheme(options);
  // A phone-narrow embed wraps long lines unless the author said otherwise.
  const [wrap] = useState(() => options.wrap ?? narrow);
  const runner = embedRunner();
  const runnerStarted = useRunnerStart(runner);
  const root = useRef<HTMLElement>(null);
  useReportHeight(root);
  useTapActivation();

  const page = { options, theme, runner, wrap };
  const className = ['embed', options.height && 'embed--fixed', wrap && 'embed--wrap'].filter(Boolean).join(' ');
  return (
    <main ref={root} className={className} data-runner={runnerStarted ? 'started' : 'idle'}>
      {route.kind === 'embed-lesson' ? (
        <EmbedLesson key={route.slug} slug={route.slug} {...page} />
      ) : (
        <EmbedPlayground {...page} />
      )}
    </main>
  );
}
