import { useCallback, useEffect, useState } from 'react';
import { lessons, loadLesson, neighbours, type LoadedLesson } from '../../lessons/catalog';
import type { LessonSummary } from '../../lessons/types';
import { markLessonDone, readDoneLessons } from '../persistence/progress';
import { LessonProse } from './LessonProse';
import { LessonWorkbench } from './LessonWorkbench';
import './lesson.css';

type Loading = { state: 'loading' } | { state: 'loaded'; lesson: LoadedLesson } | { state: 'failed' };

export function LessonPage({ summary }: { summary: LessonSummary }) {
  const { slug } = summary;
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  const [done, setDone] = useState(() => readDoneLessons().has(slug));
  const { previous, next } = neighbours(slug);

  useEffect(() => {
    let live = true;
    loadLesson(slug).then(
      (lesson) => live && setLoading(lesson ? { state: 'loaded', lesson } : { state: 'failed' }),
      () => live && setLoading({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [slug]);

  const complete = useCallback(() => {
    markLessonDone(slug);
    setDone(true);
  }, [slug]);

  const content = loading.state === 'loaded' ? loading.lesson.content : undefined;

  return (
    <div className="lesson-layout">
      <LessonProse summary={summary} total={lessons.length} content={content} done={done} previous={previous} next={next} />
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
