import { useCallback, useState } from 'react';
import { lessons, neighbours } from '../../lessons/catalog';
import type { LessonSummary } from '../../lessons/types';
import { markLessonDone, readDoneLessons } from '../persistence/progress';
import { LessonProse } from './LessonProse';
import { LessonWorkbench } from './LessonWorkbench';
import { useLoadedLesson } from './useLoadedLesson';
import './lesson.css';

export function LessonPage({ summary }: { summary: LessonSummary }) {
  const { slug } = summary;
  const loading = useLoadedLesson(slug);
  const [done, setDone] = useState(() => readDoneLessons().has(slug));
  const { previous, next } = neighbours(slug);

  const complete = useCallback(() => {
    markLessonDone(slug);
    setDone(true);
  }, [slug]);

  const content = loading.state === 'loaded' ? loading.lesson.content : undefined;

  return (
    <div className="lesson-layout">
      <LessonProse
        summary={summary}
        total={lessons.length}
        content={content}
        done={done}
        previous={previous}
        next={next}
      />
      <div className="lesson-layout__workbench">
        {loading.state === 'loaded' && <LessonWorkbench lesson={loading.lesson} next={next} onComplete={complete} />}
        {loading.state === 'loading' && <p className="lesson-loading">Loading the lesson…</p>}
        {loading.state === 'failed' && (
          <p className="lesson-loading" role="alert">
            This lesson could not be loaded. Check your connection and reload the page.
          </p>
        )}
      </div>
    </div>
  );
}
