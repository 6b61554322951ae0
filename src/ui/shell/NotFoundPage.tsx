import { useState } from 'react';
import { lessons } from '../../lessons/catalog';
import { LessonList } from '../home/LessonList';
import { readDoneLessons } from '../persistence/progress';
import { href } from '../routing/routes';

export function NotFoundPage({ lessonAddress }: { lessonAddress: boolean }) {
  const [done] = useState(readDoneLessons);
  return (
    <div className="not-found">
      <h1>{lessonAddress ? 'No lesson at this address' : 'No page at this address'}</h1>
      <p>
        The link may be mistyped, or the {lessonAddress ? 'lesson' : 'page'} may have moved. Pick a lesson below, go to
        the <a href={href.home()}>start page</a>, or write your own code in the{' '}
        <a href={href.playground()}>Playground</a>.
      </p>
      <h2>Lessons</h2>
      <LessonList lessons={lessons} done={done} />
    </div>
  );
}
