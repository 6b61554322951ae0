import summaries from 'virtual:mcp-tour/lesson-summaries';
import { Link } from 'wouter';
import { lessonsByPart } from '../../lessons/parts';
import type { LessonSummary } from '../../lessons/types';
import { href } from '../routing/routes';
import { DoneMark } from './DoneMark';
import './lessonList.css';

interface LessonListProps {
  lessons: readonly LessonSummary[];
  done: ReadonlySet<string>;
}

/** The lessons, part by part: each part under its heading, each lesson a card. */
export function LessonList({ lessons, done }: LessonListProps) {
  if (lessons.length === 0) return <p className="lesson-list__empty">No lessons yet.</p>;
  return (
    <div className="lesson-parts">
      {lessonsByPart(lessons).map(({ part, lessons: inPart }) => (
        <section key={part.number} className="lesson-part" aria-labelledby={`part-${part.number}-title`}>
          <h3 id={`part-${part.number}-title`} className="lesson-part__title">
            {part.title}
          </h3>
          <p className="lesson-part__about">{part.about}</p>
          <ol className="lesson-list" start={inPart[0].number}>
            {inPart.map((lesson) => (
              <LessonCard key={lesson.slug} lesson={lesson} done={done.has(lesson.slug)} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function LessonCard({ lesson, done }: { lesson: LessonSummary; done: boolean }) {
  return (
    <li className={`lesson-card${done ? ' lesson-card--done' : ''}`}>
      <span className="lesson-card__number" aria-hidden="true">
        {lesson.number}
      </span>
      <div className="lesson-card__body">
        <h4 className="lesson-card__title">
          <Link href={href.lesson(lesson.slug)}>
            <span className="visually-hidden">Lesson {lesson.number}: </span>
            {lesson.title}
          </Link>
        </h4>
        <p className="lesson-card__summary">{summaries[lesson.slug]}</p>
      </div>
      {done && <DoneMark />}
    </li>
  );
}
