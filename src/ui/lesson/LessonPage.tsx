import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import { loadLesson, lessons, neighbours } from '../../lessons/catalog';
import { afterPaintWhenIdle } from '../../platform/idle';
import type { LessonSummary } from '../../lessons/types';
import { useHydrated } from '../hooks/useHydrated';
import { markLessonDone, useDoneLessons } from '../persistence/progress';
import { Splitter } from '../workbench/Splitter';
import { usePaneSize } from '../workbench/usePaneSize';
import { LessonProse } from './LessonProse';
import { LessonWorkbench } from './LessonWorkbench';
import { useLoadedLesson } from './useLoadedLesson';
import './lesson.css';

/** The lesson text's share of a wide screen, in percent. */
const PROSE_SIZE = { initial: 38, min: 20, max: 65 };

export function LessonPage({ summary }: { summary: LessonSummary }) {
  const { slug } = summary;
  const loading = useLoadedLesson(slug);
  const done = useDoneLessons().has(slug);
  const { previous, next } = neighbours(slug);

  const complete = useCallback(() => markLessonDone(slug), [slug]);

  // Previous and Next open with their content in hand: their small chunks load while this one is
  // read, once Run is usable here (before that, every byte is on the way to the first run).
  const [runReady, setRunReady] = useState(false);
  const onRunReady = useCallback(() => setRunReady(true), []);
  useEffect(() => {
    if (!runReady) return;
    return afterPaintWhenIdle(() => {
      for (const lesson of [previous, next]) if (lesson) loadLesson(lesson.slug).catch(() => undefined);
    });
  }, [runReady, previous, next]);

  const content = loading.state === 'loaded' ? loading.lesson.content : undefined;
  // The workbench holds this browser's code: drawn once hydrated (the prerendered page says it is loading).
  const hydrated = useHydrated();
  // Wide screens: the lesson text's share of the width, as the learner left it (CSS ignores it on a phone).
  const proseSize = usePaneSize('lesson-prose', PROSE_SIZE.initial, PROSE_SIZE.min, PROSE_SIZE.max);

  return (
    <div className="lesson-layout" style={{ '--prose-size': `${proseSize.value}%` } as CSSProperties}>
      <LessonProse
        summary={summary}
        total={lessons.length}
        content={content}
        done={done}
        previous={previous}
        next={next}
      />
      <Splitter
        label="Resize the lesson text and the code"
        orientation="vertical"
        size={proseSize}
        min={PROSE_SIZE.min}
        max={PROSE_SIZE.max}
        controls="lesson-text"
      />
      <div className="lesson-layout__workbench">
        {hydrated && loading.state === 'loaded' && (
          <LessonWorkbench lesson={loading.lesson} next={next} onComplete={complete} onRunReady={onRunReady} />
        )}
        {(!hydrated || loading.state === 'loading') && loading.state !== 'failed' && (
          <p className="lesson-loading lesson-loading--static">Loading the lesson…</p>
        )}
        {!hydrated && (
          <noscript>
            <p className="lesson-loading">
              The code of this lesson runs in your browser: turn on JavaScript to edit and run it.
            </p>
          </noscript>
        )}
        {loading.state === 'failed' && (
          <p className="lesson-loading" role="alert">
            This lesson could not be loaded. Check your connection and reload the page.
          </p>
        )}
      </div>
    </div>
  );
}
