import type { LessonSummary } from '../../lessons/types';
import { href } from '../routing/routes';
import { DoneMark } from './DoneMark';
import './lessonList.css';

interface LessonListProps {
  lessons: readonly LessonSummary[];
  done: ReadonlySet<string>;
}

export function LessonList({ lessons, done }: LessonListProps) {
  if (lessons.length === 0) return <p className="lesson-list__empty">No lessons yet.</p>;
  return (
    <ol className="lesson-list">
      {lessons.map((lesson) => (
        <li key={lesson.slug} className={`lesson-card${done.has(lesson.slug) ? ' lesson-card--done' : ''}`}>
          <span className="lesson-card__number" aria-hidden="true">
            {lesson.number}
          </span>
          <div className="lesson-card__body">
            <h3 className="lesson-card__title">
              <a href={href.lesson(lesson.slug)}>
                <span className="visually-hidden">Lesson {lesson.number}: </span>
                {lesson.title}
              </a>
            </h3>
            <p className="lesson-card__summary">{lesson.summary}</p>
          </div>
          {done.has(lesson.slug) && <DoneMark />}
        </li>
      ))}
    </ol>
  );
}
