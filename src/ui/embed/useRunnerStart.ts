import { useEffect, useState } from 'react';
import { NEAR_MESSAGE, type NearMessage } from '../../embed-script/protocol';
import type { LazyRunner } from './lazyRunner';

// When an embed's runner starts: when the embed is on screen, when embed.js says it is within a
// screen of the viewport (a cross-origin frame cannot see that itself), or at the reader's first
// touch of it, whichever comes first. The page's <head> may have started the Worker already for
// an embed in view (build/sandbox/earlySandbox.ts); starting the runner adopts it.

const INTENT_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

export function useRunnerStart(runner: LazyRunner): boolean {
  const [started, setStarted] = useState(false);

  useEffect(() => {
    let live = true;
    void runner.started.then(() => live && setStarted(true));
    const start = () => runner.start();

    const onScreen = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    });
    onScreen.observe(document.documentElement);

    const onMessage = (event: MessageEvent) => {
      // Any page may frame an embed; this message can only make its runner start sooner.
      if (event.source === window.parent && (event.data as Partial<NearMessage> | null)?.type === NEAR_MESSAGE) start();
    };
    window.addEventListener('message', onMessage);
    for (const name of INTENT_EVENTS) document.addEventListener(name, start, { capture: true, passive: true });

    void runner.started.then(() => {
      onScreen.disconnect();
      window.removeEventListener('message', onMessage);
      for (const name of INTENT_EVENTS) document.removeEventListener(name, start, { capture: true });
    });
    return () => {
      live = false;
      onScreen.disconnect();
      window.removeEventListener('message', onMessage);
      for (const name of INTENT_EVENTS) document.removeEventListener(name, start, { capture: true });
    };
  }, [runner]);

  return started;
}
