import { Link } from 'wouter';
import { lessons } from '../../lessons/catalog';
import { LessonList } from '../home/LessonList';
import { useHydrated } from '../hooks/useHydrated';
import { useDoneLessons } from '../persistence/progress';
import { href } from '../routing/routes';

export function NotFoundPage(props: { lessonAddress: boolean }) {
  const done = useDoneLessons();
  // 404.html is prerendered once for every unknown address: it names the kind once hydrated.
  const lessonAddress = useHydrated() && props.lessonAddress;
  return (
    <div className="not-found">
      <h1>{lessonAddress ? 'No lesson at this address' : 'No page at this address'}</h1>
      <p>
        The link may be mistyped, or the {lessonAddress ? 'lesson' : 'page'} may have moved. Pick a lesson below, go to
        the <Link href={href.home()}>start page</Link>, or write your own code in the{' '}
        <Link href={href.playground()}>Playground</Link>.
      </p>
      <h2>Lessons</h2>
      <LessonList lessons={lessons} done={done} />
    </div>
  );
}
