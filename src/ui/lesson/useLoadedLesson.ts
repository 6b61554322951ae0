import { useEffect, useState } from 'react';
import { loadedLesson, loadLesson, type LoadedLesson } from '../../lessons/catalog';

export type LessonLoading = { state: 'loading' } | { state: 'loaded'; lesson: LoadedLesson } | { state: 'failed' };

/**
 * A lesson's content and checks, which come in a chunk of their own: 'failed' when that chunk
 * cannot be loaded (offline, a deploy replaced it). Nothing is loaded while `slug` is undefined.
 */
export function useLoadedLesson(slug: string | undefined): LessonLoading {
  // Loaded already (before hydration, or earlier in the visit): no frame without it.
  const [loading, setLoading] = useState<LessonLoading>(() => {
    const lesson = slug === undefined ? undefined : loadedLesson(slug);
    return lesson ? { state: 'loaded', lesson } : { state: 'loading' };
  });
  useEffect(() => {
    if (slug === undefined || loadedLesson(slug)) return;
    let live = true;
    loadLesson(slug).then(
      (lesson) => live && setLoading(lesson ? { state: 'loaded', lesson } : { state: 'failed' }),
      () => live && setLoading({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [slug]);
  return loading;
}
